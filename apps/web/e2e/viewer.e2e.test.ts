import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signUp } from './browser';
import { activePages, currentPage, findEpisode, spreadViews, stage } from './viewerPage';

describe('viewer', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads an rtl episode to its end with the keyboard, spreads paired as the manifest requires, history recorded', async () => {
    const manifest = await findEpisode('rtl', (m) => m.pages.some((p) => p.width > p.height));
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const viewerUrl = `${inject('baseUrl')}/viewer/${manifest.episode.code}`;
    const page = await signUp(context, viewerUrl);
    await expect.poll(() => currentPage(page)).toBe(1);

    // Views as the layout rules pair them: first page alone, a wide page alone.
    const expected = spreadViews(manifest);
    const seen: string[] = [];
    for (let turn = 0; turn < expected.length; turn += 1) {
      seen.push((await activePages(page)) ?? '');
      await page.keyboard.press('ArrowLeft'); // next page in right-to-left reading
    }
    expect(seen).toEqual(expected);
    await expect.poll(() => page.getByTestId('viewer-end-panel').isVisible()).toBe(true);
    expect(await stage(page).getAttribute('data-at-end')).toBe('true');
    const alt = await page.locator('img.cw-viewer-page-image').first().getAttribute('alt');
    expect(alt).toMatch(/\d+ページ$/);

    // Recorded in the reader's history (the browser sent it while reading)…
    const history = async () =>
      (await (
        await context.request.get(
          `${inject('baseUrl')}/api/membership/history?seriesId=${manifest.work.id}`,
        )
      ).json()) as Record<string, boolean>;
    await expect.poll(async () => (await history())[String(manifest.episode.id)]).toBe(true);
    // …and shown on the work page.
    await page.goto(`${inject('baseUrl')}/detail/${manifest.work.code}`);
    const card = page.locator(`a[href="/viewer/${manifest.episode.code}"]`).first();
    await expect.poll(() => card.textContent()).toContain('既読');
    await context.close();
  }, 90_000);

  it('gives a desktop spread the whole window once the bars and the header hide, a mouse move brings them back', async () => {
    const manifest = await findEpisode('rtl', () => true);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${inject('baseUrl')}/viewer/${manifest.episode.code}`);
    await expect.poll(() => currentPage(page)).toBe(1);
    const viewer = page.locator('[data-slot="viewer"]');
    const header = page.locator('[data-slot="site-header"]');
    // The viewer has the whole window from the start: the header lies over its top.
    expect(await viewer.boundingBox()).toMatchObject({ y: 0, height: 800 });
    expect(await header.isVisible()).toBe(true);
    const shownAt = await page.locator('img.cw-viewer-page-image').first().boundingBox();
    // Left alone, the bars and the header go; nothing of the page moves.
    await expect.poll(() => viewer.getAttribute('data-controls')).toBe('hidden');
    await expect.poll(() => header.evaluate((e) => getComputedStyle(e).opacity)).toBe('0');
    expect(await page.locator('img.cw-viewer-page-image').first().boundingBox()).toEqual(shownAt);
    // The mouse brings them back; the keys that turn pages read on without them.
    await page.mouse.move(640, 400);
    await page.mouse.move(660, 420);
    await expect.poll(() => viewer.getAttribute('data-controls')).toBe('shown');
    await expect.poll(() => header.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => viewer.getAttribute('data-controls')).toBe('hidden');
    await page.close();
  });

  it('paints the header whole and in its reading layout from its own HTML, before the viewer is parsed', async () => {
    const manifest = await findEpisode('rtl', () => true);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The page as Chromium may paint it while the HTML arrives: cut at `cut`, no script.
    let cut = '</header>';
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.route(/\/(viewer|detail)\//, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      await route.fulfill({ response, body: html.slice(0, html.indexOf(cut) + cut.length) });
    });
    const layout = () =>
      page.locator('[data-slot="site-header"]').evaluate((header) => ({
        position: getComputedStyle(header).position,
        nav: getComputedStyle(header.querySelector('nav') as Element).display,
        search: getComputedStyle(header.querySelector('a[href="/search"]') as Element).visibility,
      }));
    const viewerUrl = `${inject('baseUrl')}/viewer/${manifest.episode.code}`;
    await page.goto(viewerUrl);
    // One row laid over the viewer's top, as it stays once the viewer is there.
    expect(await layout()).toEqual({ position: 'fixed', nav: 'none', search: 'visible' });
    // Other pages keep the site's header, sections and all.
    await page.goto(`${inject('baseUrl')}/detail/${manifest.work.code}`);
    const site = await layout();
    expect(site).toMatchObject({ position: 'relative', search: 'visible' });
    expect(site.nav).not.toBe('none');
    // Cut inside it (the account slot not there yet), it shows nothing that would then move.
    cut = 'cw-ui-site-header__search-label';
    await page.goto(viewerUrl);
    expect(await layout()).toMatchObject({ search: 'hidden' });
    await page.close();
  });

  it('opens ?page=N directly, keeps the page in the URL and resumes there', async () => {
    const manifest = await findEpisode('rtl', (m) => m.pages.length >= 8);
    const page = await browser.newPage({ viewport: { width: 600, height: 900 } });
    await page.goto(`${inject('baseUrl')}/viewer/${manifest.episode.code}?page=5`);
    await expect.poll(() => currentPage(page)).toBe(5);
    expect(await activePages(page)).toBe('5'); // one page on a narrow screen
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('6');
    // Reopened without ?page, a guest resumes where this device left off.
    await page.goto(`${inject('baseUrl')}/viewer/${manifest.episode.code}`);
    await expect.poll(() => currentPage(page)).toBe(6);
    await page.keyboard.press('End');
    await expect.poll(() => currentPage(page)).toBe(manifest.pages.length);
    await page.close();
  });

  it('reads a vsc episode by scrolling to its end panel', async () => {
    const manifest = await findEpisode('vsc');
    const page = await browser.newPage({ viewport: { width: 600, height: 900 } });
    await page.goto(`${inject('baseUrl')}/viewer/${manifest.episode.code}`);
    await expect
      .poll(() => page.locator('[data-slot="viewer"]').getAttribute('data-layout'))
      .toBe('vertical');
    // Boxes are sized before their images load: no gaps, no shift.
    expect(await page.locator('.cw-viewer-strip__page').count()).toBe(manifest.pages.length);
    // ?page=N opens the strip at that page.
    await page.goto(`${inject('baseUrl')}/viewer/${manifest.episode.code}?page=4`);
    await expect.poll(() => currentPage(page)).toBe(4);
    expect(new URL(page.url()).searchParams.get('page')).toBe('4');
    await page.goto(`${inject('baseUrl')}/viewer/${manifest.episode.code}?page=1`);
    await expect.poll(() => currentPage(page)).toBe(1);
    await page.mouse.move(300, 450);
    let previous = 0;
    const reached: number[] = [];
    for (let i = 0; i < manifest.pages.length * 4; i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
      if ((await stage(page).getAttribute('data-at-end')) === 'true') break;
      const current = await currentPage(page);
      if (current !== previous) reached.push(current);
      previous = current;
    }
    await expect.poll(() => stage(page).getAttribute('data-at-end')).toBe('true');
    expect(await page.getByTestId('viewer-end-panel').isVisible()).toBe(true);
    // Scrolling went down through the pages in order.
    expect(reached).toEqual([...reached].sort((a, b) => a - b));
    expect(reached.at(-1)).toBeGreaterThan(manifest.pages.length / 2);
    await page.close();
  }, 60_000);

  it('zooms at the pointer with a double click, pans by dragging, and resets on page turn', async () => {
    const manifest = await findEpisode('rtl', (m) => m.pages.length >= 4);
    const page = await browser.newPage({ viewport: { width: 800, height: 900 } });
    await page.goto(`${inject('baseUrl')}/viewer/${manifest.episode.code}?page=2`);
    await expect.poll(() => activePages(page)).toMatch(/\b2\b/);
    const view = page.locator('.cw-viewer-view[data-active="true"]');
    const surface = page.locator('.cw-viewer-paged');
    await page.mouse.dblclick(400, 450);
    await expect.poll(() => surface.getAttribute('data-zoomed')).toBe('true');
    const zoomed = await view.getAttribute('style');
    await page.mouse.move(400, 450);
    await page.mouse.down();
    await page.mouse.move(300, 350, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => view.getAttribute('style')).not.toBe(zoomed);
    const zoomedPages = await activePages(page);
    expect(zoomedPages).toMatch(/\b2\b/); // dragging while zoomed pans, it does not turn
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => activePages(page)).not.toBe(zoomedPages);
    await expect.poll(() => surface.getAttribute('data-zoomed')).toBe('false');
    await page.close();
  });

  it('restores the reading direction, presentation mode and spread shift after a reload', async () => {
    const manifest = await findEpisode('rtl', (m) => m.pages.length >= 6);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const url = `${inject('baseUrl')}/viewer/${manifest.episode.code}?page=3`;
    await page.goto(url);
    await expect.poll(() => activePages(page)).toMatch(/\b3\b/);
    const before = await activePages(page);
    await page.getByTestId('viewer-spread-shift').click();
    await expect.poll(() => activePages(page)).not.toBe(before);
    const shifted = await activePages(page);
    await page.getByRole('button', { name: 'ワイド表示' }).click();
    await expect
      .poll(() => page.locator('[data-slot="viewer"]').getAttribute('data-presentation-mode'))
      .toBe('wide');
    await page.getByRole('button', { name: '縦読み' }).click();
    await expect
      .poll(() => page.locator('[data-slot="viewer"]').getAttribute('data-layout'))
      .toBe('vertical');

    await page.reload();
    const root = page.locator('[data-slot="viewer"]');
    await expect.poll(() => root.getAttribute('data-layout')).toBe('vertical');
    expect(await root.getAttribute('data-presentation-mode')).toBe('wide');
    const stored = await page.evaluate(() => localStorage.getItem('cw-viewer--work-direction'));
    expect(JSON.parse(stored ?? '[]')).toContainEqual({
      workCode: manifest.work.code,
      direction: 'vertical',
    });
    await page.getByRole('button', { name: '横読み' }).click();
    await expect.poll(() => root.getAttribute('data-layout')).toBe('spread');
    // The spread shift outlived the reloads too: page 3 pairs as it did once shifted.
    await page.goto(url);
    await expect.poll(() => activePages(page)).toBe(shifted);
    await page.close();
  });

  it("paints the page a link opens, in the reader's stored layout, before the app's scripts run", async () => {
    const manifest = await findEpisode('rtl', (m) => m.pages.length >= 4);
    const url = `${inject('baseUrl')}/viewer/${manifest.episode.code}`;
    // The server HTML itself: the start page's image, fetched first, for page 1 and ?page=N.
    const startImage = (html: string, index: number) =>
      new RegExp(`<img[^>]*fetchPriority="high"[^>]*data-page-index="${index}"`, 'i').test(html);
    const html = await (await fetch(url)).text();
    expect(startImage(html, 0)).toBe(true);
    const atPage3 = await (await fetch(`${url}?page=3`)).text();
    expect(startImage(atPage3, 2)).toBe(true);
    expect(startImage(atPage3, 0)).toBe(false);
    // Past the last page, the last, as the viewer opens it.
    const pastEnd = await (await fetch(`${url}?page=${manifest.pages.length + 5}`)).text();
    expect(startImage(pastEnd, manifest.pages.length - 1)).toBe(true);

    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const skeleton = page.getByTestId('viewer-skeleton');
    const image = skeleton.locator('img.cw-viewer-page-image');
    const painted = () =>
      image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth > 0);
    // The server HTML alone, as the reader sees it before the app's scripts have run.
    const scripts = '**/_next/static/chunks/**/*.js';
    const abort = (route: { abort: () => Promise<void> }) => route.abort();

    // Nothing stored: the work's own paged shape, the page whole and centred in the window.
    await page.route(scripts, abort);
    await page.goto(`${url}?page=3`);
    expect(await skeleton.getAttribute('data-layout')).toBe('paged');
    expect(await image.getAttribute('data-page-index')).toBe('2');
    await expect.poll(painted).toBe(true);
    const box = await image.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390.5).toBe(true);
    expect(box && Math.abs(box.y + box.height / 2 - 844 / 2)).toBeLessThan(1);

    // 縦読み stored for the work: a strip from the first paint, as the viewer will show.
    await page.evaluate(
      (workCode) =>
        localStorage.setItem(
          'cw-viewer--work-direction',
          JSON.stringify([{ workCode, direction: 'vertical' }]),
        ),
      manifest.work.code,
    );
    await page.goto(url);
    expect(await skeleton.getAttribute('data-layout')).toBe('vertical');
    expect(await image.getAttribute('data-page-index')).toBe('0');
    await expect.poll(painted).toBe(true);
    expect((await image.boundingBox())?.y).toBe(0);

    await page.unroute(scripts, abort);
    await page.reload();
    await expect
      .poll(() => page.locator('[data-slot="viewer"]').getAttribute('data-layout'))
      .toBe('vertical');
    await page.close();
  });
});
