import type { HistoryEntry } from '@cw/contract/schemas';
import { buildEpisodeSummary } from '@cw/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_NOW, sampleHistoryEntry, sampleWork } from '../test/storyFixtures';
import { HistoryList, type HistoryListProps } from './HistoryList';
import '@cw/ui/styles.css';
import './catalog.css';

/** Episode `episodeNo` of sample work `workId`, read `hoursAgo` before the stories' noon. */
const historyEntry = (
  workId: number,
  episodeNo: number,
  hoursAgo: number,
  overrides: Partial<HistoryEntry> = {},
) =>
  sampleHistoryEntry(workId, episodeNo, {
    page: (episodeNo * 7) % 20,
    readAt: new Date(STORY_NOW.getTime() - hoursAgo * 3_600_000).toISOString(),
    ...overrides,
  });

const entries = [
  historyEntry(1, 12, 1),
  historyEntry(3, 4, 5, {
    episode: buildEpisodeSummary(304, {
      code: 'CW_000003_0004_E',
      title: '第4話',
      subTitle: '月下の再会',
    }),
  }),
  historyEntry(6, 30, 26),
  historyEntry(1, 11, 50),
  historyEntry(9, 2, 120),
];

const longTitles = [
  historyEntry(2, 128, 2, {
    work: sampleWork(2, {
      title:
        '転生したら図書館の主でした ～本の虫の私が異世界で禁書を読みあさっていたら、いつのまにか魔王に目をつけられていた件について～',
    }),
    episode: buildEpisodeSummary(228, {
      code: 'CW_000002_0128_E',
      title: '第128話',
      subTitle: '禁書庫の最奥で待っていたのは、千年前に封じられたはずの司書長でした',
    }),
  }),
  ...entries.slice(0, 1),
];

const meta = {
  title: 'catalog/HistoryList',
  component: HistoryList,
  args: {
    heading: '閲覧履歴',
    entries,
    onDelete: fn(),
    onDeleteAll: fn(),
  },
  render: (args: HistoryListProps) => (
    <div style={{ maxWidth: 960 }}>
      <HistoryList {...args} />
    </div>
  ),
} satisfies Meta<typeof HistoryList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '第12話' })).toHaveAttribute(
      'href',
      '/viewer/CW_000001_0012_E?page=5',
    );
    await userEvent.click(
      canvas.getByRole('button', { name: '『ねこと魔法のパン屋さん 第12話』を履歴から削除' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(112);
  },
};

/** すべて削除 asks inline; キャンセル puts it back, 削除する reports the deletion. */
export const DeleteAll: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'すべて削除' }));
    await expect(canvas.getByText('閲覧履歴をすべて削除しますか？')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'キャンセル' }));
    await expect(args.onDeleteAll).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'すべて削除' }));
    await userEvent.click(canvas.getByRole('button', { name: '削除する' }));
    await expect(args.onDeleteAll).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('閲覧履歴はありません')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'すべて削除' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true, skeletonCount: 4 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '閲覧履歴' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** The second line is being deleted. */
export const Pending: Story = {
  args: { pendingIds: new Set([304]) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', {
        name: '『月下のソードダンサー 第4話』を履歴から削除',
      }),
    ).toBeDisabled();
  },
};

/** Every line is being deleted (すべて削除 confirmed): all rows and the button are busy. */
export const DeletingAll: Story = {
  args: { pendingIds: new Set(entries.map((entry) => entry.episode.id)) },
};

export const LongTitles: Story = { args: { entries: longTitles } };

/** Deleting takes a second: the row or the whole list is busy meanwhile. */
export const Interactive: Story = {
  render: (args: HistoryListProps) => <InteractiveList {...args} />,
};

function InteractiveList(args: HistoryListProps) {
  const [list, setList] = useState(args.entries);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const remove = (ids: readonly number[]) => {
    setPending((current) => new Set([...current, ...ids]));
    setTimeout(() => {
      setList((current) => current.filter((entry) => !ids.includes(entry.episode.id)));
      setPending((current) => new Set([...current].filter((id) => !ids.includes(id))));
    }, 1000);
  };
  return (
    <div style={{ maxWidth: 960 }}>
      <HistoryList
        {...args}
        entries={list}
        pendingIds={pending}
        onDelete={(episodeId) => {
          args.onDelete(episodeId);
          remove([episodeId]);
        }}
        onDeleteAll={() => {
          args.onDeleteAll();
          remove(list.map((entry) => entry.episode.id));
        }}
      />
    </div>
  );
}

/** Every state: history, a pending line, long titles, loading, empty. */
export const AllStates: Story = {
  render: (args: HistoryListProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 960 }}>
      <HistoryList {...args} entries={entries.slice(0, 3)} />
      <HistoryList
        {...args}
        heading="削除中"
        entries={entries.slice(0, 2)}
        pendingIds={new Set([112])}
      />
      <HistoryList {...args} heading="長いタイトル" entries={longTitles} />
      <HistoryList {...args} heading="読み込み中" entries={[]} loading skeletonCount={2} />
      <HistoryList {...args} heading="履歴なし" entries={[]} />
    </div>
  ),
};
