import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { sampleManifest } from '../test/storyFixtures';
import { ViewerSkeleton, type ViewerSkeletonProps } from './ViewerSkeleton';
import '@cw/ui/styles.css';
import './viewer.css';

const frame = (width: number) =>
  ({ width, height: 480, '--cw-viewer-height': '480px' }) as CSSProperties;

const meta = {
  title: 'viewer/ViewerSkeleton',
  component: ViewerSkeleton,
  render: (args: ViewerSkeletonProps) => (
    <div style={frame(960)}>
      <ViewerSkeleton {...args} />
    </div>
  ),
} satisfies Meta<typeof ViewerSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A paged work loading: two pages on a wide screen. */
export const Paged: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: '読み込み中' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
  },
};

/** A vertical-scroll work loading. */
export const Vertical: Story = { args: { scrollType: 'vsc' } };

const start = (scrollType: 'rtl' | 'vsc') => {
  const page = sampleManifest({ scrollType }).pages[2];
  if (page === undefined) throw new Error('the sample episode has no page 3');
  return { page, alt: 'サンプル 3ページ' };
};

/** Opened by a link to page 3: that page, in the server HTML, while the viewer's code loads. */
export const StartPage: Story = {
  args: { start: start('rtl') },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: 'サンプル 3ページ' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
  },
};

/** A vertical work's start page, at the top of the strip. */
export const VerticalStartPage: Story = { args: { scrollType: 'vsc', start: start('vsc') } };

/** Both layouts, and a phone-sized paged one. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <div style={frame(800)}>
        <ViewerSkeleton />
      </div>
      <div style={frame(360)}>
        <ViewerSkeleton />
      </div>
      <div style={frame(360)}>
        <ViewerSkeleton scrollType="vsc" />
      </div>
    </div>
  ),
};
