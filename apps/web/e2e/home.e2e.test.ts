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

  it('renders the site name and today in Japan time', async () => {
    const page = await browser.newPage();
    const response = await page.goto(inject('baseUrl'));
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ja');
    expect(await page.locator('h1').textContent()).toBe('CWコミック');
    const time = page.locator('main time');
    expect(await time.textContent()).toBe(todayInJapan());
    expect(await time.getAttribute('datetime')).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/,
    );
    expect(await page.getAttribute('meta[property="og:locale"]', 'content')).toBe('ja_JP');
    await page.close();
  });
});
