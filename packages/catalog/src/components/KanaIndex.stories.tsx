import type { KanaRow } from '@cw/contract/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { KanaIndex, type KanaIndexProps } from './KanaIndex';
import '@cw/ui/styles.css';
import './catalog.css';

const rowHref = (row: KanaRow) => `/list/index?initial=${encodeURIComponent(row)}`;

const meta = {
  title: 'catalog/KanaIndex',
  component: KanaIndex,
  render: (args: KanaIndexProps) => (
    <div style={{ maxWidth: 720 }}>
      <KanaIndex {...args} />
    </div>
  ),
} satisfies Meta<typeof KanaIndex>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One page per row (/list/index), か current. */
export const PagePerRow: Story = {
  args: { current: 'か', rowHref },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: '五十音で探す' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(11);
    await expect(within(nav).getByRole('link', { name: 'か行' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'あ行' })).toHaveFocus();
  },
};

/** Links into sections of the page; rows without entries unlinked. */
export const SomeRowsEmpty: Story = {
  args: { available: ['あ', 'か', 'さ', 'は', 'その他'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(5);
  },
};

/** Every state: all rows, a current row, empty rows. */
export const AllStates: Story = {
  render: (args: KanaIndexProps) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 720 }}>
      <KanaIndex {...args} />
      <KanaIndex {...args} current="な" rowHref={rowHref} />
      <KanaIndex {...args} current="その他" rowHref={rowHref} />
      <KanaIndex {...args} available={['あ', 'さ', 'ま', 'わ']} />
    </div>
  ),
};
