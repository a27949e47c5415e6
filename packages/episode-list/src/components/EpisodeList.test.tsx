import type { Episode, EpisodeType } from '@cw/contract/schemas';
import { buildEpisode, buildStore, buildVolumes } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildEpisodes } from '../test/episodePattern';
import { EpisodeList, type EpisodeListProps } from './EpisodeList';

afterEach(cleanup);

const NOW = new Date('2024-02-01T12:00:00+09:00');
const episodeHref = (episode: Episode) => `/viewer/${episode.code}`;

function renderList(props: Partial<EpisodeListProps> = {}) {
  const onEpisodeTypeChange = vi.fn<(search: string, episodeType: EpisodeType) => void>();
  const view = render(
    <EpisodeList
      episodes={buildEpisodes('AAA')}
      volumes={buildVolumes(2)}
      episodeType="first"
      searchParams=""
      now={NOW}
      episodeHref={episodeHref}
      onEpisodeTypeChange={onEpisodeTypeChange}
      {...props}
    />,
  );
  return { ...view, onEpisodeTypeChange };
}

/** Names of the episode links shown, in order. */
function shownEpisodes(container: HTMLElement = document.body) {
  return within(container)
    .queryAllByRole('link')
    .filter((link) => link.classList.contains('cw-el-card'))
    .map((link) => link.getAttribute('href')?.replace(/^\/viewer\/CW_000001_0*(\d+)_E$/, '$1'));
}

describe('EpisodeList', () => {
  describe('tabs', () => {
    it("shows tabs '話' and 'コミックス' when both kinds exist", () => {
      renderList();
      const tabs = screen.getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['話', 'コミックス']);
      expect(screen.getByRole('tab', { name: '話' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tablist').getAttribute('aria-labelledby')).toBe(
        screen.getByRole('heading', { level: 2 }).id,
      );
    });

    it('selects the comics tab for episodeType=comics', () => {
      renderList({ episodeType: 'comics' });
      expect(screen.getByRole('tab', { name: 'コミックス' }).getAttribute('aria-selected')).toBe(
        'true',
      );
      expect(within(screen.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(2);
    });

    it('shows no tabs when only episodes exist', () => {
      renderList({ volumes: [] });
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.queryByRole('tab')).toBeNull();
      expect(shownEpisodes()).toEqual(['1', '2', '3']);
      expect(screen.getByRole('region', { name: '話' })).toBeTruthy();
    });

    it('shows no tabs when only comics exist, whatever episodeType says', () => {
      renderList({ episodes: [], episodeType: 'first' });
      expect(screen.queryByRole('tablist')).toBeNull();
      expect(screen.getAllByRole('article')).toHaveLength(2);
      expect(screen.getByRole('region', { name: 'コミックス' })).toBeTruthy();
    });

    it('renders nothing without episodes or volumes', () => {
      const { container } = renderList({ episodes: [], volumes: [] });
      expect(container.innerHTML).toBe('');
    });

    it("badges a tab '無料話増量中' when its campaign exists", () => {
      renderList({
        freeCampaigns: { serial: null, comics: { notAfter: '2024-03-01T00:00:00+09:00' } },
      });
      expect(screen.getByRole('tab', { name: '話' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: /^コミックス\s*無料話増量中$/ })).toBeTruthy();
    });

    it('choosing comics sets episodeType=comics, keeping other parameters and dropping co', async () => {
      const user = userEvent.setup();
      const { onEpisodeTypeChange } = renderList({ searchParams: 'ref=top&co=true' });
      await user.click(screen.getByRole('tab', { name: 'コミックス' }));
      expect(onEpisodeTypeChange).toHaveBeenCalledExactlyOnceWith(
        '?ref=top&episodeType=comics',
        'comics',
      );
    });

    it('choosing episodes restores the last sort', async () => {
      const user = userEvent.setup();
      const { rerender, onEpisodeTypeChange } = renderList({ episodeType: 'latest' });
      const props = {
        episodes: buildEpisodes('AAA'),
        volumes: buildVolumes(2),
        now: NOW,
        episodeHref,
        onEpisodeTypeChange,
        searchParams: '?episodeType=comics',
      };
      rerender(<EpisodeList {...props} episodeType="comics" />);
      await user.click(screen.getByRole('tab', { name: '話' }));
      expect(onEpisodeTypeChange).toHaveBeenLastCalledWith('?episodeType=latest', 'latest');
    });

    it('choosing episodes the first time restores first', async () => {
      const user = userEvent.setup();
      const { onEpisodeTypeChange } = renderList({ episodeType: 'comics' });
      await user.click(screen.getByRole('tab', { name: '話' }));
      expect(onEpisodeTypeChange).toHaveBeenCalledExactlyOnceWith('?episodeType=first', 'first');
    });

    it('reads the current query from the window when not given', async () => {
      const user = userEvent.setup();
      window.history.replaceState(null, '', '/detail/KDCW?ref=ranking&episodeType=first');
      const { onEpisodeTypeChange } = renderList({ searchParams: undefined });
      await user.click(screen.getByRole('tab', { name: 'コミックス' }));
      expect(onEpisodeTypeChange).toHaveBeenCalledWith('?ref=ranking&episodeType=comics', 'comics');
      window.history.replaceState(null, '', '/');
    });
  });

  describe('campaign banner', () => {
    const freeCampaigns = {
      serial: { notAfter: '2024-02-01T23:59:59+09:00' },
      comics: { notAfter: '2024-01-31T23:59:59+09:00' },
    };

    it("shows '＼ 無料話増量中 ／' above the list of a tab whose campaign runs", () => {
      renderList({ freeCampaigns });
      const panel = screen.getByRole('tabpanel');
      const banner = within(panel).getByText('＼ 無料話増量中 ／');
      const list = within(panel).getAllByRole('list')[0] as HTMLElement;
      expect(banner.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    });

    it('shows none for a campaign that has ended', () => {
      renderList({ freeCampaigns, episodeType: 'comics' });
      expect(within(screen.getByRole('tabpanel')).queryByText('＼ 無料話増量中 ／')).toBeNull();
    });
  });

  describe('episodes tab', () => {
    it("toggles the sort with '1話から' / '最新話から' (aria-pressed)", async () => {
      const user = userEvent.setup();
      const { onEpisodeTypeChange } = renderList({ searchParams: '?episodeType=first&ref=top' });
      const first = screen.getByRole('button', { name: '1話から' });
      const latest = screen.getByRole('button', { name: '最新話から' });
      expect(first.getAttribute('aria-pressed')).toBe('true');
      expect(latest.getAttribute('aria-pressed')).toBe('false');
      await user.click(first);
      expect(onEpisodeTypeChange).not.toHaveBeenCalled();
      await user.click(latest);
      expect(onEpisodeTypeChange).toHaveBeenCalledExactlyOnceWith(
        '?episodeType=latest&ref=top',
        'latest',
      );
    });

    it('lists from the latest episode for episodeType=latest', () => {
      renderList({ episodeType: 'latest' });
      expect(shownEpisodes(screen.getByRole('tabpanel'))).toEqual(['3', '2', '1']);
      expect(screen.getByRole('button', { name: '最新話から' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
    });

    it("shows exactly 6 active entries, the rest behind '全{n}話を表示' / '閉じる'", async () => {
      const user = userEvent.setup();
      renderList({ episodes: buildEpisodes('AAAAAAAAAA') });
      expect(shownEpisodes()).toEqual(['1', '2', '3', '4', '5', '6']);
      const toggle = screen.getByRole('button', { name: '全10話を表示' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await user.click(toggle);
      expect(shownEpisodes()).toHaveLength(10);
      expect(toggle.textContent).toBe('閉じる');
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      await user.click(toggle);
      expect(shownEpisodes()).toHaveLength(6);
    });

    it('has no toggle with 6 active entries or fewer', () => {
      renderList({ episodes: buildEpisodes('AAAAAA') });
      expect(shownEpisodes()).toHaveLength(6);
      expect(screen.queryByRole('button', { name: /全\d+話を表示/ })).toBeNull();
    });

    it('counts only active entries among the first 6', () => {
      // 1 ended → marker dropped (leading); 3 store-only; 4–5 ended → one marker.
      renderList({ episodes: buildEpisodes('xAsxxAAAAAA A') });
      const panel = screen.getByRole('tabpanel');
      expect(shownEpisodes(panel)).toEqual(['2', '6', '7', '8', '9', '10']);
      expect(within(panel).getAllByRole('button', { name: /ストアで購入$/ })).toHaveLength(1);
      expect(within(panel).getAllByText('その他の話は公開終了しました')).toHaveLength(1);
      expect(within(panel).getByRole('button', { name: '全9話を表示' })).toBeTruthy();
    });

    it("shows '次回更新予定日：{text}' when the text exists", () => {
      renderList({ nextUpdateDateText: '毎月第2金曜日更新' });
      expect(screen.getByText('次回更新予定日：毎月第2金曜日更新')).toBeTruthy();
      cleanup();
      renderList({ nextUpdateDateText: null });
      expect(screen.queryByText(/次回更新予定日/)).toBeNull();
    });

    it('marks read episodes from the history and highlights the current one', () => {
      renderList({ historyMap: { '1': true, '2': false }, currentEpisode: 'CW_000001_0003_E' });
      expect(screen.getByRole('link', { name: '第1話 2024/01/01 既読' })).toBeTruthy();
      expect(screen.getByRole('link', { name: '第2話 2024/01/01' })).toBeTruthy();
      expect(screen.getByRole('link', { name: /^第3話/ }).getAttribute('aria-current')).toBe(
        'true',
      );
    });

    it('marks nothing read while the history loads', () => {
      renderList({ historyMap: null });
      expect(screen.queryByText('既読')).toBeNull();
    });

    it('reports store analytics with the episode', async () => {
      const user = userEvent.setup();
      const onStoreModalOpen = vi.fn();
      const episode = buildEpisode(2, { isActive: false, stores: [buildStore('renta')] });
      renderList({ episodes: [buildEpisode(1), episode], onStoreModalOpen });
      await user.click(screen.getByRole('button', { name: /ストアで購入$/ }));
      expect(
        await screen.findByRole('dialog', { name: 'ストアを選択', description: '第2話' }),
      ).toBeTruthy();
      expect(onStoreModalOpen).toHaveBeenCalledExactlyOnceWith({ kind: 'episode', episode });
    });
  });

  describe('comics tab', () => {
    it("shows 5 volumes, the rest behind '全{total}巻を表示'", async () => {
      const user = userEvent.setup();
      renderList({ episodeType: 'comics', volumes: buildVolumes(7) });
      const panel = screen.getByRole('tabpanel');
      const names = () =>
        within(panel)
          .getAllByRole('article')
          .map((a) => a.textContent);
      expect(within(panel).getAllByRole('article')).toHaveLength(5);
      await user.click(within(panel).getByRole('button', { name: '全7巻を表示' }));
      expect(within(panel).getAllByRole('article')).toHaveLength(7);
      expect(names()[6]).toContain('第7巻');
      expect(within(panel).getByRole('button', { name: '閉じる' })).toBeTruthy();
    });

    it('puts volume titles one level below the section heading', () => {
      renderList({ episodeType: 'comics', headingLevel: 3 });
      expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('話・コミックス');
      expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
        '第1巻',
        '第2巻',
      ]);
    });
  });

  describe('section', () => {
    it('is a region named by its heading, visually hidden by default', () => {
      renderList();
      const heading = screen.getByRole('heading', { level: 2, name: '話・コミックス' });
      expect(heading.className).toBe('cw-el-visually-hidden');
      expect(screen.getByRole('region', { name: '話・コミックス' })).toBeTruthy();
    });

    it('shows a heading it is given', () => {
      renderList({ heading: 'エピソード', headingHidden: false });
      expect(screen.getByRole('heading', { level: 2, name: 'エピソード' }).className).toBe(
        'cw-el-heading',
      );
    });

    it('opens both long lists at first with defaultExpanded', () => {
      renderList({ episodes: buildEpisodes('AAAAAAAA'), defaultExpanded: true });
      expect(shownEpisodes()).toHaveLength(8);
      expect(screen.getByRole('button', { name: '閉じる' })).toBeTruthy();
    });
  });

  describe('episode action', () => {
    it("shows the app's action beside each episode, outside its link", () => {
      renderList({
        episodeAction: (episode) => <button type="button">{`${episode.title}を保存`}</button>,
      });
      const links = screen
        .getAllByRole('link')
        .filter((link) => link.classList.contains('cw-el-card'));
      expect(links).toHaveLength(3);
      for (const link of links) {
        const item = link.closest('li');
        const title = link.querySelector('.cw-el-card__title')?.textContent;
        expect(within(item as HTMLElement).getByRole('button', { name: `${title}を保存` })).toBe(
          item?.querySelector('.cw-el-list__action > button'),
        );
        expect(link.querySelector('button')).toBeNull();
      }
    });
  });
});
