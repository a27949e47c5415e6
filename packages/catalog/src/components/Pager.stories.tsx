import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pager, type PagerProps } from './Pager';
import '@cw/ui/styles.css';
import './catalog.css';

const meta = {
  title: 'catalog/Pager',
  component: Pager,
  args: { page: 6, totalPages: 20, baseHref: '/search?q=魔法' },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'ページ送り' });
    await expect(within(nav).getByRole('link', { name: '6ページ' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: '次へ' })).toHaveAttribute(
      'href',
      '/search?q=%E9%AD%94%E6%B3%95&page=7',
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '前へ' })).toHaveFocus();
  },
};

export const First: Story = {
  args: { page: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: '前へ' })).toBeNull();
  },
};

export const Last: Story = { args: { page: 20 } };

export const FewPages: Story = { args: { page: 2, totalPages: 3 } };

/** Every state: first, near the start, middle, near the end, last, few pages. */
export const AllStates: Story = {
  render: (args: PagerProps) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[1, 3, 4, 10, 17, 20].map((page) => (
        <Pager key={page} {...args} page={page} />
      ))}
      <Pager {...args} page={2} totalPages={3} />
      <Pager {...args} page={1} totalPages={2} />
    </div>
  ),
};
