import type { RankingEntry } from '@cw/contract/schemas';
import { buildRankingEntries, buildWorkSummary } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RankingList } from './RankingList';

afterEach(cleanup);

describe('RankingList', () => {
  it('is an ordered list with each rank before its work', () => {
    render(<RankingList heading="デイリーランキング" entries={buildRankingEntries(5)} />);
    const region = screen.getByRole('region', { name: 'デイリーランキング' });
    const list = within(region).getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.cw-cat-rank')?.textContent)).toEqual([
      '1位',
      '2位',
      '3位',
      '4位',
      '5位',
    ]);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/detail/CW_000001_S');
  });

  it('emphasises the top 3, each in its colour', () => {
    const { container } = render(<RankingList entries={buildRankingEntries(4)} />);
    const ranks = [...container.querySelectorAll('.cw-cat-rank')];
    expect(ranks.map((rank) => rank.classList.contains('cw-cat-rank--top'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(ranks[0]?.classList.contains('cw-cat-rank--first')).toBe(true);
    expect(ranks[1]?.classList.contains('cw-cat-rank--second')).toBe(true);
    expect(ranks[2]?.classList.contains('cw-cat-rank--third')).toBe(true);
    const items = container.querySelectorAll('li');
    expect(items[0]?.classList.contains('cw-cat-ranking__item--top')).toBe(true);
    expect(items[3]?.classList.contains('cw-cat-ranking__item--top')).toBe(false);
  });

  it('shows a shared rank for tied works', () => {
    const entries: RankingEntry[] = [
      { rank: 1, work: buildWorkSummary(1) },
      { rank: 2, work: buildWorkSummary(2) },
      { rank: 2, work: buildWorkSummary(3) },
      { rank: 4, work: buildWorkSummary(4) },
    ];
    const { container } = render(<RankingList entries={entries} />);
    expect([...container.querySelectorAll('li')].map((item) => item.dataset.rank)).toEqual([
      '1',
      '2',
      '2',
      '4',
    ]);
  });

  it('loads the podium covers at once and the rest lazily, or as many as asked', () => {
    const loading = (container: HTMLElement) =>
      [...container.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    const { container, rerender } = render(<RankingList entries={buildRankingEntries(4)} />);
    expect(loading(container)).toEqual(['eager', 'eager', 'eager', 'lazy']);
    // Below the fold (the home page): none competes with the first screen.
    rerender(<RankingList entries={buildRankingEntries(4)} priorityCount={0} />);
    expect(loading(container)).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('uses row tiles', () => {
    const { container } = render(<RankingList entries={buildRankingEntries(1)} />);
    expect(container.querySelector('.cw-cat-tile--row')).toBeTruthy();
  });

  it("says '作品がありません' when empty, and shows skeleton rows while loading", () => {
    const { rerender, container } = render(<RankingList heading="ランキング" entries={[]} />);
    expect(screen.getByText('作品がありません')).toBeTruthy();
    rerender(<RankingList heading="ランキング" entries={[]} loading skeletonCount={3} />);
    expect(screen.getByRole('region').getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.cw-cat-tile--skeleton')).toHaveLength(3);
    expect(screen.getByText('読み込み中')).toBeTruthy();
  });

  it('reports the rank of a followed entry', () => {
    const onWorkClick = vi.fn();
    const entries = buildRankingEntries(2);
    render(<RankingList entries={entries} onWorkClick={onWorkClick} />);
    const link = screen.getByRole('link', { name: '作品2' });
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(onWorkClick).toHaveBeenCalledWith(entries[1]?.work, 2);
  });

  it('renders on the server', () => {
    expect(renderToStaticMarkup(<RankingList entries={buildRankingEntries(2)} />)).toContain(
      'cw-cat-rank--first',
    );
  });
});
