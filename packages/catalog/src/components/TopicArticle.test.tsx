import { buildTopicWithBody } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TopicArticle } from './TopicArticle';

afterEach(cleanup);

describe('TopicArticle', () => {
  it('is an article headed by the title, with its kind and Japanese date', () => {
    render(
      <TopicArticle
        topic={buildTopicWithBody(7, {
          kind: 'fair',
          title: '夏のマンガ祭り',
          publishedAt: '2024-06-01T20:00:00Z',
        })}
      />,
    );
    const article = screen.getByRole('article');
    expect(article.getAttribute('data-topic-kind')).toBe('fair');
    expect(within(article).getByRole('heading', { level: 1, name: '夏のマンガ祭り' })).toBeTruthy();
    expect(within(article).getByText('フェア').getAttribute('data-slot')).toBe('badge');
    // The day in Japan, not in the machine's time zone.
    const date = within(article).getByText('2024年6月2日');
    expect(date.tagName).toBe('TIME');
    expect(date.getAttribute('datetime')).toBe('2024-06-01T20:00:00Z');
  });

  it.each([
    ['news', 'ニュース'],
    ['feature', '特集'],
    ['new_serial', '新連載'],
    ['article', '記事'],
  ] as const)('names the kind %s %s', (kind, label) => {
    render(<TopicArticle topic={buildTopicWithBody(1, { kind })} />);
    expect(screen.getByText(label).getAttribute('data-slot')).toBe('badge');
  });

  it("shows the label's name only when given", () => {
    const topic = buildTopicWithBody(1, { labelId: 3 });
    const { rerender } = render(<TopicArticle topic={topic} />);
    expect(screen.queryByText('コミック星空')).toBeNull();
    rerender(<TopicArticle topic={topic} labelName="コミック星空" />);
    expect(screen.getByText('コミック星空')).toBeTruthy();
  });

  it('takes the heading level from the page', () => {
    render(<TopicArticle topic={buildTopicWithBody(1, { title: '特集' })} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: '特集' })).toBeTruthy();
  });

  it('loads the 16:9 thumbnail at once, in a reserved box', () => {
    const { container } = render(
      <TopicArticle topic={buildTopicWithBody(3)} imageBaseUrl="https://cdn.example" />,
    );
    const thumbnail = container.querySelector('[data-slot="thumbnail"]');
    expect(thumbnail?.getAttribute('data-ratio')).toBe('16:9');
    const img = thumbnail?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/v3/media/topics/3/w640.webp');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('width')).toBeTruthy();
    expect(img?.getAttribute('height')).toBeTruthy();
  });

  it('renders the Markdown body: paragraphs, lists, links and emphasis', () => {
    render(
      <TopicArticle
        topic={buildTopicWithBody(1, {
          body: [
            '対象作品が**最大10話無料**です。',
            '',
            '- ねこと魔法のパン屋さん',
            '- 月下のソードダンサー',
            '',
            '1. 作品を選ぶ',
            '2. 読む',
            '',
            '[対象作品はこちら](/detail/CW_000001_S) / [公式X](https://x.example/cw)',
          ].join('\n'),
        })}
      />,
    );
    expect(screen.getByText('最大10話無料').tagName).toBe('STRONG');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(steps?.tagName).toBe('OL');
    const internal = screen.getByRole('link', { name: '対象作品はこちら' });
    expect(internal.getAttribute('href')).toBe('/detail/CW_000001_S');
    // Links open in the same tab, as any link of the site.
    const external = screen.getByRole('link', { name: '公式X' });
    expect(external.getAttribute('href')).toBe('https://x.example/cw');
    expect(external.hasAttribute('target')).toBe(false);
    // Both in @cw/ui's link style for running text.
    for (const link of [internal, external]) {
      expect(link.className).toBe('cw-ui-link cw-ui-link--inline');
    }
  });

  it("puts the body's headings one level below the title", () => {
    const body = ['## 見どころ', '', '本文', '', '### 第1話', '', '本文'].join('\n');
    const { rerender } = render(<TopicArticle topic={buildTopicWithBody(1, { body })} />);
    expect(screen.getByRole('heading', { level: 2, name: '見どころ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '第1話' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    rerender(<TopicArticle topic={buildTopicWithBody(1, { body })} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 3, name: '見どころ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '第1話' })).toBeTruthy();

    // A body starting at `#` does not make a second h1.
    rerender(
      <TopicArticle
        topic={buildTopicWithBody(1, { body: '# 見どころ\n\n## 第1話' })}
        headingLevel={2}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '見どころ' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: '第1話' })).toBeTruthy();
  });

  it('never renders raw HTML or script URLs of the body', () => {
    const { container } = render(
      <TopicArticle
        topic={buildTopicWithBody(1, {
          body: [
            '前の段落',
            '',
            '<script>window.pwned = true</script>',
            '',
            '<img src="x" onerror="window.pwned = true">',
            '',
            '[危ないリンク](javascript:alert(1))',
          ].join('\n'),
        })}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.textContent).not.toContain('pwned');
    expect(screen.getByText('前の段落')).toBeTruthy();
    expect(screen.getByText('危ないリンク').getAttribute('href') ?? '').not.toContain('javascript');
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it("renders the body's links as anchors to where they lead", () => {
    render(
      <TopicArticle
        topic={buildTopicWithBody(1, {
          body: '[作品](/detail/CW_000001_S) と [外部](https://x.example/) と [目次](#toc)',
        })}
      />,
    );
    expect(screen.getByRole('link', { name: '作品' }).getAttribute('href')).toBe(
      '/detail/CW_000001_S',
    );
    expect(screen.getByRole('link', { name: '外部' }).getAttribute('href')).toBe(
      'https://x.example/',
    );
    expect(screen.getByRole('link', { name: '目次' }).getAttribute('href')).toBe('#toc');
  });

  it('loads images of the body lazily, from the media host', () => {
    const { container } = render(
      <TopicArticle
        topic={buildTopicWithBody(1, { body: '![フェアのポスター](/images/fair.png)' })}
        imageBaseUrl="https://cdn.example"
      />,
    );
    const img = container.querySelector('.cw-cat-article__body img');
    expect(img?.getAttribute('src')).toBe('https://cdn.example/images/fair.png');
    expect(img?.getAttribute('alt')).toBe('フェアのポスター');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('ends with its children', () => {
    render(
      <TopicArticle topic={buildTopicWithBody(1)}>
        <section aria-label="対象作品">作品一覧</section>
      </TopicArticle>,
    );
    const article = screen.getByRole('article');
    expect(article.lastElementChild?.textContent).toBe('作品一覧');
    expect(within(article).getByRole('region', { name: '対象作品' })).toBeTruthy();
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(<TopicArticle topic={buildTopicWithBody(2)} />);
    expect(html).toContain('<article');
    expect(html).toContain('<h2>詳細</h2>');
    expect(html).toContain('<li>対象：全作品</li>');
  });
});
