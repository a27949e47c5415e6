import { kanaTexts } from '@cw/vitest-config/locale';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleGroupWorks, sampleWorks } from '../test/storyFixtures';
import { PHONE_390 } from '../test/storyViewport';
import { WorkGrid, type WorkGridProps } from './WorkGrid';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/WorkGrid',
  component: WorkGrid,
  args: {
    heading: '新着作品',
    works: sampleWorks(12),
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

/**
 * English (/en), as the group's home lists its works (the app passes `locale`; the heading
 * and its empty text are the app's): the marks, the more link, loading and empty states in
 * English, no Japanese anywhere.
 */
export const English: Story = {
  parameters: { locale: 'en' },
  args: { locale: 'en', heading: 'Works in English', works: sampleGroupWorks('en') },
  render: (args: WorkGridProps) => (
    <div style={{ display: 'grid', gap: 40, maxWidth: 1080 }}>
      <WorkGrid {...args} id="group-works" moreHref="/en" />
      <WorkGrid {...args} heading="Loading" loading skeletonCount={6} />
      <WorkGrid {...args} heading="Empty" works={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Works in English' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(6);
    await expect(within(region).getByRole('link', { name: 'See more' })).toBeVisible();
    await expect(within(region).getAllByText('New')[0]).toBeVisible();
    await expect(within(region).getAllByText('On hiatus')[0]).toBeVisible();
    await expect(within(region).getByText('One-shot')).toBeVisible();
    await expect(canvas.getByText('Loading', { selector: 'p' })).toBeInTheDocument();
    await expect(canvas.getByText('No works to show')).toBeVisible();
    await expect(kanaTexts(canvasElement)).toEqual([]);
  },
};

/** Traditional Chinese (/tw), on a phone 390px wide: three tiles to a row, Taiwan's words. */
export const TraditionalChinesePhone: Story = {
  ...PHONE_390,
  parameters: { locale: 'zh-Hant-TW' },
  args: { locale: 'zh-Hant-TW', heading: '繁體中文作品', works: sampleGroupWorks('tw') },
  render: (args: WorkGridProps) => (
    <div style={{ display: 'grid', gap: 40 }}>
      <WorkGrid {...args} moreHref="/tw" />
      <WorkGrid {...args} heading="空" works={[]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: '繁體中文作品' });
    await expect(within(region).getByRole('link', { name: '查看更多' })).toBeVisible();
    await expect(within(region).getAllByText('休刊中')[0]).toBeVisible();
    await expect(within(region).getAllByText('繁體中文版')).toHaveLength(6);
    await expect(canvas.getByText('目前沒有作品')).toBeVisible();
    await expect(kanaTexts(canvasElement)).toEqual([]);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
