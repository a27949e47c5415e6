import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Disclosure } from './Disclosure';
import './styles.css';

const rest = (
  <ul>
    {['第7話', '第8話', '第9話', '第10話', '第11話', '第12話'].map((title) => (
      <li key={title}>{title}</li>
    ))}
  </ul>
);

const meta = {
  title: 'ui/Disclosure',
  component: Disclosure,
  args: {
    expandLabel: '全12話を表示',
    collapseLabel: '閉じる',
    buttonPosition: 'end',
    children: rest,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '全12話を表示' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('第7話')).not.toBeVisible();
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: '閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByText('第7話')).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
  },
};

export const Open: Story = { args: { defaultOpen: true } };

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '全12話を表示' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: '閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '全12話を表示' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const ButtonAtStart: Story = {
  args: { buttonPosition: 'start', expandLabel: 'あらすじを表示', buttonVariant: 'ghost' },
};

function ControlledDisclosure() {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>open: {String(open)}</p>
      <Disclosure expandLabel="全12話を表示" open={open} onOpenChange={setOpen}>
        {rest}
      </Disclosure>
    </div>
  );
}

export const Controlled: Story = { render: () => <ControlledDisclosure /> };

/** Closed and open, button below and above, in each button weight. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 480 }}>
      <Disclosure expandLabel="全12話を表示" buttonPosition="end">
        {rest}
      </Disclosure>
      <Disclosure expandLabel="全12話を表示" buttonPosition="end" defaultOpen>
        {rest}
      </Disclosure>
      <Disclosure expandLabel="全5巻を表示" buttonPosition="start" buttonVariant="primary">
        {rest}
      </Disclosure>
      <Disclosure expandLabel="詳細" buttonPosition="start" buttonVariant="ghost" defaultOpen>
        {rest}
      </Disclosure>
    </div>
  ),
};
