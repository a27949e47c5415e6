import type { Episode, EpisodeType } from '@cw/contract/schemas';
import { Button } from '@cw/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { parseEpisodeType } from '../episodeTypeUrl';
import { LIST_VIEW_STATE_KEY } from '../listViewState';
import {
  STORY_NOW,
  sampleEpisodes,
  sampleStoreRunEpisodes,
  sampleWorkEpisodes,
  sampleWorkVolumes,
} from '../test/storyFixtures';
import { expectFitsPhone } from '../test/storyPhone';
import { EpisodeList, type EpisodeListProps } from './EpisodeList';
import '@cw/ui/styles.css';
import './episodeList.css';

type DemoProps = Omit<EpisodeListProps, 'episodeType' | 'searchParams'> & {
  /** The page's query at load; the demo keeps it as the app's router would. */
  initialSearch?: string;
};

/** The list with its URL state held in memory, shown below it. */
function EpisodeListDemo({ initialSearch = '?episodeType=first', ...props }: DemoProps) {
  const [search, setSearch] = useState(initialSearch);
  const episodeType = parseEpisodeType(new URLSearchParams(search).get('episodeType')) ?? 'first';
  return (
    <div style={{ maxWidth: 960 }}>
      <EpisodeList
        {...props}
        episodeType={episodeType}
        searchParams={search}
        onEpisodeTypeChange={(next: string, value: EpisodeType) => {
          setSearch(next);
          props.onEpisodeTypeChange(next, value);
        }}
      />
      <p style={{ marginTop: 24, color: '#595959', fontSize: 12 }}>
        URL: <output data-testid="url">/detail/KDCW_AM01_68{search}</output>
      </p>
    </div>
  );
}

const episodeHref = (episode: Episode) => `#viewer-${episode.code}`;
const running = { notAfter: '2024-06-30T23:59:59+09:00' };

const meta = {
  title: 'episode-list/EpisodeList',
  // Every story is also pictured 390 px wide (apps/storybook/visual/setup.ts).
  parameters: { alsoAtPhone: true },
  component: EpisodeListDemo,
  args: {
    episodes: sampleWorkEpisodes(),
    volumes: sampleWorkVolumes(),
    now: STORY_NOW,
    nextUpdateDateText: '毎月第2・第4金曜日更新',
    historyMap: { '3': true, '4': true },
    episodeHref,
    onEpisodeTypeChange: fn(),
    onStoreModalOpen: fn(),
    onStoreClick: fn(),
  },
} satisfies Meta<typeof EpisodeListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Links of the episode cards shown, by their href's episode number. */
function shownEpisodeNumbers(container: HTMLElement): number[] {
  return within(container)
    .queryAllByRole('link')
    .filter((link) => link.classList.contains('cw-el-card'))
    .map((link) => Number(/_0*(\d+)_E$/.exec(link.getAttribute('href') ?? '')?.[1]));
}

/** The episodes tab from episode 1; the sort toggle switches to the latest first. */
export const EpisodesTab: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '話' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('次回更新予定日：毎月第2・第4金曜日更新')).toBeVisible();
    // Episode 1 ended (leading marker dropped), 2 is sold in stores, 8–9 ended: one marker.
    await expect(shownEpisodeNumbers(canvasElement)).toEqual([3, 4, 5, 6, 7, 10]);
    await expect(canvas.getByRole('button', { name: /ストアで購入$/ })).toBeVisible();
    await expect(canvas.getByText('その他の話は公開終了しました')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^第3話 .*既読$/ })).toBeVisible();

    const latest = canvas.getByRole('button', { name: '最新話から' });
    await userEvent.click(latest);
    await expect(args.onEpisodeTypeChange).toHaveBeenCalledWith('?episodeType=latest', 'latest');
    await expect(latest).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: '1話から' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(shownEpisodeNumbers(canvasElement)).toEqual([14, 13, 12, 11, 10, 7]);
    await expect(canvas.getByTestId('url')).toHaveTextContent('?episodeType=latest');
  },
};

export const ComicsTab: Story = {
  args: { initialSearch: '?episodeType=comics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('article')).toHaveLength(5);
    await expect(within(panel).getByRole('button', { name: '全7巻を表示' })).toBeVisible();
  },
};

/** Switching tabs writes the URL; back on episodes, the last sort comes back. */
export const SwitchTab: Story = {
  args: { initialSearch: '?episodeType=latest&ref=ranking' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'コミックス' }));
    await expect(args.onEpisodeTypeChange).toHaveBeenLastCalledWith(
      '?episodeType=comics&ref=ranking',
      'comics',
    );
    await expect(canvas.getByRole('tab', { name: 'コミックス' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('article')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('tab', { name: '話' }));
    await expect(args.onEpisodeTypeChange).toHaveBeenLastCalledWith(
      '?episodeType=latest&ref=ranking',
      'latest',
    );
    await expect(canvas.getByRole('button', { name: '最新話から' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** '全{n}話を表示' opens the rest; '閉じる' closes it. */
export const AccordionClosed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownEpisodeNumbers(canvasElement)).toHaveLength(6);
    const toggle = canvas.getByRole('button', { name: '全11話を表示' });
    await userEvent.click(toggle);
    await expect(shownEpisodeNumbers(canvasElement)).toHaveLength(10);
    await expect(toggle).toHaveTextContent('閉じる');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await waitFor(() => expect(shownEpisodeNumbers(canvasElement)).toHaveLength(6));
  },
};

export const AccordionOpen: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('tabpanel');
    await expect(shownEpisodeNumbers(panel)).toHaveLength(10);
    await expect(within(panel).getByRole('button', { name: '閉じる' })).toBeVisible();
  },
};

/** Both campaigns running: badges on both tabs and the banner above the list. */
export const CampaignBanner: Story = {
  args: { freeCampaigns: { serial: running, comics: running } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: '話 無料話増量中' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'コミックス 無料話増量中' })).toBeVisible();
    await expect(
      within(canvas.getByRole('tabpanel')).getByText('＼ 無料話増量中 ／'),
    ).toBeVisible();
  },
};

/** A campaign past its end: the badge stays (it exists), the banner is gone. */
export const CampaignEnded: Story = {
  args: { freeCampaigns: { serial: { notAfter: '2024-06-14T23:59:59+09:00' }, comics: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('＼ 無料話増量中 ／')).toBeNull();
  },
};

export const OnlyEpisodes: Story = {
  args: { volumes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getByRole('region', { name: '話' })).toBeVisible();
  },
};

export const OnlyComics: Story = {
  args: { episodes: [], initialSearch: '?episodeType=comics' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

/** On an episode page: that episode highlighted, read ones marked. */
export const CurrentEpisode: Story = {
  args: { currentEpisode: 'CW_000001_0005_E', historyMap: { '3': true, '4': true, '5': true } },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByRole('link', { current: true });
    await expect(current).toHaveAttribute('href', '#viewer-CW_000001_0005_E');
  },
};

/**
 * `story` on a phone 390px wide: its checks, then every row whole on the screen. (Each phone
 * story names itself in its own object, where Storybook's index reads names.)
 */
function onPhone(story: Story): Story {
  return {
    ...story,
    globals: { viewport: { value: 'phone390', isRotated: false } },
    play: async (context) => {
      await story.play?.(context);
      await expectFitsPhone([...context.canvasElement.querySelectorAll('.cw-el-list__item')]);
    },
  };
}

/** Stands for the app's 保存 control (`SaveEpisodeControl`), which no package may show. */
const saveButtonStandIn = (episode: Episode) => (
  <Button variant="secondary" size="sm" aria-label={`${episode.title}を保存`}>
    保存
  </Button>
);

/**
 * 保存 beside each episode, outside its card, as the work page puts the app's save control
 * there (`episodeAction`); here a stand-in button, since the control belongs to the app.
 */
export const WithSaveButtons: Story = {
  name: '保存ボタン付き (with 保存 buttons)',
  args: { episodeAction: saveButtonStandIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: '第3話を保存' });
    await expect(save).toBeVisible();
    await expect(save.closest('a')).toBeNull();
    await expect(canvas.getByRole('link', { name: /^第3話 / }).closest('li')).toContainElement(
      save,
    );
    // One beside each card shown (episode 2's store button too), none beside the marker.
    await expect(canvas.getAllByRole('button', { name: /を保存$/ })).toHaveLength(7);
  },
};

export const WithSaveButtonsPhone: Story = {
  ...onPhone(WithSaveButtons),
  name: '保存ボタン付き (with 保存 buttons, phone 390)',
};

/**
 * No read marks: while the reader's history loads, for a guest, and when the history fails to
 * load (`historyMap` null in each). The list is the catalog's, drawn in full from the page's
 * HTML, so it has no loading or error state of its own: marks appear when the history comes,
 * and a failed history leaves the list readable without them.
 */
export const WithoutReadMarks: Story = {
  name: '既読なし：読み込み中・ゲスト・履歴エラー (no read marks: loading, guest, error)',
  args: { historyMap: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(shownEpisodeNumbers(canvasElement)).toEqual([3, 4, 5, 6, 7, 10]);
    await expect(canvas.queryByText('既読')).toBeNull();
  },
};

export const WithoutReadMarksPhone: Story = {
  ...onPhone(WithoutReadMarks),
  name: '既読なし：読み込み中・ゲスト・履歴エラー (no read marks, phone 390)',
};

/** A finished work (完結): no next update, so no '次回更新予定日' line above the list. */
export const Finished: Story = {
  name: '完結 (finished work)',
  args: { nextUpdateDateText: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/次回更新予定日/)).toBeNull();
    await expect(canvas.getByRole('button', { name: '1話から' })).toBeVisible();
  },
};

export const FinishedPhone: Story = {
  ...onPhone(Finished),
  name: '完結 (finished work, phone 390)',
};

/** A work with neither episodes nor volumes: the section is not drawn at all. */
export const Empty: Story = {
  name: '話・コミックスなし (empty)',
  args: { episodes: [], volumes: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="episode-list"]')).toBeNull();
  },
};

export const EmptyPhone: Story = {
  ...onPhone(Empty),
  name: '話・コミックスなし (empty, phone 390)',
};

const STORE_RUN_LABEL = '第2話②〜第28話② · 34話 · ストアで購入';

/**
 * A serial whose middle is sold in stores: its 34 store-only parts are one row between the
 * first 6 active episodes, '第2話②〜第28話② · 34話 · ストアで購入', that opens in place to
 * their cards.
 */
export const CollapsedStoreRun: Story = {
  name: 'collapsed store run',
  args: { episodes: sampleStoreRunEpisodes(), volumes: [], historyMap: { '1': true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const run = canvas.getByRole('button', { name: STORE_RUN_LABEL });
    await expect(run).toHaveAttribute('aria-expanded', 'false');
    // 第1話①, 第1話②, 第2話①, the run, then 第29話① on: 6 active episodes around one run.
    await expect(shownEpisodeNumbers(canvasElement)).toEqual([1, 2, 3, 57, 58, 59]);
    await expect(canvas.getByRole('button', { name: '全43話を表示' })).toBeVisible();

    await userEvent.click(run);
    await expect(run).toHaveAttribute('aria-expanded', 'true');
    const cards = within(
      document.getElementById(run.getAttribute('aria-controls') ?? '') as HTMLElement,
    );
    await expect(cards.getAllByRole('button', { name: /ストアで購入$/ })).toHaveLength(34);
    await expect(cards.getAllByText('その他の話は公開終了しました')).toHaveLength(12);
    await userEvent.click(run);
    await expect(run).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The same at the width of a phone, where the issue was seen. */
export const CollapsedStoreRunPhone: Story = {
  ...CollapsedStoreRun,
  name: 'collapsed store run (phone 390)',
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

// A long serial: 213 episodes, 120–122 ended.
const longSerial = sampleEpisodes(213).map((episode) =>
  episode.id >= 120 && episode.id <= 122 ? { ...episode, isActive: false } : episode,
);

/**
 * 213 episodes: once open, the list goes on below the first 6, 50 rows at a time as the reader
 * scrolls (or with '次の{n}話を表示'); the range buttons and '話数を指定' go to an episode.
 */
export const LongList: Story = {
  args: { episodes: longSerial, volumes: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '全210話を表示' }));
    const ranges = canvas.getByRole('group', { name: '話数の範囲' });
    await expect(within(ranges).getAllByRole('button')).toHaveLength(5);
    // The first 6 stay first; one batch of 50 rows follows them.
    await expect(shownEpisodeNumbers(canvasElement).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    await expect(canvas.getByRole('button', { name: /^次の\d+話を表示$/ })).toBeVisible();
    await userEvent.type(canvas.getByRole('spinbutton', { name: '話数を指定' }), '173');
    await userEvent.click(canvas.getByRole('button', { name: '移動' }));
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute('href', '#viewer-CW_000001_0173_E'),
    );
    await expect(shownEpisodeNumbers(canvasElement).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  },
};

/** Open on a phone, down to the end: every episode reached from the first 6 by scrolling. */
export const LongListOpenPhone: Story = {
  name: 'long list open (phone 390)',
  args: { episodes: longSerial, volumes: [], defaultExpanded: true },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const showMore = () => canvas.queryByRole('button', { name: /^次の\d+話を表示$/ });
    // As a keyboard reader does; scrolling near the button renders the next batch by itself.
    let more = showMore();
    while (more !== null) {
      await userEvent.click(more);
      more = showMore();
    }
    await expect(shownEpisodeNumbers(canvasElement).at(-1)).toBe(213);
    await expect(shownEpisodeNumbers(canvasElement).slice(0, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  },
};

/** Sorted from the latest: the newest range comes first, and the list from the latest. */
export const LongListFromLatest: Story = {
  args: { episodes: longSerial, volumes: [], initialSearch: '?episodeType=latest' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '全210話を表示' }));
    const ranges = within(canvas.getByRole('group', { name: '話数の範囲' })).getAllByRole('button');
    await expect(ranges[0]).toHaveTextContent('201〜213話');
    await expect(shownEpisodeNumbers(canvasElement).slice(0, 2)).toEqual([213, 212]);
  },
};

/**
 * Going to the viewer and Back: the list mounts again from the history entry, open and as far
 * rendered as it was left. ('ビューアへ' and '戻る' stand for the navigation.)
 */
function BackFromViewerDemo(props: DemoProps) {
  const [inViewer, setInViewer] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setInViewer(!inViewer)}>
        {inViewer ? '戻る' : 'ビューアへ'}
      </button>
      {inViewer ? <p>（ビューア）</p> : <EpisodeListDemo {...props} workCode="CW_000001_S" />}
    </div>
  );
}

export const RestoredAfterBack: Story = {
  args: { episodes: longSerial, volumes: [] },
  // Start closed even when the story ran before in this page.
  beforeEach: () => {
    window.history.replaceState({ ...window.history.state, [LIST_VIEW_STATE_KEY]: null }, '');
  },
  render: (args: DemoProps) => <BackFromViewerDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '全210話を表示' }));
    await userEvent.click(canvas.getByRole('button', { name: '101〜150話' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ビューアへ' }));
    await userEvent.click(canvas.getByRole('button', { name: '戻る' }));
    await expect(canvas.getByRole('link', { name: /^第101話/ })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/**
 * The main states stacked: both tabs, campaign, a single kind, a long list open, a run of
 * store-only episodes, 保存 beside each episode.
 */
export const AllStates: Story = {
  render: (args: DemoProps) => (
    <div style={{ display: 'grid', gap: 48 }}>
      <EpisodeListDemo {...args} freeCampaigns={{ serial: running, comics: null }} />
      <EpisodeListDemo {...args} initialSearch="?episodeType=comics" />
      <EpisodeListDemo {...args} initialSearch="?episodeType=latest" defaultExpanded />
      <EpisodeListDemo
        {...args}
        volumes={[]}
        heading="ねこと魔法のパン屋さん"
        headingHidden={false}
      />
      <EpisodeListDemo {...args} episodes={longSerial} volumes={[]} defaultExpanded />
      <EpisodeListDemo {...args} episodes={sampleStoreRunEpisodes()} volumes={[]} />
      <EpisodeListDemo {...args} volumes={[]} episodeAction={saveButtonStandIn} />
    </div>
  ),
};
