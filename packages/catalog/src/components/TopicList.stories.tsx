import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleTopics } from '../test/storyFixtures';
import { TopicList, type TopicListProps } from './TopicList';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/TopicList',
  component: TopicList,
  args: {
    heading: 'トピックス',
    topics: sampleTopics(),
  },
  render: (args: TopicListProps) => (
    <div style={{ maxWidth: 1080 }}>
      <TopicList {...args} />
    </div>
  ),
} satisfies Meta<typeof TopicList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'トピックス' });
    await expect(within(region).getAllByRole('link')).toHaveLength(6);
  },
};

export const List: Story = { args: { layout: 'list', moreHref: '/topics', id: 'story-topics' } };

export const Empty: Story = {
  args: { topics: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('トピックスがありません')).toBeVisible();
  },
};

export const Loading: Story = { args: { topics: [], loading: true } };

/** Every state: grid, list, loading, empty. */
export const AllStates: Story = {
  render: (args: TopicListProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 1080 }}>
      <TopicList {...args} />
      <TopicList {...args} heading="ニュース" layout="list" labelCode="hoshizora" />
      <TopicList {...args} heading="読み込み中" topics={[]} loading skeletonCount={3} />
      <TopicList {...args} heading="フェア" topics={[]} />
    </div>
  ),
};
