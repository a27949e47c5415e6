import type { RankingPeriod } from '@cw/contract/schemas';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sampleGenres } from '../test/storyFixtures';
import { RankingTabs, type RankingTabsProps } from './RankingTabs';
import '@cw/ui/styles.css';
import './catalog.css';

const periodHref = (period: RankingPeriod) => `/ranking?period=${period}`;

const meta = {
  title: 'catalog/RankingTabs',
  component: RankingTabs,
  args: {
    genres: sampleGenres(),
    currentGenre: 'all',
  },
  render: (args: RankingTabsProps) => (
    <div style={{ maxWidth: 640 }}>
      <RankingTabs {...args} />
    </div>
  ),
} satisfies Meta<typeof RankingTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllGenres: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'ランキングの種類' });
    await expect(within(nav).getByRole('link', { name: '総合' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: '総合' })).toHaveFocus();
  },
};

export const GenreSelected: Story = { args: { currentGenre: '3' } };

export const WithPeriods: Story = {
  args: { period: 'hourly', periodHref },
  play: async ({ canvasElement }) => {
    const hourly = within(canvasElement).getByRole('link', { name: '毎時' });
    await expect(hourly).toHaveAttribute('aria-current', 'page');
  },
};

/** Every state: genres alone, with periods, each period current. */
export const AllStates: Story = {
  render: (args: RankingTabsProps) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 640 }}>
      <RankingTabs {...args} />
      <RankingTabs {...args} currentGenre="2" period="daily" periodHref={periodHref} />
      <RankingTabs {...args} currentGenre="5" period="hourly" periodHref={periodHref} />
    </div>
  ),
};
