import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks';

describe('shareLinks', () => {
  const links = shareLinks({
    url: 'https://example.com/works/1?ref=share&x=a b#top',
    title: 'タイトル & 第1話 #1',
  });

  it('posts the title and URL to X', () => {
    const href = new URL(links.x);
    expect(`${href.origin}${href.pathname}`).toBe('https://x.com/intent/post');
    expect(href.searchParams.get('text')).toBe('タイトル & 第1話 #1');
    expect(href.searchParams.get('url')).toBe('https://example.com/works/1?ref=share&x=a b#top');
    expect([...href.searchParams.keys()]).toEqual(['text', 'url']);
  });

  it('sends the URL to LINE', () => {
    const href = new URL(links.line);
    expect(`${href.origin}${href.pathname}`).toBe('https://social-plugins.line.me/lineit/share');
    expect(href.searchParams.get('url')).toBe('https://example.com/works/1?ref=share&x=a b#top');
  });

  it('shares the URL on Facebook', () => {
    const href = new URL(links.facebook);
    expect(`${href.origin}${href.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(href.searchParams.get('u')).toBe('https://example.com/works/1?ref=share&x=a b#top');
  });

  it('percent-encodes every reserved character, so nothing leaks into the query', () => {
    expect(links.x).toBe(
      'https://x.com/intent/post' +
        '?text=%E3%82%BF%E3%82%A4%E3%83%88%E3%83%AB%20%26%20%E7%AC%AC1%E8%A9%B1%20%231' +
        '&url=https%3A%2F%2Fexample.com%2Fworks%2F1%3Fref%3Dshare%26x%3Da%20b%23top',
    );
    expect(links.line).toBe(
      'https://social-plugins.line.me/lineit/share' +
        '?url=https%3A%2F%2Fexample.com%2Fworks%2F1%3Fref%3Dshare%26x%3Da%20b%23top',
    );
    expect(links.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php' +
        '?u=https%3A%2F%2Fexample.com%2Fworks%2F1%3Fref%3Dshare%26x%3Da%20b%23top',
    );
  });
});
