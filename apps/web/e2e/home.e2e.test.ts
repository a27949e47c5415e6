import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/** Today's month, day and weekday in Japan, computed independently of @cw/dates. */
function todayInJapan(): string {
  const parts = new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    month: 'numeric',
    day: 'numeric',
    weekday: 'short',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return `${part('month')}月${part('day')}日(${part('weekday')})`;
}

describe('home page (production build)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders the site name, today’s updates in Japan time and every section', async () => {
    const page = await browser.newPage();
    const response = await page.goto(inject('baseUrl'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.locator('h1').textContent()).toBe('CWコミック');
    // Today's updates are headed with today's date in Japan.
    expect(await page.locator('#daily h2').textContent()).toBe(`${todayInJapan()}の更新`);
    // Every section of the home page, in order.
    const headings = await page.locator('main h2').allTextContents();
    for (const section of ['ランキング', '新連載', '無料キャンペーン', 'トピックス', 'レーベル']) {
      expect(headings).toContain(section);
    }
    expect(await page.locator('main [aria-roledescription="carousel"]').count()).toBe(1);
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('ja_JP');
    await page.close();
  });
});
