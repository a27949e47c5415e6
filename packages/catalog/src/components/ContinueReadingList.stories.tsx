import type { HistoryEntry } from '@cw/contract/schemas';
import { buildEpisodeSummary } from '@cw/fixtures';
import { MY_COMIC_HISTORY_PATH } from '@cw/paths';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleHistoryEntry, sampleWork } from '../test/storyFixtures';
import { ContinueReadingList, type ContinueReadingListProps } from './ContinueReadingList';
import '@cw/ui/styles.css';
import './catalog.css';

/** Episode `episodeNo` of sample work `workId`, read up to zero-based page `page`. */
const historyEntry = (
  workId: number,
  episodeNo: number,
  page: number,
  overrides: Partial<HistoryEntry> = {},
) =>
  sampleHistoryEntry(workId, episodeNo, {
    page,
    readAt: '2024-06-15T10:00:00+09:00',
    ...overrides,
  });

/** Eight works read lately; work 1 twice (episodes 12 and 11), so it has one card. */
const entries = [
  historyEntry(1, 12, 4),
  historyEntry(3, 4, 0),
  historyEntry(1, 11, 19),
  historyEntry(6, 30, 8),
  historyEntry(9, 2, 3),
  historyEntry(12, 45, 11),
  historyEntry(15, 7, 2),
  historyEntry(18, 1, 0),
  historyEntry(20, 16, 9),
];

const longTitles = [
  historyEntry(2, 128, 5, {
    work: sampleWork(2, {
      title:
        '転生したら図書館の主でした ～本の虫の私が異世界で禁書を読みあさっていたら、いつのまにか魔王に目をつけられていた件について～',
    }),
    episode: buildEpisodeSummary(228, {
      code: 'CW_000002_0128_E',
      title: '第128話 禁書庫の最奥で待っていたのは、千年前に封じられたはずの司書長でした',
    }),
  }),
  ...entries.slice(0, 3),
];

const meta = {
  title: 'catalog/ContinueReadingList',
  component: ContinueReadingList,
  args: { entries },
  render: (args: ContinueReadingListProps) => (
    <div style={{ maxWidth: 1080 }}>
      <ContinueReadingList {...args} />
    </div>
  ),
} satisfies Meta<typeof ContinueReadingList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '続きを読む' });
    const links = within(region).getAllByRole('link');
    await expect(links).toHaveLength(8);
    await expect(links[0]).toHaveAttribute('href', '/viewer/CW_000001_0012_E?page=5');
  },
};

export const WithMoreLink: Story = {
  args: { id: 'story-continue', moreHref: MY_COMIC_HISTORY_PATH },
};

/** No history: nothing at all, so the home page has no empty section. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '続きを読む' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongTitles: Story = { args: { entries: longTitles } };

/** Every state: cards, long titles, loading (empty renders nothing). */
export const AllStates: Story = {
  render: (args: ContinueReadingListProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 1080 }}>
      <ContinueReadingList {...args} />
      <ContinueReadingList {...args} heading="長いタイトル" entries={longTitles} />
      <ContinueReadingList {...args} heading="読み込み中" entries={[]} loading skeletonCount={4} />
      <ContinueReadingList {...args} heading="履歴なし（何も表示しない）" entries={[]} />
    </div>
  ),
};
