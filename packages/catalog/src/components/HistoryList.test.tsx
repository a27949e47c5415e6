import { type HistoryEntry, historyEntrySchema } from '@cw/contract/schemas';
import { buildEpisodeSummary, buildWorkSummary } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HistoryList, type HistoryListProps } from './HistoryList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Episode `episodeId` of work `workId`, read up to page 12 (zero-based 11). */
function historyEntry(
  workId: number,
  episodeId: number,
  overrides: Partial<HistoryEntry> = {},
): HistoryEntry {
  return {
    episode: buildEpisodeSummary(episodeId),
    work: buildWorkSummary(workId),
    page: 11,
    readAt: '2024-06-14T09:30:00Z',
    ...overrides,
  };
}

const entries = [
  historyEntry(1, 3),
  historyEntry(2, 7, { page: 0, readAt: '2024-06-13T20:05:00+09:00' }),
];

function renderList(props: Partial<HistoryListProps> = {}) {
  const onDelete = vi.fn();
  const onDeleteAll = vi.fn();
  const result = render(
    <HistoryList
      heading="閲覧履歴"
      entries={entries}
      onDelete={onDelete}
      onDeleteAll={onDeleteAll}
      {...props}
    />,
  );
  return { ...result, onDelete, onDeleteAll };
}

const rowOf = (episodeTitle: string) => {
  const row = screen.getByRole('link', { name: episodeTitle }).closest('li');
  if (!row) throw new Error(`no row for ${episodeTitle}`);
  return row;
};

const deleteAllButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'すべて削除' });

describe('HistoryList', () => {
  it('has fixtures valid against the schema', () => {
    for (const entry of entries) expect(historyEntrySchema.parse(entry)).toEqual(entry);
  });

  it('lists each line: the work to its page, the episode to the viewer at the page reached', () => {
    renderList();
    const region = screen.getByRole('region', { name: '閲覧履歴' });
    expect(within(within(region).getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(region)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['作品1', '/detail/CW_000001_S'],
      ['第3話', '/viewer/CW_000001_0003_E?page=12'],
      ['作品2', '/detail/CW_000002_S'],
      ['第7話', '/viewer/CW_000001_0007_E?page=1'],
    ]);
  });

  it('resumes from the cover too, out of the Tab order', () => {
    renderList();
    const cover = rowOf('第3話').querySelector('a.cw-cat-my-row__cover');
    expect(cover?.getAttribute('href')).toBe('/viewer/CW_000001_0003_E?page=12');
    expect(cover?.getAttribute('tabindex')).toBe('-1');
    expect(cover?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows when each episode was read, in Japan time', () => {
    renderList();
    const first = within(rowOf('第3話')).getByText('2024/06/14 18:30');
    expect(first.tagName).toBe('TIME');
    expect(first.getAttribute('datetime')).toBe('2024-06-14T09:30:00Z');
    expect(within(rowOf('第7話')).getByText('2024/06/13 20:05')).toBeTruthy();
  });

  it("adds the episode's subtitle to its link", () => {
    renderList({
      entries: [historyEntry(1, 3, { episode: buildEpisodeSummary(3, { subTitle: '再会' }) })],
    });
    expect(screen.getByRole('link', { name: '第3話 再会' })).toBeTruthy();
  });

  it('deletes one line with 削除, named by work and episode', async () => {
    const user = userEvent.setup();
    const { onDelete, onDeleteAll } = renderList();
    const button = screen.getByRole('button', { name: '『作品2 第7話』を履歴から削除' });
    expect(button.textContent).toBe('削除');
    await user.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledWith(7);
    expect(onDeleteAll).not.toHaveBeenCalled();
  });

  it('disables a line being deleted and marks it busy', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderList({ pendingIds: new Set([3]) });
    expect(rowOf('第3話').getAttribute('aria-busy')).toBe('true');
    expect(rowOf('第7話').hasAttribute('aria-busy')).toBe(false);
    const button = screen.getByRole<HTMLButtonElement>('button', {
      name: '『作品1 第3話』を履歴から削除',
    });
    expect(button.disabled).toBe(true);
    await user.click(button);
    expect(onDelete).not.toHaveBeenCalled();
    expect(deleteAllButton().disabled).toBe(false);
  });

  describe('すべて削除', () => {
    it('asks inline first, then reports the deletion once', async () => {
      const user = userEvent.setup();
      const confirm = vi.fn(() => true);
      vi.stubGlobal('confirm', confirm);
      const { onDeleteAll } = renderList();
      expect(screen.queryByText('閲覧履歴をすべて削除しますか？')).toBeNull();

      await user.click(deleteAllButton());
      const question = screen.getByRole('group', { name: '閲覧履歴をすべて削除しますか？' });
      expect(onDeleteAll).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: 'すべて削除' })).toBeNull();
      // Focus lands on the harmless choice.
      expect(document.activeElement).toBe(
        within(question).getByRole('button', { name: 'キャンセル' }),
      );

      await user.click(within(question).getByRole('button', { name: '削除する' }));
      expect(onDeleteAll).toHaveBeenCalledTimes(1);
      expect(confirm).not.toHaveBeenCalled();
      expect(screen.queryByRole('group')).toBeNull();
      expect(document.activeElement).toBe(deleteAllButton());
    });

    it('puts the button back on キャンセル, deleting nothing', async () => {
      const user = userEvent.setup();
      const { onDeleteAll, onDelete } = renderList();
      await user.click(deleteAllButton());
      await user.click(screen.getByRole('button', { name: 'キャンセル' }));
      expect(screen.queryByText('閲覧履歴をすべて削除しますか？')).toBeNull();
      expect(document.activeElement).toBe(deleteAllButton());
      expect(onDeleteAll).not.toHaveBeenCalled();
      expect(onDelete).not.toHaveBeenCalled();
    });

    it('cancels with Escape', async () => {
      const user = userEvent.setup();
      const { onDeleteAll } = renderList();
      deleteAllButton().focus();
      await user.keyboard('{Enter}');
      expect(screen.getByText('閲覧履歴をすべて削除しますか？')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(screen.queryByText('閲覧履歴をすべて削除しますか？')).toBeNull();
      expect(document.activeElement).toBe(deleteAllButton());
      expect(onDeleteAll).not.toHaveBeenCalled();
    });

    it('is disabled when there is nothing to delete', () => {
      renderList({ entries: [] });
      expect(deleteAllButton().disabled).toBe(true);
    });

    it('drops the question when the history empties meanwhile', async () => {
      const user = userEvent.setup();
      const { rerender, onDelete, onDeleteAll } = renderList();
      await user.click(deleteAllButton());
      const props = { heading: '閲覧履歴', onDelete, onDeleteAll };
      rerender(<HistoryList {...props} entries={[]} />);
      expect(deleteAllButton().disabled).toBe(true);
      rerender(<HistoryList {...props} entries={entries} />);
      expect(screen.queryByText('閲覧履歴をすべて削除しますか？')).toBeNull();
      expect(deleteAllButton().disabled).toBe(false);
    });

    it('is busy, and does nothing, while every line is being deleted', async () => {
      const user = userEvent.setup();
      renderList({ pendingIds: new Set([3, 7]) });
      const button = deleteAllButton();
      expect(button.getAttribute('aria-busy')).toBe('true');
      expect(button.getAttribute('aria-disabled')).toBe('true');
      await user.click(button);
      expect(screen.queryByText('閲覧履歴をすべて削除しますか？')).toBeNull();
    });

    it('is busy while the app says so', () => {
      renderList({ deleteAllPending: true });
      expect(deleteAllButton().getAttribute('aria-busy')).toBe('true');
    });
  });

  it("says '閲覧履歴はありません' when empty", () => {
    renderList({ entries: [] });
    expect(screen.getByText('閲覧履歴はありません')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('takes another empty message', () => {
    renderList({ entries: [], emptyMessage: '最近読んだ作品はありません' });
    expect(screen.getByText('最近読んだ作品はありません')).toBeTruthy();
  });

  it('shows busy placeholder rows while loading, すべて削除 disabled', () => {
    const { container } = renderList({ entries: [], loading: true, skeletonCount: 4 });
    const region = screen.getByRole('region', { name: '閲覧履歴' });
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByText('読み込み中')).toBeTruthy();
    expect(container.querySelectorAll('.cw-cat-tile--skeleton')).toHaveLength(4);
    expect(deleteAllButton().disabled).toBe(true);
    expect(screen.queryByText('閲覧履歴はありません')).toBeNull();
  });

  it("uses the app's URLs", () => {
    renderList({
      entryHref: (entry) => `/v/${entry.episode.id}`,
      workHref: (work) => `/w/${work.id}`,
    });
    const episode = screen.getByRole('link', { name: '第3話' });
    expect(episode.getAttribute('href')).toBe('/v/3');
    expect(screen.getByRole('link', { name: '作品1' }).getAttribute('href')).toBe('/w/1');
  });

  it('renders on the server', () => {
    const html = renderToStaticMarkup(
      <HistoryList entries={entries} onDelete={() => {}} onDeleteAll={() => {}} />,
    );
    expect(html).toContain('すべて削除');
    expect(html).toContain('/viewer/CW_000001_0003_E?page=12');
  });
});
