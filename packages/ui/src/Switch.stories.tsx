import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';
import './styles.css';

const meta = {
  title: 'ui/Switch',
  component: Switch,
  args: { label: '通知を受け取る', checked: false, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Holds the state as an app would, so a press flips the switch in the story. */
function Held(args: SwitchProps) {
  const [checked, setChecked] = useState(args.checked);
  return (
    <Switch
      {...args}
      checked={checked}
      onChange={(next) => {
        args.onChange(next);
        setChecked(next);
      }}
    />
  );
}

/** Off: a press on the text turns it on. */
export const Off: Story = {
  render: (args) => <Held {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '通知を受け取る' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(canvas.getByText('通知を受け取る'));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(true);
    await expect(toggle).toBeChecked();
  },
};

/** On: from the keyboard, Tab reaches it and Space turns it off. */
export const On: Story = {
  args: { checked: true },
  render: (args) => <Held {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '通知を受け取る' });
    await expect(toggle).toBeChecked();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(false);
    await expect(toggle).not.toBeChecked();
  },
};

/** Disabled (while a change is saved, say): dimmed, and a press does nothing. */
export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '通知を受け取る' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('通知を受け取る'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
  },
};

/** Every state for visual review; the last one's long label wraps between words. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start', maxWidth: 240 }}>
      <Switch {...args} label="オフ" />
      <Switch {...args} label="オン" checked />
      <Switch {...args} label="無効（オフ）" disabled />
      <Switch {...args} label="無効（オン）" checked disabled />
      <Switch {...args} label="フォロー中の作品の最新話を自動で保存する" checked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const switches = within(canvasElement).getAllByRole('switch');
    await expect(switches).toHaveLength(5);
  },
};
