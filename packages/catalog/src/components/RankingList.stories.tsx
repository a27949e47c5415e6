import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleRanking } from '../test/storyFixtures';
import { RankingList, type RankingListProps } from './RankingList';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/RankingList',
  component: RankingList,
  args: {
    heading: 'デイリーランキング',
    entries: sampleRanking(10).entries,
  },
  render: (args: RankingListProps) => (
    <div style={{ maxWidth: 640 }}>
      <RankingList {...args} />
    </div>
  ),
} satisfies Meta<typeof RankingList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten works; two tie at 3位, so three are on the podium after 1位 and 2位. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(10);
    await expect(items[0]).toHaveTextContent(/^1位/);
    await expect(canvasElement.querySelectorAll('.cw-cat-rank--top')).toHaveLength(4);
  },
};

export const Empty: Story = { args: { entries: [] } };

export const Loading: Story = { args: { entries: [], loading: true, skeletonCount: 5 } };

/** Every state: a ranking with a tie, loading, empty. */
export const AllStates: Story = {
  render: (args: RankingListProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 640 }}>
      <RankingList {...args} />
      <RankingList {...args} heading="読み込み中" entries={[]} loading skeletonCount={3} />
      <RankingList {...args} heading="毎時ランキング" entries={[]} />
    </div>
  ),
};
