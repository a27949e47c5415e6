import type { FollowedSeries } from '@cw/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { buildEpisodeSummary } from '../test/builders';
import { StoryLink } from '../test/StoryLink';
import { sampleWork } from '../test/storyFixtures';
import { FollowedWorkList, type FollowedWorkListProps } from './FollowedWorkList';
import '@cw/ui/styles.css';
import './catalog.css';

/** Sample work `id` followed; notifications on for odd ids. */
function followed(id: number, overrides: Partial<FollowedSeries> = {}): FollowedSeries {
  return {
    work: sampleWork(id, {
      latestUpdateDate: `2024-06-${String(15 - id).padStart(2, '0')}T12:00:00+09:00`,
    }),
    notification: id % 2 === 1,
    followedAt: '2024-05-01T10:00:00+09:00',
    ...overrides,
  };
}

const items = [1, 2, 3, 4, 5].map((id) => followed(id));

const longTitles = [
  followed(1, {
    work: sampleWork(1, {
      title:
        '転生したら図書館の主でした ～本の虫の私が異世界で禁書を読みあさっていたら、いつのまにか魔王に目をつけられていた件について～',
      latestEpisode: buildEpisodeSummary(128, {
        title: '第128話 禁書庫の最奥で待っていたのは、千年前に封じられたはずの司書長でした',
      }),
    }),
  }),
  followed(2, {
    work: sampleWork(2, {
      title: 'ドラゴン便、ただいま配達中！～空飛ぶ宅配屋さんの毎日は今日もてんやわんやです～',
    }),
  }),
];

const meta = {
  title: 'catalog/FollowedWorkList',
  component: FollowedWorkList,
  args: {
    heading: 'フォロー中の作品',
    items,
    onUnfollow: fn(),
    onNotificationChange: fn(),
    linkComponent: StoryLink,
  },
  render: (args: FollowedWorkListProps) => (
    <div style={{ maxWidth: 960 }}>
      <FollowedWorkList {...args} />
    </div>
  ),
} satisfies Meta<typeof FollowedWorkList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'フォロー中の作品' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(
      canvas.getByRole('switch', { name: '『ねこと魔法のパン屋さん』の更新通知' }),
    );
    await expect(args.onNotificationChange).toHaveBeenCalledWith(1, false);
    await userEvent.click(
      canvas.getByRole('button', { name: '『転生したら図書館の主でした』のフォロー解除' }),
    );
    await expect(args.onUnfollow).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('フォロー中の作品はありません')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ランキングから作品を探す' })).toHaveAttribute(
      'href',
      '/ranking',
    );
  },
};

export const Loading: Story = {
  args: { items: [], loading: true, skeletonCount: 4 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'フォロー中の作品' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** The second work's unfollow and the fourth's notification change are being saved. */
export const Pending: Story = {
  args: { pendingIds: new Set([2, 4]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: '『転生したら図書館の主でした』のフォロー解除' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('switch', { name: '『となりの席の宇宙人』の更新通知' }),
    ).toBeDisabled();
  },
};

/** Titles that wrap, clamped to two lines; the latest episode's title is cut with an ellipsis. */
export const LongTitles: Story = { args: { items: longTitles } };

/** Saving takes a second: the row is busy meanwhile, then the change shows. */
export const Interactive: Story = {
  render: (args: FollowedWorkListProps) => <InteractiveList {...args} />,
};

function InteractiveList(args: FollowedWorkListProps) {
  const [list, setList] = useState(args.items);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const save = (workId: number, change: (list: readonly FollowedSeries[]) => FollowedSeries[]) => {
    setPending((ids) => new Set(ids).add(workId));
    setTimeout(() => {
      setList(change);
      setPending((ids) => new Set([...ids].filter((id) => id !== workId)));
    }, 1000);
  };
  return (
    <div style={{ maxWidth: 960 }}>
      <FollowedWorkList
        {...args}
        items={list}
        pendingIds={pending}
        onUnfollow={(workId) => {
          args.onUnfollow(workId);
          save(workId, (current) => current.filter((item) => item.work.id !== workId));
        }}
        onNotificationChange={(workId, on) => {
          args.onNotificationChange(workId, on);
          save(workId, (current) =>
            current.map((item) => (item.work.id === workId ? { ...item, notification: on } : item)),
          );
        }}
      />
    </div>
  );
}

/** Every state: works, a pending row, long titles, loading, empty. */
export const AllStates: Story = {
  render: (args: FollowedWorkListProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 960 }}>
      <FollowedWorkList {...args} items={items.slice(0, 3)} />
      <FollowedWorkList
        {...args}
        heading="保存中"
        items={items.slice(0, 2)}
        pendingIds={new Set([2])}
      />
      <FollowedWorkList {...args} heading="長いタイトル" items={longTitles} />
      <FollowedWorkList {...args} heading="読み込み中" items={[]} loading skeletonCount={2} />
      <FollowedWorkList {...args} heading="フォローなし" items={[]} />
    </div>
  ),
};
