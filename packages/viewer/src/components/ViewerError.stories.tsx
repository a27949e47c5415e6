import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ViewerError, type ViewerErrorProps } from './ViewerError';
import '@cw/ui/styles.css';
import './viewer.css';

const meta = {
  title: 'viewer/ViewerError',
  component: ViewerError,
  args: { onRetry: fn(), workHref: '#work' },
  render: (args: ViewerErrorProps) => (
    <div style={{ height: 480 }}>
      <ViewerError {...args} />
    </div>
  ),
} satisfies Meta<typeof ViewerError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The episode could not be loaded: retry, or go back to the work. */
export const Retry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('エピソードを表示できませんでした');
    await userEvent.click(canvas.getByRole('button', { name: '再読み込み' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A message of the app's own, without retry. */
export const NotFound: Story = {
  args: { message: 'この話は見つかりませんでした。', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Both states side by side. */
export const AllStates: Story = {
  render: (args: ViewerErrorProps) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ width: 360 }}>
        <ViewerError {...args} />
      </div>
      <div style={{ width: 360 }}>
        <ViewerError message="この話は見つかりませんでした。" workHref="#work" />
      </div>
    </div>
  ),
};
