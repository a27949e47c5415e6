import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { ConfirmButton, type ConfirmButtonProps } from './ConfirmButton';
import './styles.css';

const meta = {
  title: 'ui/ConfirmButton',
  component: ConfirmButton,
  args: {
    label: 'すべて削除',
    question: 'すべて削除しますか？',
    confirmLabel: '削除する',
    cancelLabel: 'キャンセル',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first press asks; the focus goes to キャンセル, which puts the button back focused. */
export const Ask: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'すべて削除' }));
    const question = canvas.getByRole('group', { name: 'すべて削除しますか？' });
    await expect(question).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'すべて削除' })).toBeNull();
    const cancel = within(question).getByRole('button', { name: 'キャンセル' });
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel);
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'すべて削除' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** 削除する reports once and puts the button back with the focus on it. */
export const Confirm: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'すべて削除' }));
    await userEvent.click(canvas.getByRole('button', { name: '削除する' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'すべて削除' })).toHaveFocus();
  },
};

/** From the keyboard: Enter asks, Escape cancels. */
export const EscapeCancels: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'すべて削除' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'すべて削除' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'すべて削除' })).toBeDisabled();
  },
};

/** Busy: focusable, `aria-disabled` and `aria-busy`; a press does nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'すべて削除' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

function EmptiedWhileAsking(args: ConfirmButtonProps) {
  const [empty, setEmpty] = useState(false);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <ConfirmButton {...args} disabled={empty} />
      <Button variant="ghost" size="sm" onClick={() => setEmpty((value) => !value)}>
        {empty ? '元に戻す' : 'ほかで削除'}
      </Button>
    </div>
  );
}

/** Disabled while asking (emptied elsewhere): the question goes and does not come back. */
export const DisabledWhileAsking: Story = {
  render: (args) => <EmptiedWhileAsking {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'すべて削除' }));
    await expect(canvas.getByRole('group', { name: 'すべて削除しますか？' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'ほかで削除' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'すべて削除' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: '元に戻す' }));
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'すべて削除' })).toBeEnabled();
  },
};

/** Every state for visual review; the last one is asking. */
export const AllStates: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      <ConfirmButton {...args} />
      <ConfirmButton {...args} label="無効" disabled />
      <ConfirmButton {...args} label="処理中" pending />
      <ConfirmButton
        {...args}
        label="確認中"
        question="保存したエピソードをすべて削除しますか？長い質問は折り返します。"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '確認中' }));
    await expect(canvas.getByRole('group')).toBeVisible();
  },
};
