import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from './Badge';
import { type TabItem, Tabs } from './Tabs';
import './styles.css';

const items: TabItem[] = [
  { value: 'first', label: '話', content: <p>話の一覧</p> },
  { value: 'second', label: 'コミックス', content: <p>コミックスの一覧</p> },
];

const withBadge: TabItem[] = [
  {
    value: 'first',
    label: '話',
    badge: <Badge variant="accent">無料話増量中</Badge>,
    content: <p>話の一覧</p>,
  },
  { value: 'second', label: 'コミックス', content: <p>コミックスの一覧</p> },
];

const meta = {
  title: 'ui/Tabs',
  component: Tabs,
  args: { items, listLabel: '一覧の種類', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'コミックス' }));
    await expect(canvas.getByRole('tab', { name: 'コミックス' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('コミックスの一覧');
    await expect(args.onValueChange).toHaveBeenCalledWith('second');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'second' } };

export const KeyboardNavigation: Story = {
  args: {
    items: [...items, { value: 'third', label: '関連作品', content: <p>関連作品の一覧</p> }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '話' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'コミックス' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'コミックス' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '関連作品' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '話' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '関連作品' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const WithBadge: Story = {
  args: { items: withBadge },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('tab', { name: '話 無料話増量中' }),
    ).toBeInTheDocument();
  },
};

export const WithDisabledTab: Story = {
  args: { items: [items[0] as TabItem, { ...(items[1] as TabItem), disabled: true }] },
};

function ControlledTabs() {
  const [value, setValue] = useState('second');
  return (
    <div>
      <p>value: {value}</p>
      <Tabs items={withBadge} listLabel="一覧の種類" value={value} onValueChange={setValue} />
    </div>
  );
}

export const Controlled: Story = { render: () => <ControlledTabs /> };

/** Each selection, with and without a badge, and a disabled tab. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs items={items} listLabel="最初を選択" />
      <Tabs items={items} listLabel="二つ目を選択" defaultValue="second" />
      <Tabs items={withBadge} listLabel="バッジ付き" />
      <Tabs
        items={[items[0] as TabItem, { ...(items[1] as TabItem), disabled: true }]}
        listLabel="無効なタブ"
      />
    </div>
  ),
};
