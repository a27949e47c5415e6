import type { FollowKind } from '@cw/contract/constants';
import type { Followed, FollowedLabel, FollowedSeries, Label } from '@cw/contract/schemas';
import { buildEpisodeSummary, buildFollowed } from '@cw/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLabelIcon, sampleLabels, sampleWork } from '../test/storyFixtures';
import { FollowedList, type FollowedListProps } from './FollowedList';
import '@cw/ui/styles.css';
import './catalog.css';

/** Sample work `id` followed; notifications on for odd ids. */
function followedWork(id: number, overrides: Partial<FollowedSeries> = {}): FollowedSeries {
  return buildFollowed('work', id, {
    work: sampleWork(id, {
      latestUpdateDate: `2024-06-${String(15 - id).padStart(2, '0')}T12:00:00+09:00`,
    }),
    notification: id % 2 === 1,
    followedAt: '2024-05-01T10:00:00+09:00',
    ...overrides,
  });
}

/** A sample label followed; notifications on for odd ids. */
function followedLabel(label: Label): FollowedLabel {
  return buildFollowed('label', label.id, {
    label,
    notification: label.id % 2 === 1,
    followedAt: '2024-05-01T10:00:00+09:00',
  });
}

const works = [1, 2, 3, 4, 5].map((id) => followedWork(id));

const longTitles = [
  followedWork(1, {
    work: sampleWork(1, {
      title:
        '転生したら図書館の主でした ～本の虫の私が異世界で禁書を読みあさっていたら、いつのまにか魔王に目をつけられていた件について～',
      latestEpisode: buildEpisodeSummary(128, {
        title: '第128話 禁書庫の最奥で待っていたのは、千年前に封じられたはずの司書長でした',
      }),
    }),
  }),
  followedWork(2, {
    work: sampleWork(2, {
      title: 'ドラゴン便、ただいま配達中！～空飛ぶ宅配屋さんの毎日は今日もてんやわんやです～',
    }),
  }),
];

const labels = sampleLabels().slice(0, 4).map(followedLabel);

const longName = {
  id: 90,
  code: 'long-name',
  name: '月刊コミックつるぎ増刊 ～異世界ファンタジー＆ラブコメディ特選アンソロジーシリーズ～',
  description: '',
  color: '#6c4ab6',
};
const longNames = [
  followedLabel({
    ...longName,
    iconImageUrl: sampleLabelIcon(longName),
    logoImageUrl: sampleLabelIcon(longName),
  }),
  ...labels.slice(0, 1),
];

/** The label stories' arguments: the followed labels, under their heading. */
const labelArgs = { kind: 'label', heading: 'フォロー中のレーベル', items: labels } as const;

const meta = {
  title: 'catalog/FollowedList',
  component: FollowedList,
  args: {
    kind: 'work',
    heading: 'フォロー中の作品',
    items: works,
    onUnfollow: fn(),
    onNotificationChange: fn(),
  },
  render: (args: FollowedListProps) => (
    <div style={{ maxWidth: 960 }}>
      <FollowedList {...args} />
    </div>
  ),
} satisfies Meta<typeof FollowedList<FollowKind>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Works: Story = {
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

export const Labels: Story = {
  args: labelArgs,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'コミック星空' })).toHaveAttribute(
      'href',
      '/label/hoshizora',
    );
    await userEvent.click(canvas.getByRole('switch', { name: '『花びらコミックス』の更新通知' }));
    await expect(args.onNotificationChange).toHaveBeenCalledWith(2, true);
    await userEvent.click(canvas.getByRole('button', { name: '『コミック星空』のフォロー解除' }));
    await expect(args.onUnfollow).toHaveBeenCalledWith(1);
  },
};

export const EmptyWorks: Story = {
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

export const EmptyLabels: Story = {
  args: { ...labelArgs, items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('フォロー中のレーベルはありません')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'レーベル一覧へ' })).toHaveAttribute(
      'href',
      '/label',
    );
  },
};

export const LoadingWorks: Story = {
  args: { items: [], loading: true, skeletonCount: 4 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'フォロー中の作品' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadingLabels: Story = { args: { ...labelArgs, items: [], loading: true } };

/** The second work's unfollow and the fourth's notification change are being saved. */
export const PendingWorks: Story = {
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

/** The first label's change is being saved. */
export const PendingLabels: Story = {
  args: { ...labelArgs, pendingIds: new Set([1]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: '『コミック星空』のフォロー解除' }),
    ).toBeDisabled();
  },
};

/** Titles that wrap, clamped to two lines; the latest episode's title is cut with an ellipsis. */
export const LongTitles: Story = { args: { items: longTitles } };

export const LongLabelNames: Story = { args: { ...labelArgs, items: longNames } };

/** Saving takes a second: the row is busy meanwhile, then the change shows. */
export const Interactive: Story = {
  render: (args: FollowedListProps) => <InteractiveList {...args} />,
};

/** The id of a followed line, its work's or its label's. */
const idOf = (followed: Followed<FollowKind>) =>
  'work' in followed ? followed.work.id : followed.label.id;

function InteractiveList(args: FollowedListProps) {
  const [list, setList] = useState(args.items);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  type Lines = readonly Followed<FollowKind>[];
  const save = (id: number, change: (list: Lines) => Lines) => {
    setPending((ids) => new Set(ids).add(id));
    setTimeout(() => {
      setList(change);
      setPending((ids) => new Set([...ids].filter((pendingId) => pendingId !== id)));
    }, 1000);
  };
  return (
    <div style={{ maxWidth: 960 }}>
      <FollowedList
        {...args}
        items={list}
        pendingIds={pending}
        onUnfollow={(id) => {
          args.onUnfollow(id);
          save(id, (current) => current.filter((item) => idOf(item) !== id));
        }}
        onNotificationChange={(id, on) => {
          args.onNotificationChange(id, on);
          save(id, (current) =>
            current.map((item) => (idOf(item) === id ? { ...item, notification: on } : item)),
          );
        }}
      />
    </div>
  );
}

/** Every state of both kinds: lines, a pending row, long names, loading, empty. */
export const AllStates: Story = {
  render: (args: FollowedListProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 960 }}>
      <FollowedList {...args} kind="work" items={works.slice(0, 3)} />
      <FollowedList
        {...args}
        kind="work"
        heading="保存中"
        items={works.slice(0, 2)}
        pendingIds={new Set([2])}
      />
      <FollowedList {...args} kind="work" heading="長いタイトル" items={longTitles} />
      <FollowedList
        {...args}
        kind="work"
        heading="読み込み中"
        items={[]}
        loading
        skeletonCount={2}
      />
      <FollowedList {...args} kind="work" heading="フォローなし" items={[]} />
      <FollowedList {...args} {...labelArgs} />
      <FollowedList {...args} {...labelArgs} heading="保存中" pendingIds={new Set([2])} />
      <FollowedList {...args} {...labelArgs} heading="長い名前" items={longNames} />
      <FollowedList
        {...args}
        {...labelArgs}
        heading="読み込み中"
        items={[]}
        loading
        skeletonCount={2}
      />
      <FollowedList {...args} {...labelArgs} heading="フォローなし" items={[]} />
    </div>
  ),
};
