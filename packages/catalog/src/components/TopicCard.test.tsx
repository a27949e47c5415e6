import { buildTopic } from '@cw/fixtures';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TopicCard } from './TopicCard';

afterEach(cleanup);

describe('TopicCard', () => {
  it('links to the topic page of its kind, named by the title', () => {
    render(<TopicCard topic={buildTopic(7, { kind: 'feature', title: '夏の特集' })} />);
    expect(screen.getByRole('link', { name: '夏の特集' }).getAttribute('href')).toBe(
      '/topics/features/7',
    );
    expect(screen.getByText('特集').getAttribute('data-slot')).toBe('badge');
  });

  it("links under the label's pages when given its code", () => {
    render(<TopicCard topic={buildTopic(7, { kind: 'fair' })} labelCode="hoshizora" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/label/hoshizora/fair/7');
    expect(screen.getByText('フェア')).toBeTruthy();
  });

  it('takes an href from the app', () => {
    render(<TopicCard topic={buildTopic(1)} href="/x/1" />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/x/1');
  });

  it('shows the publication day in Japan', () => {
    render(<TopicCard topic={buildTopic(1, { publishedAt: '2024-06-01T20:00:00Z' })} />);
    const date = screen.getByText('2024/06/02');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2024-06-01T20:00:00Z');
  });

  it('draws the 16:9 thumbnail from its media base path', () => {
    const { container } = render(<TopicCard topic={buildTopic(3)} />);
    expect(container.querySelector('[data-slot="thumbnail"]')?.getAttribute('data-ratio')).toBe(
      '16:9',
    );
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      '/v3/media/topics/3/w320.webp 320w, /v3/media/topics/3/w640.webp 640w',
    );
  });

  it('lays out as a row on request', () => {
    const { container } = render(<TopicCard topic={buildTopic(1)} layout="row" />);
    expect(container.firstElementChild?.className).toContain('cw-cat-topic--row');
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<TopicCard topic={buildTopic(2)} />)).toContain('/topics/news/2');
  });
});
