import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signUp } from './browser';

/** Today's weekday in Japan (木), computed independently of the app's packages. */
function weekdayInJapan(): string {
  return new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', weekday: 'short' }).format(
    new Date(),
  );
}

describe('home page (production build)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the site name, the updates by weekday (today in Japan first) and every section', async () => {
    const page = await browser.newPage();
    const response = await page.goto(inject('baseUrl'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.locator('h1').textContent()).toBe('CWコミック');
    // Serials by weekday, today's tab (in Japan) chosen, its works listed.
    expect(await page.locator('#daily h2').textContent()).toBe('曜日別の更新');
    const today = page.locator('#daily').getByRole('tab', { selected: true });
    expect(await today.textContent()).toContain(weekdayInJapan());
    // Its works, or the empty state: just after midnight in Japan nothing may be out yet today.
    const todayDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
      new Date(),
    );
    const todays = (await (
      await fetch(`${inject('baseUrl')}/api/daily/new?date=${todayDate}`)
    ).json()) as { items: unknown[] };
    const listed = await page.locator('#daily [role="tabpanel"] a[href^="/detail/"]').count();
    if (todays.items.length > 0) expect(listed).toBeGreaterThan(0);
    else {
      expect(await page.locator('#daily [role="tabpanel"]').textContent()).toContain(
        'この曜日に更新される作品はありません',
      );
    }
    // Another day's tab shows that day's serials, fetched when chosen: the shared HTML carries
    // today's only.
    const tabs = page.locator('#daily').getByRole('tab');
    const selected = await tabs.evaluateAll((all) =>
      all.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
    );
    const yesterdayDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
      new Date(Date.now() - 24 * 60 * 60 * 1000),
    );
    const fetched = page.waitForResponse(
      (answer) =>
        answer.url().includes('/api/daily/new?') &&
        new URL(answer.url()).searchParams.get('date') === yesterdayDate,
    );
    const yesterday = tabs.nth((selected + 6) % 7);
    await yesterday.click();
    const answer = await fetched;
    expect(answer.status()).toBe(200);
    const { items } = (await answer.json()) as { items: { code: string }[] };
    await expect.poll(() => yesterday.getAttribute('aria-selected')).toBe('true');
    expect(await tabs.nth(selected).getAttribute('aria-selected')).toBe('false');
    const shown = page.locator('#daily [role="tabpanel"] a[href^="/detail/"]');
    await expect.poll(() => shown.count()).toBe(items.length);
    if (items.length === 0) {
      expect(await page.locator('#daily [role="tabpanel"]').textContent()).toContain(
        'この曜日に更新される作品はありません',
      );
    }
    // Every section of the home page, in order.
    const headings = await page.locator('main h2').allTextContents();
    for (const section of ['ランキング', '新連載', '無料キャンペーン', 'トピックス', 'レーベル']) {
      expect(headings).toContain(section);
    }
    expect(await page.locator('main [aria-roledescription="carousel"]').count()).toBe(1);
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('ja_JP');
    await page.close();
  });

  it('puts 続きを読む near the top for a signed-in reader who has read', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await signUp(context, `${inject('baseUrl')}/`);
    const detail = await (await fetch(`${inject('backendUrl')}/v3/library/works?perPage=1`)).json();
    const work = await (
      await fetch(`${inject('backendUrl')}/v3/library/works/${detail.items[0].code}`)
    ).json();
    const episode = work.episodes.find((e: { isActive: boolean }) => e.isActive);
    await page.goto(`${inject('baseUrl')}/viewer/${episode.code}`);
    // Recorded in the history once the viewer has opened the episode.
    const historyLines = async () =>
      (await (await context.request.get(`${inject('baseUrl')}/api/membership/history/list`)).json())
        .items.length;
    await expect.poll(historyLines).toBeGreaterThan(0);
    await page.goto(`${inject('baseUrl')}/`);
    const headings = page.locator('main h2');
    await expect.poll(() => headings.allTextContents()).toContain('続きを読む');
    const order = await headings.allTextContents();
    expect(order.indexOf('続きを読む')).toBeLessThan(order.indexOf('曜日別の更新'));
    await context.close();
  }, 150_000);
});
