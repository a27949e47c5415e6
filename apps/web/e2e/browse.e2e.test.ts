import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, whenSiteLinksListen } from './browser';

const backend = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${inject('backendUrl')}${path}`)).json()) as T;

describe('browsing pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('is shared-cacheable HTML', async () => {
    for (const route of ['/ranking', '/label', '/new']) {
      const response = await fetch(`${inject('baseUrl')}${route}`);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('cache-control') ?? '', route).toContain('s-maxage');
    }
  });

  it('prefetches the links near the viewport once the page has loaded, not the far ones, never the fine print', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const prefetched: { path: string; at: number }[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch'] === '1') {
        prefetched.push({ path: new URL(request.url()).pathname, at: Date.now() });
      }
    });
    let loadedAt = Number.POSITIVE_INFINITY;
    page.on('load', () => {
      loadedAt = Date.now();
    });
    await page.goto(`${inject('baseUrl')}/ranking`);
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);
    // None competed with the page's own load.
    expect(prefetched.filter(({ at }) => at < loadedAt)).toEqual([]);
    // A link far below the first screen of a long list waits until reached (whether reaching
    // it sends a request is the router's: it reuses a route tree it has, so it is not asserted
    // here; idlePrefetch.test.ts covers the rule).
    const far = page.locator('main a[href^="/detail/"]').last();
    expect(prefetched.map(({ path }) => path)).not.toContain(await far.getAttribute('href'));
    // The footer's fine print is never prefetched.
    await page.locator('footer a[href="/terms"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1000);
    expect(prefetched.map(({ path }) => path)).not.toContain('/terms');
    await page.close();
  });

  it('opens a page of the site from a server-rendered link without loading a document', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('baseUrl')}/ranking`);
    // A link is a plain anchor: no client component of its own, one listener for the site,
    // there once the page has hydrated.
    await whenSiteLinksListen(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const tile = page.locator('main a[href^="/detail/"]').first();
    const href = await tile.getAttribute('href');
    await tile.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    // A click the browser keeps (a new tab) leaves this page where it is.
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page
        .locator('header a[href="/ranking"]')
        .first()
        .click({ modifiers: ['Control'] }),
    ]);
    expect(page.url()).toContain(href);
    await opened.close();
    await page.close();
  });

  it('loads further released volumes on /release as the reader scrolls past the first 60', async () => {
    const { total } = await backend<{ total: number }>('/v3/library/comics/new?perPage=1');
    expect(total).toBeGreaterThan(120);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('baseUrl')}/release`);
    const volumes = page.locator('main a[href^="/detail/"]');
    const first = await volumes.count();
    expect(first).toBe(60);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => volumes.count()).toBe(120);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => volumes.count()).toBe(180);
    await page.close();
  });

  it('loads a label’s further works as the reader scrolls', async () => {
    const { items: labels } = await backend<{ items: { code: string }[] }>('/v3/library/labels');
    let biggest = { code: '', total: 0 };
    for (const { code } of labels) {
      const { total } = await backend<{ total: number }>(
        `/v3/library/works?label=${code}&perPage=1`,
      );
      if (total > biggest.total) biggest = { code, total };
    }
    expect(biggest.total).toBeGreaterThan(48);
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${inject('baseUrl')}/label/${biggest.code}/contents`);
    const tiles = page.locator('main a[href^="/detail/"]');
    expect(await tiles.count()).toBe(48);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => tiles.count()).toBe(Math.min(biggest.total, 96));
    await page.close();
  });

  it('lists every label, each linking to its page', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/label`);
    const first = page.locator('main a[href^="/label/"]').first();
    const text = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/label\/[^/]+$/);
    const heading = ((await page.locator('h1').textContent()) ?? '').trim();
    expect(heading.length).toBeGreaterThan(0);
    expect(text).toContain(heading);
    await page.close();
  });

  it('ranks works per genre, each linking to its page', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/ranking`);
    const ranked = page.locator('main ol a[href^="/detail/"]');
    expect(await ranked.count()).toBeGreaterThan(0);
    const genreLink = page.locator('main nav a[href^="/ranking/"]').first();
    const href = (await genreLink.getAttribute('href')) ?? '';
    await genreLink.click();
    await page.waitForURL(`${inject('baseUrl')}${href}`);
    expect(await page.locator('h1').textContent()).toMatch(/ランキング$/);
    await page.close();
  });
});
