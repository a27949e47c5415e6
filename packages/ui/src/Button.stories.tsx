import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './buttonClassName';
import './styles.css';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'ストアで購入', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'ストアで購入' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Ghost: Story = { args: { variant: 'ghost', children: '閉じる' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

/** Every variant in every size, enabled and disabled. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          {BUTTON_SIZES.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            {variant} disabled
          </Button>
        </div>
      ))}
      <Button {...args} fullWidth>
        fullWidth
      </Button>
    </div>
  ),
};
