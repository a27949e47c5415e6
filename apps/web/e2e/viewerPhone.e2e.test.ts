import type { ViewerManifest } from '@cw/contract/schemas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';
import { type CatalogShapes, findCatalogShapes } from './catalogShapes';

const manifestOf = async (code: string) =>
  (await (
    await fetch(`${inject('backendUrl')}/v3/library/viewer/${code}`)
  ).json()) as ViewerManifest;

const root = (page: Page) => page.locator('[data-slot="viewer"]');
const stage = (page: Page) => page.getByTestId('viewer-stage');

/**
 * Records every state the viewer's bars take (`data-controls`), from the first render: a state
 * that lasts 3 s is seen even when the machine is too busy to look in time.
 */
async function recordControls(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { controlsSeen?: string[] }).controlsSeen = seen;
    new MutationObserver(() => {
      const state = document.querySelector('[data-slot="viewer"]')?.getAttribute('data-controls');
      if (state && state !== seen.at(-1)) seen.push(state);
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-controls'],
    });
  });
  return () =>
    page.evaluate(() => [...((window as { controlsSeen?: string[] }).controlsSeen ?? [])]);
}

/** The viewer at phone size (390×844), as a reader on a train holds it. */
async function phonePage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    hasTouch: true,
  });
  return { context, page: await context.newPage() };
}

describe('viewer on a phone', () => {
  let browser: Browser;
  let shapes: CatalogShapes;
  beforeAll(async () => {
    [browser, shapes] = await Promise.all([
      launchChromium(),
      findCatalogShapes(inject('backendUrl')),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('gives the page the whole screen; the bars hide on reading and come back on a centre tap', async () => {
    const { context, page } = await phonePage(browser);
    const controlsSeen = await recordControls(page);
    const rtl = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works/${shapes.works.rtl}`)
    ).json()) as { episodes: { code: string; isActive: boolean }[] };
    const episode = rtl.episodes.find((e) => e.isActive)?.code;
    await page.goto(`${inject('baseUrl')}/viewer/${episode}`);
    await expect.poll(() => stage(page).getAttribute('data-current-page')).toBe('1');
    // The whole window, no site header above it.
    expect(await root(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
    expect(await page.locator('[data-slot="site-header"]').isVisible()).toBe(false);
    // The bars show first (they hide by themselves after 3 s, which a busy machine may pass).
    expect((await controlsSeen())[0]).toBe('shown');

    // The first page turn (a tap on the left in right-to-left reading) hides the bars.
    await page.touchscreen.tap(40, 422);
    await expect.poll(() => stage(page).getAttribute('data-current-page')).not.toBe('1');
    await expect.poll(() => root(page).getAttribute('data-controls')).toBe('hidden');
    // A tap in the centre brings them back; left alone, they go again after a few seconds.
    const beforeTap = (await controlsSeen()).length;
    await page.touchscreen.tap(195, 422);
    await expect.poll(async () => (await controlsSeen()).slice(beforeTap)).toContain('shown');
    await expect.poll(() => root(page).getAttribute('data-controls')).toBe('hidden');
    await context.close();
  }, 60_000);

  it('has the next episode painted on arrival: its first pages were fetched at the end', async () => {
    const manifest = await manifestOf(shapes.episodes.readable);
    const next = manifest.nextEpisode;
    if (!next) throw new Error('the readable episode has no next episode');
    const nextManifest = await manifestOf(next.code);
    const firstPage = nextManifest.pages[0]?.src ?? '';
    const { context, page } = await phonePage(browser);
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (new URL(request.url()).pathname.startsWith(`${firstPage}/`)) fetched.push(request.url());
    });
    const nextPage: { tree: boolean; done: boolean }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== `/viewer/${next.code}`) return;
      const entry = {
        tree: request.headers()['next-router-segment-prefetch'] === '/_tree',
        done: false,
      };
      nextPage.push(entry);
      void request.response().then(() => {
        entry.done = true;
      });
    });
    await page.goto(
      `${inject('baseUrl')}/viewer/${manifest.episode.code}?page=${manifest.pages.length}`,
    );
    await expect.poll(() => stage(page).getAttribute('data-current-page')).not.toBeNull();
    // PageDown reads on in every direction.
    await page.keyboard.press('End');
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.getByTestId('viewer-end-panel').isVisible()).toBe(true);
    // Fetched while the reader was still on the end panel.
    await expect.poll(() => fetched.length).toBeGreaterThan(0);

    // The next episode's page itself (its React payload, not only its route tree) came ahead
    // too: going there asks the server for nothing.
    await expect.poll(() => nextPage.some((request) => !request.tree && request.done)).toBe(true);
    const asked = nextPage.length;
    await page.getByRole('link', { name: new RegExp(`次の話へ.*${next.title}`) }).click();
    await page.waitForURL((url) => url.pathname === `/viewer/${next.code}`);
    const shown = page.locator('img.cw-viewer-page-image').first();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    // The very image fetched ahead: from the cache, no grey placeholder waiting on the network.
    expect(fetched).toContain(await shown.evaluate((img: HTMLImageElement) => img.currentSrc));
    expect(nextPage.length).toBe(asked);
    await context.close();
  }, 60_000);

  it('lets the tap that turns to the end panel follow none of its links', async () => {
    const rtl = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works/${shapes.works.rtl}`)
    ).json()) as { episodes: { code: string; isActive: boolean }[] };
    const readable = rtl.episodes.filter((e) => e.isActive);
    const manifest = await manifestOf(readable[0]?.code ?? '');
    if (!manifest.nextEpisode) throw new Error('the right-to-left episode has no next episode');
    const lastPage = `${inject('baseUrl')}/viewer/${manifest.episode.code}?page=${manifest.pages.length}`;
    const { context, page } = await phonePage(browser);
    const opened = async () => {
      await page.goto(lastPage);
      await expect.poll(() => stage(page).getAttribute('data-current-page')).not.toBeNull();
    };
    // Where 次の話へ appears: in the "next" third (the left, reading right to left).
    await opened();
    await page.keyboard.press('End');
    await page.keyboard.press('PageDown');
    const endPanel = page.getByTestId('viewer-end-panel');
    await expect.poll(() => endPanel.isVisible()).toBe(true);
    const box = await page.getByTestId('viewer-jump-forward').boundingBox();
    if (box === null || box.x > 60) throw new Error('次の話へ is not in the left third');
    const finger = { x: 60, y: box.y + box.height / 2 };

    // A finger held ~100 ms on the last page's "next" third, then lifted: the panel appears
    // under it, and the tap's own click does not open the next episode.
    await opened();
    const cdp = await context.newCDPSession(page);
    const tap = async () => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [finger] });
      await page.waitForTimeout(100);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await tap();
    await expect.poll(() => stage(page).getAttribute('data-at-end')).toBe('true');
    await page.waitForTimeout(1000);
    expect(new URL(page.url()).pathname).toBe(`/viewer/${manifest.episode.code}`);
    // A tap once the finger has lifted and the panel has settled is the reader's choice.
    await tap();
    await page.waitForURL((url) => url.pathname === `/viewer/${manifest.nextEpisode?.code}`);
    await context.close();
  }, 60_000);

  it('labels a trial chapter and leads from its end to the next episode one can read', async () => {
    const manifest = await manifestOf(shapes.episodes.lastTrial);
    const next = manifest.nextEpisode;
    if (!next) throw new Error('the last trial chapter leads nowhere');
    const { context, page } = await phonePage(browser);
    await page.goto(
      `${inject('baseUrl')}/viewer/${manifest.episode.code}?page=${manifest.pages.length}`,
    );
    await expect.poll(() => stage(page).getAttribute('data-current-page')).not.toBeNull();
    expect(await root(page).textContent()).toContain('試し読み');
    await page.keyboard.press('End');
    await page.keyboard.press('PageDown');
    const endPanel = page.getByTestId('viewer-end-panel');
    await expect.poll(() => endPanel.isVisible()).toBe(true);
    expect(await endPanel.textContent()).not.toContain('次の話はまだありません');
    const link = endPanel.getByRole('link', { name: new RegExp(`次の話へ.*${next.title}`) });
    expect(await link.getAttribute('href')).toBe(`/viewer/${next.code}`);
    // The end panel's heading is in sight, not under the top bar.
    const heading = endPanel.getByRole('heading').first();
    const bar = await page.locator('.cw-viewer-toolbar').boundingBox();
    const barBottom = bar ? bar.y + bar.height : 0;
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual(barBottom - 1);
    await context.close();
  }, 60_000);
});
