import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { WorkTileSkeleton } from './WorkTileSkeleton';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/WorkTileSkeleton',
  component: WorkTileSkeleton,
} satisfies Meta<typeof WorkTileSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  render: (args) => (
    <div style={{ width: 180 }}>
      <WorkTileSkeleton {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.cw-cat-tile--skeleton')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Row: Story = {
  args: { layout: 'row' },
  render: (args) => (
    <div style={{ width: 420 }}>
      <WorkTileSkeleton {...args} />
    </div>
  ),
};

/** Both layouts, as grids and rankings show them while loading. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 960 }}>
      <ul className="cw-cat-grid">
        {[1, 2, 3, 4, 5, 6].map((key) => (
          <li key={key} className="cw-cat-grid__item">
            <WorkTileSkeleton />
          </li>
        ))}
      </ul>
      <div style={{ display: 'grid', gap: 12, maxWidth: 480 }}>
        <WorkTileSkeleton layout="row" />
        <WorkTileSkeleton layout="row" />
      </div>
    </div>
  ),
};
