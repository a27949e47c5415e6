import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from './SkipLink';
import './styles.css';

const meta = {
  title: 'ui/SkipLink',
  component: SkipLink,
  render: (args) => (
    <div style={{ position: 'relative', minHeight: 160 }}>
      <SkipLink {...args} />
      <a href="#nav">ランキング</a>
      <main id="main" style={{ marginTop: 16 }}>
        本文
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until it takes keyboard focus, then drawn over the top-left corner. */
export const AllStates: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '本文へスキップ' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(50);
    await expect(link).toHaveAttribute('href', '#main');
  },
};
