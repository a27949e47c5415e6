import type { ViewerManifest } from '@cw/contract/schemas';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ACCEPT_ALL_CONSENT_COOKIE, launchChromium } from './browser';
import { currentPage, stage } from './viewerPage';

// The seeded serial CW_000002 (rtl) goes on in stores after 第2話①: 第2話② cannot be read
// here but is sold, and 第29話① is the next episode readers can open. 次の話へ must not skip
// 第2話② silently: the end panel names it with its store chooser, and 次の話へ comes second.
const READ = 'CW_000002_0003_E';
const SOLD = { code: 'CW_000002_0004_E', title: '第2話②' };
const NEXT = { code: 'CW_000002_0057_E', title: '第29話①' };

const manifestOf = async (code: string) =>
  (await (
    await fetch(`${inject('backendUrl')}/v3/library/viewer/${code}`)
  ).json()) as ViewerManifest;

type Entry = Record<string, unknown> & { event?: string };

/** The analytics events the page sent (within the reader's consent) to the tag manager. */
const events = async (page: Page, name: string) =>
  (
    await page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map(
        (entry) => JSON.parse(JSON.stringify(entry)) as Entry,
      ),
    )
  ).filter((entry) => entry.event === name);

/** A guest who accepted every cookie, so the store chooser's events reach the data layer. */
async function readerContext(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([{ ...ACCEPT_ALL_CONSENT_COOKIE, domain: '127.0.0.1', path: '/' }]);
  // The tag manager's container, answered here (the machine is offline).
  await context.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManager = true;' }),
  );
  return context;
}

/** Opens the episode at its last page and turns past it, onto the end panel. */
async function openEndPanel(context: BrowserContext, manifest: ViewerManifest): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}/viewer/${READ}?page=${manifest.pages.length}`);
  await expect.poll(() => stage(page).getAttribute('data-current-page')).not.toBeNull();
  // PageDown reads on in every direction.
  await page.keyboard.press('End');
  await page.keyboard.press('PageDown');
  await expect.poll(() => stage(page).getAttribute('data-at-end')).toBe('true');
  return page;
}

describe('viewer end panel: the story goes on in stores', () => {
  let browser: Browser;
  let manifest: ViewerManifest;
  beforeAll(async () => {
    [browser, manifest] = await Promise.all([launchChromium(), manifestOf(READ)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has the manifest name 第2話②, sold in stores, before 第29話①, the next readable', () => {
    expect(manifest.episode.title).toBe('第2話①');
    expect(manifest.work.scrollType).toBe('rtl');
    expect(manifest.nextStoreEpisode).toMatchObject({ ...SOLD, isActive: false });
    expect(manifest.nextStoreEpisode?.stores.length).toBeGreaterThan(0);
    expect(manifest.nextEpisode).toMatchObject(NEXT);
  });

  it('says 第2話② はストアで購入できます and opens its store chooser with its purchase links', async () => {
    const stores = manifest.nextStoreEpisode?.stores ?? [];
    const context = await readerContext(browser, { width: 1280, height: 800 });
    const page = await openEndPanel(context, manifest);
    const panel = page.getByTestId('viewer-end-panel');
    const sold = panel.getByRole('region', { name: `${SOLD.title} はストアで購入できます` });
    await expect.poll(() => sold.isVisible()).toBe(true);

    await sold.getByRole('button', { name: 'ストアで購入' }).click();
    const dialog = page.getByRole('dialog', { name: 'ストアを選択' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The chooser names what it sells: the work and 第2話②, not the episode just read.
    expect(await dialog.textContent()).toContain(`${manifest.work.title} ${SOLD.title}`);
    const links = dialog.getByRole('link');
    expect(await links.count()).toBe(stores.length);
    const hrefs = await links.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('href')),
    );
    expect(hrefs.sort()).toEqual(stores.map((store) => store.url).sort());
    const first = links.first();
    expect(await first.getAttribute('target')).toBe('_blank');
    expect(await first.getAttribute('rel')).toBe('noopener');
    await expect.poll(async () => (await events(page, 'store_modal_open')).length).toBe(1);
    expect((await events(page, 'store_modal_open'))[0]).toMatchObject({
      screen: 'viewer',
      subject: 'episode',
      episode_code: SOLD.code,
      work_code: manifest.work.code,
    });

    // Following a purchase link opens the store in a new tab, reported as store_click. The
    // machine is offline: the store's page is stood in for, the new tab still targets it.
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\//);
    await context.route(/^https:\/\//, (route) => route.fulfill({ body: 'store' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), first.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    await popup.close();
    await expect.poll(async () => (await events(page, 'store_click')).length).toBe(1);
    expect((await events(page, 'store_click'))[0]).toMatchObject({
      screen: 'viewer',
      subject: 'episode',
      episode_code: SOLD.code,
      store_code: stores.find((store) => store.url === href)?.code,
    });
    await page.getByRole('button', { name: '閉じる' }).last().click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  }, 120_000);

  it('still leads 次の話へ to 第29話①, the next episode readers can open', async () => {
    const context = await readerContext(browser, { width: 1280, height: 800 });
    const page = await openEndPanel(context, manifest);
    const panel = page.getByTestId('viewer-end-panel');
    const sold = panel.getByTestId('viewer-next-store-episode');
    const next = panel.getByRole('link', { name: new RegExp(`次の話へ.*${NEXT.title}`) });
    await expect.poll(() => next.isVisible()).toBe(true);
    expect(await next.getAttribute('href')).toBe(`/viewer/${NEXT.code}`);
    // The second choice: after the episode sold in stores, which comes first in the story.
    expect(
      await sold.evaluate(
        (group, link) =>
          Boolean(group.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING),
        await next.elementHandle(),
      ),
    ).toBe(true);

    await next.click();
    await page.waitForURL((url) => url.pathname === `/viewer/${NEXT.code}`);
    await expect.poll(() => currentPage(page)).toBe(1);
    await expect
      .poll(async () => (await events(page, 'viewer_action_next'))[0]?.next_episode_code)
      .toBe(NEXT.code);
    await context.close();
  }, 120_000);

  it('fits the choice on a phone held upright', async () => {
    const context = await readerContext(browser, { width: 390, height: 844 });
    const page = await openEndPanel(context, manifest);
    const sold = page.getByRole('region', { name: `${SOLD.title} はストアで購入できます` });
    const button = sold.getByRole('button', { name: 'ストアで購入' });
    await expect.poll(() => button.isVisible()).toBe(true);
    const box = await sold.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390.5).toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'ストアを選択' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('link').count()).toBe(
      manifest.nextStoreEpisode?.stores.length ?? -1,
    );
    await context.close();
  }, 120_000);
});
