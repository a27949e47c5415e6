import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_NOW, sampleNewComics } from '../test/storyFixtures';
import { VolumeGrid, type VolumeGridProps } from './VolumeGrid';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/VolumeGrid',
  component: VolumeGrid,
  args: {
    heading: '新刊コミックス',
    items: sampleNewComics(12),
    now: STORY_NOW,
    priorityCount: 6,
  },
  render: (args: VolumeGridProps) => (
    <div style={{ maxWidth: 1080 }}>
      <VolumeGrid {...args} />
    </div>
  ),
} satisfies Meta<typeof VolumeGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Released within 30 days of 2024-06-15 in red, older ones gray. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '新刊コミックス' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(12);
    await expect(within(region).getByText('2024/06/15発売').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'recent',
    );
    await expect(within(region).getByText('2024/04/21発売').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'past',
    );
  },
};

/** On a label's magazine page: a few volumes and a link to all. */
export const WithMoreLink: Story = {
  args: { id: 'story-release', items: sampleNewComics(6), moreHref: '/label/hoshizora/release' },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('コミックスがありません')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, items: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '新刊コミックス' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

/** Every state: volumes, loading, empty, without heading. */
export const AllStates: Story = {
  render: (args: VolumeGridProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 1080 }}>
      <VolumeGrid {...args} id="all-volumes" moreHref="/release" />
      <VolumeGrid {...args} heading="読み込み中" loading skeletonCount={6} />
      <VolumeGrid {...args} heading="レーベルの新刊" items={[]} />
      <VolumeGrid {...args} heading={undefined} items={sampleNewComics(6)} />
    </div>
  ),
};
