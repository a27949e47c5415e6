import { UiLocaleProvider } from '@cw/ui';
import { kanaTexts } from '@cw/vitest-config/locale';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupSavedLibrary, type LibraryDeletion } from '../savedLibrary';
import {
  CHINESE_TITLES_VIEW,
  EMPTY_VIEW,
  ENGLISH_TITLES_VIEW,
  NEARLY_FULL_QUOTA,
  NO_QUOTA,
  ONE_WORK_LIBRARY,
  ONE_WORK_VIEW,
  ROOMY_QUOTA,
  SEVERAL_WORKS_LIBRARY,
  SEVERAL_WORKS_VIEW,
  storyEpisodeHref,
  storyWorkHref,
} from '../test/storyFixtures';
import {
  DELETE_ALL_SAVED_TEXTS,
  deleteLibraryEpisodeText,
  SAVED_LIBRARY_TEXTS,
  savedCountText,
  storageSummaryText,
} from '../text';
import { SavedLibraryList, type SavedLibraryListProps } from './SavedLibraryList';

afterEach(cleanup);

function renderLibrary(props: Partial<SavedLibraryListProps> = {}) {
  const onDelete = vi.fn<(deletion: LibraryDeletion) => void>();
  const element = (next: Partial<SavedLibraryListProps> = {}) => (
    <SavedLibraryList
      view={SEVERAL_WORKS_VIEW}
      quota={ROOMY_QUOTA}
      onDelete={onDelete}
      episodeHref={storyEpisodeHref}
      workHref={storyWorkHref}
      {...props}
      {...next}
    />
  );
  const view = render(element());
  return {
    ...view,
    onDelete,
    rerender: (next: Partial<SavedLibraryListProps>) => view.rerender(element(next)),
  };
}

const WORK_0 = SEVERAL_WORKS_VIEW.works[0];
const BAKERY = '海辺の町のパン屋さん';

describe('SavedLibraryList', () => {
  describe('the saved episodes', () => {
    it('groups them by work, a level-2 heading linking to each work', () => {
      renderLibrary();
      const headings = screen.getAllByRole('heading');
      expect(headings.map((heading) => heading.tagName)).toEqual(['H2', 'H2', 'H2']);
      expect(headings.map((heading) => heading.textContent)).toEqual(
        SEVERAL_WORKS_VIEW.works.map((work) => work.workTitle),
      );
      const link = within(headings[1] as HTMLElement).getByRole('link', { name: BAKERY });
      expect(link.getAttribute('href')).toBe('/detail/CW_000011_S');
      // Each work is a section named by its heading.
      expect(screen.getByRole('region', { name: BAKERY })).toBeTruthy();
    });

    it('links each episode to the viewer, with its size', () => {
      renderLibrary({ view: ONE_WORK_VIEW });
      const section = screen.getByRole('region', { name: BAKERY });
      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      const first = within(items[0] as HTMLElement);
      const link = first.getByRole('link', { name: '第1話 朝いちばんのクロワッサン' });
      expect(link.getAttribute('href')).toBe(`/viewer/${ONE_WORK_LIBRARY[0]?.episodeCode}`);
      expect(first.getByText('5.3 MB')).toBeTruthy();
      expect(within(items[1] as HTMLElement).getByText('6.1 MB')).toBeTruthy();
    });

    it('shows the size of each work and of everything', () => {
      renderLibrary();
      expect(screen.getByText('5件・31.8 MB')).toBeTruthy();
      const farm = screen.getByRole('region', { name: WORK_0?.workTitle });
      expect(within(farm).getByText('2件・16.0 MB')).toBeTruthy();
      const bakery = screen.getByRole('region', { name: BAKERY });
      expect(within(bakery).getByText('2件・11.4 MB')).toBeTruthy();
    });
  });

  describe('deleting', () => {
    it('deletes one episode, named with its work and title', async () => {
      const user = userEvent.setup();
      const { onDelete } = renderLibrary({ view: ONE_WORK_VIEW });
      const button = screen.getByRole('button', { name: `『${BAKERY} 第2話』を削除` });
      expect(button.textContent).toBe('削除');
      await user.click(button);
      expect(onDelete).toHaveBeenCalledExactlyOnceWith({
        kind: 'episode',
        episodeCode: ONE_WORK_LIBRARY[1]?.episodeCode,
      });
    });

    it('deletes a work’s episodes, the work being the button’s description', async () => {
      const user = userEvent.setup();
      const { onDelete } = renderLibrary();
      const bakery = screen.getByRole('region', { name: BAKERY });
      const button = within(bakery).getByRole('button', { name: '作品の保存をすべて削除' });
      const description = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(description?.textContent).toBe(BAKERY);
      await user.click(button);
      expect(onDelete).toHaveBeenCalledExactlyOnceWith({ kind: 'work', workCode: 'CW_000011_S' });
    });

    it('asks before deleting everything, with the focus on キャンセル', async () => {
      const user = userEvent.setup();
      const { onDelete } = renderLibrary();
      await user.click(screen.getByRole('button', { name: 'すべて削除' }));
      expect(onDelete).not.toHaveBeenCalled();
      const question = screen.getByRole('group', {
        name: '保存したエピソードをすべて削除しますか？',
      });
      expect(question.tagName).toBe('FIELDSET');
      expect(document.activeElement).toBe(
        within(question).getByRole('button', { name: 'キャンセル' }),
      );
      expect(screen.queryByRole('button', { name: 'すべて削除' })).toBeNull();

      await user.click(within(question).getByRole('button', { name: '削除する' }));
      expect(onDelete).toHaveBeenCalledExactlyOnceWith({ kind: 'all' });
      expect(screen.queryByRole('group', { name: /すべて削除しますか/ })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'すべて削除' }));
    });

    it('deletes nothing when the reader cancels, by button or Escape', async () => {
      const user = userEvent.setup();
      const { onDelete } = renderLibrary();
      const open = screen.getByRole('button', { name: 'すべて削除' });
      await user.click(open);
      await user.click(screen.getByRole('button', { name: 'キャンセル' }));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'すべて削除' }));

      await user.keyboard('{Enter}');
      expect(document.activeElement?.textContent).toBe('キャンセル');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('group', { name: /すべて削除しますか/ })).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'すべて削除' }));
      expect(onDelete).not.toHaveBeenCalled();
    });

    it('moves the focus of a deleted line to the total, never to the page', async () => {
      const user = userEvent.setup();
      const { rerender } = renderLibrary({ view: ONE_WORK_VIEW });
      await user.click(screen.getByRole('button', { name: `『${BAKERY} 第2話』を削除` }));
      rerender({ view: groupSavedLibrary(ONE_WORK_LIBRARY.slice(0, 1)) });
      await waitFor(() =>
        expect(document.activeElement?.textContent).toBe('保存したエピソード 1件・5.3 MB'),
      );
    });

    it('moves the focus to the empty message once everything is deleted', async () => {
      const user = userEvent.setup();
      const { rerender } = renderLibrary();
      await user.click(screen.getByRole('button', { name: 'すべて削除' }));
      await user.click(screen.getByRole('button', { name: '削除する' }));
      rerender({ view: EMPTY_VIEW });
      await waitFor(() =>
        expect(document.activeElement?.textContent).toBe('保存したエピソードはありません'),
      );
    });
  });

  describe('empty', () => {
    it('says nothing is saved and where to save from, with nothing to delete', () => {
      renderLibrary({ view: EMPTY_VIEW, persisted: false, onRequestPersistence: vi.fn() });
      expect(screen.getByText('保存したエピソードはありません')).toBeTruthy();
      expect(
        screen.getByText('作品ページやビューアの「保存」から、エピソードを保存できます。'),
      ).toBeTruthy();
      expect(screen.queryAllByRole('heading')).toEqual([]);
      expect(screen.queryAllByRole('button')).toEqual([]);
      // The storage is still shown: the site uses some without saved episodes.
      expect(screen.getByText(ROOMY_QUOTA.summaryText)).toBeTruthy();
    });
  });

  describe('storage', () => {
    it('shows used over granted on a labelled meter', () => {
      renderLibrary();
      const meter = screen.getByRole('meter', { name: 'ストレージの使用量' });
      expect(meter.tagName).toBe('METER');
      expect(meter.getAttribute('value')).toBe('45200000');
      expect(meter.getAttribute('max')).toBe('1200000000');
      expect(meter.getAttribute('high')).toBe('1080000000');
      const summary = document.getElementById(meter.getAttribute('aria-describedby') ?? '');
      expect(summary?.textContent).toBe('45.2 MB / 1.2 GB 使用中（4%）');
      expect(screen.queryByText(/空き容量が少なくなっています/)).toBeNull();
    });

    it('warns when nearly full', () => {
      renderLibrary({ quota: NEARLY_FULL_QUOTA });
      expect(screen.getByText('286 MB / 300 MB 使用中（96%）')).toBeTruthy();
      expect(
        screen.getByText('空き容量が少なくなっています。読み終えたエピソードを削除してください。'),
      ).toBeTruthy();
    });

    it('shows only the use when the browser gives no quota, and waits while unknown', () => {
      const { rerender } = renderLibrary({ quota: NO_QUOTA });
      expect(screen.queryByRole('meter')).toBeNull();
      expect(screen.getByText('45.2 MB 使用中')).toBeTruthy();
      rerender({ quota: null });
      expect(screen.queryByRole('meter')).toBeNull();
      expect(screen.getByText('使用量を確認しています')).toBeTruthy();
    });

    it('offers to protect the storage when it is not persistent, saying why', async () => {
      const user = userEvent.setup();
      const onRequestPersistence = vi.fn();
      renderLibrary({ persisted: false, onRequestPersistence });
      const button = screen.getByRole('button', { name: 'ストレージを保護する' });
      const why = document.getElementById(button.getAttribute('aria-describedby') ?? '');
      expect(why?.textContent).toMatch(/保存したエピソードをブラウザが削除することがあります/);
      await user.click(button);
      expect(onRequestPersistence).toHaveBeenCalledOnce();
    });

    it('says the storage is protected once persistent, and offers nothing while unknown', () => {
      const onRequestPersistence = vi.fn();
      const { rerender } = renderLibrary({ persisted: true, onRequestPersistence });
      expect(screen.getByText('ストレージは保護されています')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'ストレージを保護する' })).toBeNull();
      rerender({ persisted: null });
      expect(screen.queryByText('ストレージは保護されています')).toBeNull();
      expect(screen.queryByRole('button', { name: 'ストレージを保護する' })).toBeNull();
      rerender({ persisted: false, onRequestPersistence: undefined });
      expect(screen.queryByRole('button', { name: 'ストレージを保護する' })).toBeNull();
    });
  });

  it('lists the several works most recently saved first', () => {
    renderLibrary({ view: groupSavedLibrary(SEVERAL_WORKS_LIBRARY) });
    expect(screen.getAllByRole('heading')[0]?.textContent).toBe(WORK_0?.workTitle);
  });
});

describe.each([
  ['en', ENGLISH_TITLES_VIEW],
  ['zh-Hant-TW', CHINESE_TITLES_VIEW],
] as const)('SavedLibraryList in %s', (locale, view) => {
  const text = SAVED_LIBRARY_TEXTS[locale];

  function renderIn(props: Partial<SavedLibraryListProps> = {}) {
    const onDelete = vi.fn<(deletion: LibraryDeletion) => void>();
    render(
      <UiLocaleProvider locale={locale}>
        <SavedLibraryList
          view={view}
          quota={NEARLY_FULL_QUOTA}
          persisted={false}
          onRequestPersistence={() => {}}
          onDelete={onDelete}
          episodeHref={storyEpisodeHref}
          workHref={storyWorkHref}
          {...props}
        />
      </UiLocaleProvider>,
    );
    return { onDelete };
  }

  it('draws the list, the storage and its warnings with no Japanese', () => {
    renderIn();
    expect(screen.getByText(savedCountText(3, view.totalBytes, locale))).toBeTruthy();
    expect(screen.getByRole('meter', { name: text.storageUsage })).toBeTruthy();
    expect(screen.getByText(storageSummaryText(NEARLY_FULL_QUOTA, locale))).toBeTruthy();
    expect(screen.getByText(text.storageNearlyFull)).toBeTruthy();
    expect(screen.getByRole('button', { name: text.persist })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: text.deleteWork })).toHaveLength(2);
    expect(kanaTexts()).toEqual([]);
  });

  it('names each delete button in the language, with the titles as given', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderIn();
    const [work] = view.works;
    const [episode] = work?.episodes ?? [];
    if (work === undefined || episode === undefined) throw new Error('no fixture');
    await user.click(
      screen.getByRole('button', {
        name: deleteLibraryEpisodeText(work.workTitle, episode.title, locale),
      }),
    );
    expect(onDelete).toHaveBeenCalledWith({ kind: 'episode', episodeCode: episode.episodeCode });
  });

  it('asks before deleting everything, in the language', async () => {
    const user = userEvent.setup();
    renderIn();
    const deleteAll = DELETE_ALL_SAVED_TEXTS[locale];
    await user.click(screen.getByRole('button', { name: deleteAll.open }));
    const question = screen.getByRole('group', { name: deleteAll.question });
    expect(within(question).getByRole('button', { name: deleteAll.cancel })).toBeTruthy();
    expect(within(question).getByRole('button', { name: deleteAll.confirm })).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });

  it('says nothing is saved, and waits for the storage, with no Japanese', () => {
    renderIn({ view: EMPTY_VIEW, quota: null, persisted: true });
    expect(screen.getByText(text.empty)).toBeTruthy();
    expect(screen.getByText(text.emptyHint)).toBeTruthy();
    expect(screen.getByText(text.storageUnknown)).toBeTruthy();
    expect(screen.getByText(text.persisted)).toBeTruthy();
    expect(kanaTexts()).toEqual([]);
  });
});

describe('SavedLibraryList in English', () => {
  it('reads as an English reader expects', () => {
    render(
      <UiLocaleProvider locale="en">
        <SavedLibraryList
          view={ENGLISH_TITLES_VIEW}
          quota={ROOMY_QUOTA}
          onDelete={() => {}}
          episodeHref={storyEpisodeHref}
          workHref={storyWorkHref}
        />
      </UiLocaleProvider>,
    );
    expect(screen.getByText('3 chapters · 15.8 MB')).toBeTruthy();
    expect(screen.getByText('45.2 MB of 1.2 GB used (4%)')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Remove “The Seaside Bakery Chapter 1”' }).textContent,
    ).toBe('Remove');
  });
});
