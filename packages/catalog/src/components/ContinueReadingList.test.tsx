import type { HistoryEntry } from '@cw/contract/schemas';
import { buildEpisodeSummary, buildWorkSummary } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ContinueReadingList } from './ContinueReadingList';

afterEach(cleanup);

/** Episode `episodeId` of work `workId`, read up to zero-based page `page`. */
function historyEntry(workId: number, episodeId: number, page = 4): HistoryEntry {
  return {
    episode: buildEpisodeSummary(episodeId),
    work: buildWorkSummary(workId),
    page,
    readAt: '2024-06-14T09:30:00Z',
  };
}

describe('ContinueReadingList', () => {
  it("is a region '続きを読む' of cards resuming in the viewer at the page reached", () => {
    render(<ContinueReadingList entries={[historyEntry(1, 3, 11), historyEntry(2, 7, 0)]} />);
    const region = screen.getByRole('region', { name: '続きを読む' });
    expect(within(region).getByRole('heading', { level: 2, name: '続きを読む' })).toBeTruthy();
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/viewer/CW_000001_0003_E?page=12', '/viewer/CW_000001_0007_E?page=1']);
  });

  it('names each card by work and episode, with the cover inside the one link', () => {
    render(<ContinueReadingList entries={[historyEntry(1, 3)]} />);
    const link = screen.getByRole('link', { name: '作品1 第3話' });
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('keeps one card per work, its latest episode, up to the limit', () => {
    render(
      <ContinueReadingList
        entries={[historyEntry(1, 4), historyEntry(1, 3), historyEntry(2, 7), historyEntry(3, 9)]}
        limit={2}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '作品1 第4話',
      '作品2 第7話',
    ]);
  });

  it('renders nothing without history', () => {
    const { container } = render(<ContinueReadingList entries={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('shows busy placeholder cards while loading', () => {
    const { container } = render(<ContinueReadingList entries={[]} loading skeletonCount={3} />);
    const region = screen.getByRole('region', { name: '続きを読む' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('読み込み中')).toBeTruthy();
    expect(container.querySelectorAll('li')).toHaveLength(3);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes a heading and a link to the whole history', () => {
    render(
      <ContinueReadingList
        id="continue"
        heading="最近読んだ作品"
        headingLevel={3}
        moreHref="/my-comic/history"
        entries={[historyEntry(1, 3)]}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: '最近読んだ作品' })).toBeTruthy();
    const more = screen.getByRole('link', { name: 'もっと見る' });
    expect(more.getAttribute('href')).toBe('/my-comic/history');
    expect(more.getAttribute('aria-describedby')).toBe('continue-heading');
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(<ContinueReadingList entries={[historyEntry(1, 3)]} />);
    expect(html).toContain('cw-cat-continue');
    expect(renderToStaticMarkup(<ContinueReadingList entries={[]} />)).toBe('');
  });
});
