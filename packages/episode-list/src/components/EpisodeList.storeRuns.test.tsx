import type { Episode, EpisodeType } from '@cw/contract/schemas';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildEpisodes } from '../test/episodePattern';
import { EpisodeList, type EpisodeListProps } from './EpisodeList';

const NOW = new Date('2024-02-01T12:00:00+09:00');
const WORK = 'CW_000001_S';
const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;
const ROUTER_STATE = { __NA: true };

// 1–3 free · 4–20 sold in stores, 8 and 14 ended · 21–26 free: 24 cards.
const MIDDLE_IN_STORES = 'AAA ssssxsssssxssssss AAAAAA';
const RUN_LABEL = '第4話〜第20話 · 15話 · ストアで購入';

beforeEach(() => {
  window.history.replaceState(ROUTER_STATE, '', `/detail/${WORK}?episodeType=first`);
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

function list(props: Partial<EpisodeListProps> = {}) {
  return (
    <EpisodeList
      episodes={buildEpisodes(MIDDLE_IN_STORES)}
      volumes={[]}
      episodeType="first"
      searchParams=""
      now={NOW}
      episodeHref={episodeHref}
      onEpisodeTypeChange={vi.fn<(search: string, episodeType: EpisodeType) => void>()}
      {...props}
    />
  );
}

/** Episode numbers of the readable cards shown, in order. */
function shownEpisodes() {
  return screen
    .queryAllByRole('link')
    .filter((link) => link.classList.contains('cw-el-card'))
    .map((link) => Number(/_0*(\d+)_E$/.exec(link.getAttribute('href') ?? '')?.[1]));
}

/** Titles of the store-only cards shown (the run's own button excluded). */
function shownStoreCards() {
  return screen
    .queryAllByRole('button', { name: /ストアで購入$/ })
    .filter((button) => button.classList.contains('cw-el-card'))
    .map((button) => button.querySelector('.cw-el-card__title')?.textContent);
}

const runButton = () => screen.getByRole('button', { name: RUN_LABEL });

describe('EpisodeList with consecutive store-only episodes', () => {
  describe('collapsed', () => {
    it('shows them as one row between the first 6 active episodes, which it does not count', () => {
      render(list());
      const rows = [...document.querySelectorAll('.cw-el-list:not(.cw-el-run__list) > li')].filter(
        (row) => row.closest('[hidden]') === null,
      );
      // What each row's link or button says.
      expect(
        rows.map((row) => row.querySelector(':scope > a, :scope > button')?.textContent),
      ).toEqual([
        '第1話2024/01/01',
        '第2話2024/01/01',
        '第3話2024/01/01',
        RUN_LABEL,
        '第21話2024/01/01',
        '第22話2024/01/01',
        '第23話2024/01/01',
      ]);
      expect(shownEpisodes()).toEqual([1, 2, 3, 21, 22, 23]);
      expect(shownStoreCards()).toEqual([]);
      const markers = screen.queryAllByText('その他の話は公開終了しました');
      expect(markers.filter((marker) => marker.closest('[hidden]') === null)).toEqual([]);
      expect(screen.getByRole('button', { name: '全24話を表示' })).toBeTruthy();
    });

    it('is a button, collapsed, controlling the hidden list of its cards', () => {
      render(list());
      const button = runButton();
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const controlled = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(controlled?.tagName).toBe('OL');
      expect(controlled?.hidden).toBe(true);
      // In the HTML already, 15 cards and the 2 markers between them.
      expect(controlled?.querySelectorAll(':scope > li')).toHaveLength(17);
    });

    it('leaves a lone store-only episode a card of its own', () => {
      render(list({ episodes: buildEpisodes('AAsAAA') }));
      expect(screen.queryByRole('button', { name: /話 · ストアで購入$/ })).toBeNull();
      expect(shownStoreCards()).toEqual(['第3話']);
    });

    it('names the run earliest first when sorted from the latest', () => {
      render(list({ episodeType: 'latest', defaultExpanded: true }));
      expect(runButton()).toBeTruthy();
    });
  });

  describe('expanded', () => {
    it('opens in place to the store-only cards and the markers between them, and closes', async () => {
      const user = userEvent.setup();
      render(list());
      const button = runButton();
      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      const cards = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(cards?.hidden).toBe(false);
      expect(button.closest('li')?.contains(cards ?? null)).toBe(true);
      expect(shownStoreCards()).toEqual([
        ...[4, 5, 6, 7, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20].map((n) => `第${n}話`),
      ]);
      expect(
        within(cards as HTMLElement).getAllByText('その他の話は公開終了しました'),
      ).toHaveLength(2);
      // Still one row: what follows it is unchanged.
      expect(shownEpisodes()).toEqual([1, 2, 3, 21, 22, 23]);

      await user.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(shownStoreCards()).toEqual([]);
    });

    it('opens and closes from the keyboard, Enter and Space', async () => {
      const user = userEvent.setup();
      render(list());
      const button = runButton();
      button.focus();
      await user.keyboard('{Enter}');
      expect(button.getAttribute('aria-expanded')).toBe('true');
      await user.tab();
      expect(document.activeElement?.querySelector('.cw-el-card__title')?.textContent).toBe(
        '第4話',
      );
      button.focus();
      await user.keyboard(' ');
      expect(button.getAttribute('aria-expanded')).toBe('false');
    });

    it('lets each card open the store chooser as before', async () => {
      const user = userEvent.setup();
      const onStoreModalOpen = vi.fn();
      render(list({ onStoreModalOpen }));
      await user.click(runButton());
      await user.click(screen.getByRole('button', { name: /^第9話 .*ストアで購入$/ }));
      expect(
        await screen.findByRole('dialog', { name: 'ストアを選択', description: '第9話' }),
      ).toBeTruthy();
      expect(onStoreModalOpen).toHaveBeenCalledExactlyOnceWith(
        expect.objectContaining({ kind: 'episode', episode: expect.objectContaining({ id: 9 }) }),
      );
    });

    it("puts the app's action beside the folded cards, not beside the run", async () => {
      const user = userEvent.setup();
      render(
        list({
          episodeAction: (episode) => <button type="button">{`${episode.title}を保存`}</button>,
        }),
      );
      expect(runButton().closest('li')?.querySelector(':scope > .cw-el-list__action')).toBeNull();
      await user.click(runButton());
      expect(screen.getByRole('button', { name: '第4話を保存' })).toBeTruthy();
    });
  });

  describe('the episode of the page', () => {
    it('stays a card of its own, highlighted, between two runs', () => {
      render(list({ currentEpisode: 'CW_000001_0011_E' }));
      expect(
        screen.getByRole('button', { name: '第4話〜第10話 · 6話 · ストアで購入' }),
      ).toBeTruthy();
      expect(
        screen
          .getByRole('button', { name: /^第11話 .*ストアで購入$/ })
          .getAttribute('aria-current'),
      ).toBe('true');
      expect(
        screen.getByRole('button', { name: '第12話〜第20話 · 8話 · ストアで購入' }),
      ).toBeTruthy();
    });
  });

  describe('kept in the history entry', () => {
    it('reopens the runs left open when mounted again (Back from the viewer)', async () => {
      const user = userEvent.setup();
      const first = render(list({ workCode: WORK }));
      await user.click(runButton());
      expect(window.history.state).toEqual({
        ...ROUTER_STATE,
        cwEpisodeList: {
          workCode: WORK,
          expanded: false,
          volumesExpanded: false,
          renderedRows: 0,
          openStoreRuns: ['store-run-4'],
        },
      });
      first.unmount();

      render(list({ workCode: WORK }));
      expect(runButton().getAttribute('aria-expanded')).toBe('true');
      expect(shownStoreCards()).toHaveLength(15);
    });

    it('keeps the run open across a change of sort', async () => {
      const user = userEvent.setup();
      const view = render(list({ defaultExpanded: true }));
      await user.click(runButton());
      view.rerender(list({ defaultExpanded: true, episodeType: 'latest' }));
      expect(runButton().getAttribute('aria-expanded')).toBe('true');
      expect(shownStoreCards()[0]).toBe('第20話');
    });
  });

  describe('in a long list', () => {
    // 1–40 free · 41–70 sold in stores (a run across 1〜50話 and 51〜100話) · 71–120 free.
    const longSerial = buildEpisodes(`${'A'.repeat(40)}${'s'.repeat(30)}${'A'.repeat(50)}`);

    it('folds the run across ranges into one row of the whole list', async () => {
      const user = userEvent.setup();
      render(list({ episodes: longSerial }));
      await user.click(screen.getByRole('button', { name: '全120話を表示' }));
      expect(
        screen.getByRole('button', { name: '第41話〜第70話 · 30話 · ストアで購入' }),
      ).toBeTruthy();
      // The first batch of 50 rows: 7–40, the run, 71–85.
      expect(shownEpisodes()).toEqual([
        ...Array.from({ length: 40 }, (_, index) => 1 + index),
        ...Array.from({ length: 15 }, (_, index) => 71 + index),
      ]);
    });

    it("opens the run holding the episode '話数を指定' jumps to, and focuses its card", async () => {
      const user = userEvent.setup();
      render(list({ episodes: longSerial }));
      await user.click(screen.getByRole('button', { name: '全120話を表示' }));
      await user.type(screen.getByRole('spinbutton', { name: '話数を指定' }), '63{Enter}');
      const run = screen.getByRole('button', { name: '第41話〜第70話 · 30話 · ストアで購入' });
      expect(run.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement?.querySelector('.cw-el-card__title')?.textContent).toBe(
        '第63話',
      );
    });
  });
});
