import type { Meta, StoryObj } from '@storybook/react-vite';
import { SKELETON_SHAPES, Skeleton } from './Skeleton';
import './styles.css';

const meta = {
  title: 'ui/Skeleton',
  component: Skeleton,
  args: { shape: 'block', style: { height: 48 } },
  argTypes: { shape: { control: 'inline-radio', options: SKELETON_SHAPES } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {};

export const Text: Story = { args: { shape: 'text', lines: 3, style: undefined } };

export const ThumbnailShape: Story = {
  args: { shape: 'thumbnail', ratio: '5:7', style: { width: 120 } },
};

/** Every shape, as a card placeholder would combine them. */
export const AllStates: Story = {
  render: () => (
    <div aria-busy="true" style={{ display: 'grid', gap: 24, maxWidth: 480 }}>
      <Skeleton shape="block" style={{ height: 48 }} />
      <Skeleton shape="text" />
      <Skeleton shape="text" lines={3} />
      <div style={{ display: 'flex', gap: 16 }}>
        <Skeleton shape="thumbnail" ratio="5:7" style={{ width: 100 }} />
        <Skeleton shape="thumbnail" ratio="16:9" style={{ width: 200 }} />
        <div style={{ flex: 1 }}>
          <Skeleton shape="text" lines={2} />
        </div>
      </div>
    </div>
  ),
};
