import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_NOW, sampleWorks } from '../test/storyFixtures';
import { PHONE_390 } from '../test/storyViewport';
import { WEEKDAYS } from '../weekday';
import { WeekdayTabs, type WeekdayTabsProps } from './WeekdayTabs';
import '@cw/ui/styles.css';
import './catalog.css';

const works = sampleWorks(20);

/** Three works a day, Monday to Saturday; none on Sunday. */
const worksByWeekday: WeekdayTabsProps['worksByWeekday'] = Object.fromEntries(
  WEEKDAYS.slice(0, 6).map((day, index) => [day, works.slice(index * 3, index * 3 + 3)]),
);

const meta = {
  title: 'catalog/WeekdayTabs',
  component: WeekdayTabs,
  args: {
    heading: '曜日別の更新',
    id: 'story-weekday',
    worksByWeekday,
    // 2024-06-15, a Saturday in Japan.
    now: STORY_NOW,
  },
  render: (args: WeekdayTabsProps) => (
    <div style={{ maxWidth: 1080 }}>
      <WeekdayTabs {...args} />
    </div>
  ),
} satisfies Meta<typeof WeekdayTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today (Saturday in Japan) selected; the arrow keys move between the days. */
export const Today: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saturday = canvas.getByRole('tab', { name: '土曜日' });
    await expect(saturday).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(saturday);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: '金曜日' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(canvas.getByRole('tabpanel')).getAllByRole('link')).toHaveLength(3);
  },
};

/** A 最新 tab first, with the latest updates of every day. */
export const WithLatest: Story = {
  args: { latest: works.slice(0, 6) },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs).toHaveLength(8);
    await expect(tabs[0]).toHaveTextContent('最新');
  },
};

/** A day without serials (Sunday) says so. */
export const EmptyDay: Story = {
  args: { now: new Date('2024-06-16T12:00:00+09:00') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('この曜日に更新される作品はありません'),
    ).toBeVisible();
  },
};

/** A day the app fetches when chosen (the home page), on its way: skeleton tiles. */
export const DayLoading: Story = {
  args: { pendingTabs: ['sat'], worksByWeekday: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveTextContent('読み込み中');
  },
};

/** On a phone 390px wide: 最新 and the seven days share one row, none cut off. */
export const Phone: Story = {
  ...PHONE_390,
  args: { latest: works.slice(0, 6) },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const tops = within(list)
      .getAllByRole('tab')
      .map((tab) => tab.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** Every state: today selected, with 最新, an empty day, without a heading. */
export const AllStates: Story = {
  render: (args: WeekdayTabsProps) => (
    <div style={{ display: 'grid', gap: 32, maxWidth: 1080 }}>
      <WeekdayTabs {...args} />
      <WeekdayTabs
        {...args}
        id="story-weekday-latest"
        heading="連載 曜日別更新"
        latest={works.slice(0, 6)}
        moreHref="/serial"
      />
      <WeekdayTabs
        {...args}
        id="story-weekday-sunday"
        heading="日曜日（更新なし）"
        now={new Date('2024-06-16T12:00:00+09:00')}
      />
      <WeekdayTabs {...args} id={undefined} heading={undefined} />
    </div>
  ),
};
