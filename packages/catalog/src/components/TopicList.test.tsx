import { buildTopic } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TopicList } from './TopicList';

afterEach(cleanup);

const topics = [
  buildTopic(1),
  buildTopic(2, { kind: 'new_serial' }),
  buildTopic(3, { kind: 'article' }),
];

describe('TopicList', () => {
  it('lists topic cards linking to their pages', () => {
    render(<TopicList heading="トピックス" topics={topics} />);
    const region = screen.getByRole('region', { name: 'トピックス' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/topics/news/1', '/topics/new-serials', '/kadocommu/article/3']);
  });

  it("links under a label's pages, or by the app's topicHref", () => {
    const { rerender } = render(<TopicList topics={topics} labelCode="hoshizora" />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/label/hoshizora/news/1',
      '/label/hoshizora/new-serials',
      '/kadocommu/article/3',
    ]);
    rerender(<TopicList topics={topics} topicHref={(topic) => `/t/${topic.id}`} />);
    expect(screen.getAllByRole('link')[0]?.getAttribute('href')).toBe('/t/1');
  });

  it('lays out as a list of rows', () => {
    const { container } = render(<TopicList topics={topics} layout="list" />);
    expect(container.querySelector('ul')?.className).toContain('cw-cat-topics--list');
    expect(container.querySelectorAll('.cw-cat-topic--row')).toHaveLength(3);
  });

  it("says 'トピックスがありません' when empty, and shows skeletons while loading", () => {
    const { container, rerender } = render(<TopicList heading="ニュース" topics={[]} />);
    expect(screen.getByText('トピックスがありません')).toBeTruthy();
    rerender(<TopicList heading="ニュース" topics={[]} loading skeletonCount={4} />);
    expect(screen.getByRole('region', { name: 'ニュース' }).getAttribute('aria-busy')).toBe('true');
    expect(
      container.querySelectorAll('[data-slot="skeleton"][data-shape="thumbnail"]'),
    ).toHaveLength(4);
    expect(screen.queryByText('トピックスがありません')).toBeNull();
  });
});
