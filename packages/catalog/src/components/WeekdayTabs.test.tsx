import { buildWorkSummaries, buildWorkSummary } from '@cw/fixtures';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeekdayTabs } from './WeekdayTabs';

afterEach(cleanup);

// A Wednesday in Japan (2024-06-19 09:00 JST), still Tuesday in UTC and in Los Angeles.
const WEDNESDAY = new Date('2024-06-19T00:00:00Z');

const byWeekday = {
  mon: [buildWorkSummary(1, { title: '月の作品' })],
  tue: [buildWorkSummary(2, { title: '火の作品' })],
  wed: buildWorkSummaries(3, 10),
};

const panel = () => screen.getByRole('tabpanel');
const titles = () =>
  within(panel())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('WeekdayTabs', () => {
  it('has a tab per weekday, Monday first, each named by the full day', () => {
    render(<WeekdayTabs worksByWeekday={byWeekday} now={WEDNESDAY} />);
    const list = screen.getByRole('tablist', { name: '曜日別の更新' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['月月曜日', '火火曜日', '水水曜日', '木木曜日', '金金曜日', '土土曜日', '日日曜日']);
    expect(screen.getByRole('tab', { name: '月曜日' })).toBeTruthy();
  });

  it("selects today's weekday in Japan, with its works", () => {
    render(<WeekdayTabs worksByWeekday={byWeekday} now={WEDNESDAY} />);
    expect(screen.getByRole('tab', { name: '水曜日' }).getAttribute('aria-selected')).toBe('true');
    expect(titles()).toEqual(['作品10', '作品11', '作品12']);
  });

  it('moves between days with the arrow keys and shows their works', async () => {
    const user = userEvent.setup();
    render(<WeekdayTabs worksByWeekday={byWeekday} now={WEDNESDAY} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '水曜日' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '火曜日' }).getAttribute('aria-selected')).toBe('true');
    expect(titles()).toEqual(['火の作品']);
    await user.keyboard('{Home}');
    expect(titles()).toEqual(['月の作品']);
  });

  it('tells an app which day the reader chose, and shows that day loading until it comes', async () => {
    const user = userEvent.setup();
    const onTabChange = vi.fn();
    const today = { wed: byWeekday.wed };
    const { rerender } = render(
      <WeekdayTabs worksByWeekday={today} now={WEDNESDAY} onTabChange={onTabChange} />,
    );
    await user.click(screen.getByRole('tab', { name: '火曜日' }));
    expect(onTabChange).toHaveBeenLastCalledWith('tue');
    rerender(
      <WeekdayTabs
        worksByWeekday={today}
        pendingTabs={['tue']}
        now={WEDNESDAY}
        onTabChange={onTabChange}
      />,
    );
    expect(panel().textContent).toBe('読み込み中');
    rerender(
      <WeekdayTabs
        worksByWeekday={{ ...today, tue: byWeekday.tue }}
        now={WEDNESDAY}
        onTabChange={onTabChange}
      />,
    );
    expect(titles()).toEqual(['火の作品']);
  });

  it('says so on a day without serials', async () => {
    const user = userEvent.setup();
    render(<WeekdayTabs worksByWeekday={byWeekday} now={WEDNESDAY} />);
    await user.click(screen.getByRole('tab', { name: '日曜日' }));
    expect(panel().textContent).toBe('この曜日に更新される作品はありません');
  });

  it('puts 最新 first when the latest updates are given, still selecting today', async () => {
    const user = userEvent.setup();
    render(
      <WeekdayTabs
        worksByWeekday={byWeekday}
        latest={[buildWorkSummary(40, { title: '最新の作品' })]}
        now={WEDNESDAY}
      />,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]?.textContent).toBe('最新');
    expect(tabs).toHaveLength(8);
    expect(screen.getByRole('tab', { name: '水曜日' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: '最新' }));
    expect(titles()).toEqual(['最新の作品']);
  });

  it('names the section and the tab list by a visible heading', () => {
    render(
      <WeekdayTabs
        worksByWeekday={byWeekday}
        now={WEDNESDAY}
        heading="連載 曜日別更新"
        id="weekday"
        moreHref="/serial"
      />,
    );
    const region = screen.getByRole('region', { name: '連載 曜日別更新' });
    expect(within(region).getByRole('tablist', { name: '連載 曜日別更新' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'もっと見る' }).getAttribute('href')).toBe(
      '/serial',
    );
  });

  it('leads to works and reports followed tiles', async () => {
    const user = userEvent.setup();
    const onWorkClick = vi.fn();
    render(
      <WeekdayTabs
        worksByWeekday={byWeekday}
        now={WEDNESDAY}
        workHref={(work) => `/works/${work.id}`}
        onWorkClick={onWorkClick}
      />,
    );
    const link = within(panel()).getByRole('link', { name: '作品10' });
    expect(link.getAttribute('href')).toBe('/works/10');
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(link);
    expect(onWorkClick).toHaveBeenCalledWith(byWeekday.wed[0]);
  });

  it("renders today's tab on the server", () => {
    const html = renderToString(<WeekdayTabs worksByWeekday={byWeekday} now={WEDNESDAY} />);
    expect(html).toContain('作品10');
    expect(html).not.toContain('月の作品');
  });
});
