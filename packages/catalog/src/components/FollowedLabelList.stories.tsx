import type { FollowedLabel, Label } from '@cw/api-client/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink } from '../test/StoryLink';
import { sampleLabelIcon, sampleLabels } from '../test/storyFixtures';
import { FollowedLabelList, type FollowedLabelListProps } from './FollowedLabelList';
import '@cw/ui/styles.css';
import './catalog.css';

/** A sample label followed; notifications on for odd ids. */
function followed(label: Label): FollowedLabel {
  return {
    label,
    notification: label.id % 2 === 1,
    followedAt: '2024-05-01T10:00:00+09:00',
  };
}

const items = sampleLabels().slice(0, 4).map(followed);

const longName = {
  id: 90,
  code: 'long-name',
  name: '月刊コミックつるぎ増刊 ～異世界ファンタジー＆ラブコメディ特選アンソロジーシリーズ～',
  description: '',
  color: '#6c4ab6',
};
const longNames = [
  followed({
    ...longName,
    iconImageUrl: sampleLabelIcon(longName),
    logoImageUrl: sampleLabelIcon(longName),
  }),
  ...items.slice(0, 1),
];

const meta = {
  title: 'catalog/FollowedLabelList',
  component: FollowedLabelList,
  args: {
    heading: 'フォロー中のレーベル',
    items,
    onUnfollow: fn(),
    onNotificationChange: fn(),
    linkComponent: StoryLink,
  },
  render: (args: FollowedLabelListProps) => (
    <div style={{ maxWidth: 960 }}>
      <FollowedLabelList {...args} />
    </div>
  ),
} satisfies Meta<typeof FollowedLabelList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
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

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('フォロー中のレーベルはありません')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'レーベル一覧へ' })).toHaveAttribute(
      'href',
      '/label',
    );
  },
};

export const Loading: Story = { args: { items: [], loading: true } };

/** The first label's change is being saved. */
export const Pending: Story = {
  args: { pendingIds: new Set([1]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('button', { name: '『コミック星空』のフォロー解除' }),
    ).toBeDisabled();
  },
};

export const LongNames: Story = { args: { items: longNames } };

/** Every state: labels, a pending row, a long name, loading, empty. */
export const AllStates: Story = {
  render: (args: FollowedLabelListProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 960 }}>
      <FollowedLabelList {...args} />
      <FollowedLabelList {...args} heading="保存中" pendingIds={new Set([2])} />
      <FollowedLabelList {...args} heading="長い名前" items={longNames} />
      <FollowedLabelList {...args} heading="読み込み中" items={[]} loading skeletonCount={2} />
      <FollowedLabelList {...args} heading="フォローなし" items={[]} />
    </div>
  ),
};
