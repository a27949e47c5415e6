import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StoryLink } from '../test/StoryLink';
import { sampleWorks } from '../test/storyFixtures';
import { Pager } from './Pager';
import { WorkGrid, type WorkGridProps } from './WorkGrid';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/WorkGrid',
  component: WorkGrid,
  args: {
    heading: '新着作品',
    works: sampleWorks(12),
    linkComponent: StoryLink,
    priorityCount: 6,
  },
  render: (args: WorkGridProps) => (
    <div style={{ maxWidth: 1080 }}>
      <WorkGrid {...args} />
    </div>
  ),
} satisfies Meta<typeof WorkGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '新着作品' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(12);
  },
};

export const WithMoreLink: Story = {
  args: { id: 'story-new', moreHref: '/new' },
};

/** Search results with the pager under them. */
export const WithPager: Story = {
  args: {
    heading: '「魔法」の検索結果',
    footer: <Pager page={2} totalPages={8} baseHref="/search?q=魔法" linkComponent={StoryLink} />,
  },
};

export const Empty: Story = {
  args: { works: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('作品がありません')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, works: [] },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '新着作品' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};

/** Every state: works, loading, empty, without heading. */
export const AllStates: Story = {
  render: (args: WorkGridProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 1080 }}>
      <WorkGrid {...args} id="all-works" moreHref="/new" />
      <WorkGrid {...args} heading="読み込み中" loading skeletonCount={6} />
      <WorkGrid {...args} heading="完結作品" works={[]} />
      <WorkGrid {...args} heading={undefined} works={sampleWorks(6)} />
    </div>
  ),
};
