import { analyticsEventSchema } from '@cw/analytics/schemas';
import type { ViewerManifest } from '@cw/contract/schemas';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, REQUIRED_ONLY_CONSENT_COOKIE, signUp } from './browser';
import { findCatalogShapes } from './catalogShapes';
import { findEpisode, stage } from './viewerPage';

/** Where Google Tag Manager would be loaded from: answered here, counted. */
const TAG_MANAGER = /^https:\/\/www\.googletagmanager\.com\//;

type Entry = Record<string, unknown> & { event?: string };

async function dataLayer(page: Page): Promise<Entry[]> {
  return page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      // Consent commands are `arguments` objects: keep them as lists.
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { command: Array.from(entry as ArrayLike<unknown>) }
        : (JSON.parse(JSON.stringify(entry)) as Entry),
    ),
  );
}

const events = async (page: Page, name: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === name);

/**
 * The first `name` event of the page, once there is one: events are sent by the analytics
 * runtime, which loads after hydration, so one may still be on its way when its cause is seen.
 */
async function firstEvent(page: Page, name: string): Promise<Entry | undefined> {
  await expect.poll(async () => (await events(page, name)).length).toBeGreaterThan(0);
  return (await events(page, name))[0];
}

/** Counts the tag manager's requests of a context and answers them with a stub container. */
async function stubTagManager(context: BrowserContext): Promise<() => number> {
  let requests = 0;
  await context.route(TAG_MANAGER, (route) => {
    requests += 1;
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagManager = true;' });
  });
  return () => requests;
}

const consentCookie = async (context: BrowserContext) =>
  (await context.cookies(inject('baseUrl'))).find((cookie) => cookie.name === 'cw_consent')?.value;

describe('analytics within consent', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium({ firstVisit: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the consent notice of a first visit from the server HTML, before any script runs', async () => {
    // In the HTML every reader shares: hidden, with the script that shows it on a first visit.
    const html = await (await fetch(`${inject('baseUrl')}/ranking`)).text();
    expect(html).toMatch(/<section[^>]*class="cw-consent-notice"[^>]*hidden=""[^>]*><script>/);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // The server HTML alone, as the reader sees it before the app's scripts have run.
    await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
    await page.goto(`${inject('baseUrl')}/ranking`);
    const notice = page.getByRole('dialog', { name: 'Cookieの利用について' });
    expect(await notice.isVisible()).toBe(true);
    // Its choices wait for the app, which keeps them.
    expect(await notice.getByRole('button', { name: 'すべて同意する' }).isDisabled()).toBe(true);
    // A reader who has chosen never sees it.
    await context.addCookies([{ ...REQUIRED_ONLY_CONSENT_COOKIE, domain: '127.0.0.1', path: '/' }]);
    await page.reload();
    expect(await notice.isVisible()).toBe(false);
    await context.close();
  });

  it('asks in a compact bar while reading, clear of the page, and leaves the keys to it', async () => {
    const manifest = await findEpisode('rtl');
    const viewer = `${inject('baseUrl')}/viewer/${manifest.episode.code}`;
    // A phone: a bar along the bottom edge, at most 15 % of the screen.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await phone.newPage();
    await page.goto(viewer);
    const notice = page.getByRole('dialog', { name: 'Cookieの利用について' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    const bar = await notice.boundingBox();
    expect(bar?.height ?? 844).toBeLessThanOrEqual(0.15 * 844);
    expect((bar?.y ?? 0) + (bar?.height ?? 0)).toBe(844);
    expect(bar?.y ?? 0).toBeGreaterThan(844 / 2);
    await expect
      .poll(() => notice.getByRole('button', { name: '設定を変更する' }).isEnabled())
      .toBe(true);
    await phone.close();
    // A desktop: the page turns with the keys while the question waits.
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const reading = await desktop.newPage();
    await reading.goto(viewer);
    await expect.poll(() => stage(reading).getAttribute('data-current-page')).toBe('1');
    await expect
      .poll(() => reading.getByRole('dialog', { name: 'Cookieの利用について' }).isVisible())
      .toBe(true);
    const focused = () =>
      reading.evaluate(
        () => (document.activeElement?.closest('.cw-consent-notice') ?? null) !== null,
      );
    expect(await focused()).toBe(false);
    await reading.keyboard.press('PageDown');
    await expect.poll(() => stage(reading).getAttribute('data-current-page')).not.toBe('1');
    expect(await focused()).toBe(false);
    await desktop.close();
  });

  it('declining loads no tag manager and sends no event', async () => {
    const context = await browser.newContext();
    const tagManagerRequests = await stubTagManager(context);
    const page = await context.newPage();
    await page.goto(inject('baseUrl'));
    const banner = page.getByRole('dialog', { name: 'Cookieの利用について' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    // Nothing outside required before the choice.
    expect(tagManagerRequests()).toBe(0);
    expect(await events(page, 'route-changed')).toEqual([]);
    await banner.getByRole('button', { name: '必須のみ許可する' }).click();
    expect(await consentCookie(context)).toBe('1.1000000');
    await expect.poll(() => banner.isVisible()).toBe(false);
    // Browse on: a soft navigation and a click on a work tile.
    await page.getByRole('link', { name: 'ランキングをもっと見る' }).click();
    await page.waitForURL(/\/ranking$/);
    await page.locator('[data-work-id] a').first().click();
    await page.waitForURL(/\/detail\//);
    await page.reload();
    expect(await page.getByRole('dialog', { name: 'Cookieの利用について' }).count()).toBe(0);
    expect(tagManagerRequests()).toBe(0);
    expect((await dataLayer(page)).filter((entry) => entry.event)).toEqual([]);
    await context.close();
  }, 90_000);

  it('lists the choice on this browser category by category on /optout', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/optout`);
    const row = (name: string) =>
      page
        .locator('.cw-consent__item')
        .filter({ has: page.getByRole('term').filter({ hasText: name }) });
    // Seven categories, named in Japanese; nothing chosen yet but the required ones.
    await expect.poll(() => page.locator('.cw-consent__item').count()).toBe(7);
    expect(await row('必須').locator('dd').textContent()).toMatch(/^許可/);
    expect(await row('パフォーマンス').locator('dd').textContent()).toMatch(
      /^未選択（計測しません）/,
    );
    await page
      .getByRole('dialog', { name: 'Cookieの利用について' })
      .getByRole('button', { name: '必須のみ許可する' })
      .click();
    await expect.poll(() => row('パフォーマンス').locator('dd').textContent()).toMatch(/^拒否/);
    await context.close();
  });

  it('accepting loads the tag manager and reports reading, the store chooser and a follow', async () => {
    const { episodes } = await findCatalogShapes(inject('backendUrl'));
    // A volume's 試し読み: its end panel offers the volume's stores.
    const manifest = (await (
      await fetch(`${inject('backendUrl')}/v3/library/viewer/${episodes.trial}`)
    ).json()) as ViewerManifest;
    expect(manifest.volumeStores.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const tagManagerRequests = await stubTagManager(context);
    const viewerUrl = `${inject('baseUrl')}/viewer/${manifest.episode.code}`;
    const page = await signUp(context, viewerUrl);
    const banner = page.getByRole('dialog', { name: 'Cookieの利用について' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'すべて同意する' }).click();
    expect(await consentCookie(context)).toBe('1.1111111');
    await expect.poll(() => banner.isVisible()).toBe(false);
    // The container loads after the consent default and the gtm.js start.
    await expect.poll(tagManagerRequests).toBe(1);
    const layer = await dataLayer(page);
    const consentDefault = layer.findIndex((entry) => {
      const command = entry.command as unknown[] | undefined;
      return command?.[0] === 'consent' && command[1] === 'default';
    });
    expect(consentDefault).toBeGreaterThanOrEqual(0);
    expect(layer[consentDefault]?.command).toContainEqual(
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    );
    expect(layer.findIndex((entry) => entry.event === 'gtm.js')).toBeGreaterThan(consentDefault);

    const read = await firstEvent(page, 'episode_read');
    expect(read).toMatchObject({
      episode_code: manifest.episode.code,
      work_code: manifest.work.code,
      service_type: 'trial',
      read_type: 'free',
      visitor_type: 'user',
      page_count: manifest.episode.internal.pageCount,
    });
    expect(['tate_yomi', 'yoko_yomi']).toContain(read?.reading_direction);
    expect(['tate', 'yoko']).toContain(read?.comic_type);

    // To the last page, then past it: a paged viewer turns to the end panel, a vertical strip
    // is scrolled on to it. The panel is laid out in the page before the reader reaches it, so
    // its being reached is the stage's `data-at-end`, not its being visible.
    await page.keyboard.press('End');
    if (manifest.work.scrollType === 'vsc') {
      await page.mouse.move(640, 400);
      await expect
        .poll(async () => {
          await page.mouse.wheel(0, 800);
          return stage(page).getAttribute('data-at-end');
        })
        .toBe('true');
    } else {
      await page.keyboard.press(
        manifest.work.originalDirection === 'ltr' ? 'ArrowRight' : 'ArrowLeft',
      );
      await expect.poll(() => stage(page).getAttribute('data-at-end')).toBe('true');
    }
    const end = page.getByRole('heading', { name: /この話を収録したコミックス/ });
    expect(await end.isVisible()).toBe(true);
    await expect.poll(async () => (await events(page, 'end_of_book')).length).toBe(1);

    await page
      .getByRole('button', { name: /ストア/ })
      .first()
      .click();
    await expect.poll(async () => (await events(page, 'store_modal_open')).length).toBe(1);
    expect(await firstEvent(page, 'store_modal_open')).toMatchObject({
      screen: 'viewer',
      subject: 'episode',
      episode_code: manifest.episode.code,
      work_code: manifest.work.code,
    });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'フォローする' }).click();
    await expect.poll(async () => (await events(page, 'content_follow_on')).length).toBe(1);
    expect(await firstEvent(page, 'content_follow_on')).toMatchObject({
      work_id: manifest.work.id,
      work_code: manifest.work.code,
      visitor_type: 'user',
    });
    // Every event sent is whole: its fields as @cw/analytics types them.
    for (const { visitor_type, ...event } of await dataLayer(page)) {
      if (!event.event || event.event.startsWith('gtm.')) continue;
      expect(visitor_type).toBe('user');
      expect(analyticsEventSchema.safeParse(event).error).toBeUndefined();
    }
    await context.close();
    // Sign-up, reading to the end and three events: 20 s alone, 80–120 s beside a full CI run
    // and stress-ng on two cores.
  }, 240_000);

  it('sends one route-changed per page shown, none for a reordered query', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cw_consent', value: '1.1111111', url: inject('baseUrl') }]);
    await stubTagManager(context);
    const page = await context.newPage();
    // This returning reader turned campaign announcements off.
    await page.goto(`${inject('baseUrl')}/terms`);
    await page.evaluate(() => localStorage.setItem('cw-front--modal-banners-off', '1'));
    await page.goto(`${inject('baseUrl')}/`);
    await expect.poll(async () => (await events(page, 'route-changed')).length).toBe(1);
    await page.getByRole('link', { name: 'ランキングをもっと見る' }).click();
    await page.waitForURL(/\/ranking$/);
    await page.locator('[data-work-id] a').first().click();
    await page.waitForURL(/\/detail\//);
    await expect.poll(async () => (await events(page, 'route-changed')).length).toBe(3);
    const [first, second, third] = await events(page, 'route-changed');
    expect(first).toMatchObject({ url: `${inject('baseUrl')}/`, visitor_type: 'guest' });
    expect(second).toMatchObject({ url: `${inject('baseUrl')}/ranking`, referrer: first?.url });
    expect(third?.referrer).toBe(second?.url);
    // The tile clicked on the ranking page, with its rank.
    expect(await firstEvent(page, 'content_click')).toMatchObject({ position: 1 });

    const detail = new URL(page.url()).pathname;
    await page.evaluate((path) => window.history.pushState(null, '', `${path}?b=2&a=1`), detail);
    await expect.poll(async () => (await events(page, 'route-changed')).length).toBe(4);
    // The same query in another order, and with a tracking parameter: the same page.
    await page.evaluate((path) => window.history.pushState(null, '', `${path}?a=1&b=2`), detail);
    await page.evaluate(
      (path) => window.history.pushState(null, '', `${path}?a=1&b=2&gclid=x1`),
      detail,
    );
    await page.waitForTimeout(500);
    expect(await events(page, 'route-changed')).toHaveLength(4);
    await context.close();
  }, 90_000);

  it('withdrawing consent from the footer reloads the page after 1000 ms', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cw_consent', value: '1.1111111', url: inject('baseUrl') }]);
    await stubTagManager(context);
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/terms`);
    await page.getByRole('button', { name: 'Cookie設定' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie設定' });
    await expect.poll(() => settings.isVisible()).toBe(true);
    const loaded = page.waitForEvent('load');
    const chosenAt = Date.now();
    await settings.getByRole('button', { name: '必須のみ許可する' }).click();
    await loaded;
    const waited = Date.now() - chosenAt;
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(6000);
    expect(await consentCookie(context)).toBe('1.1000000');
    await context.close();
  }, 60_000);

  it('announces a campaign once to a returning reader, who can turn announcements off', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cw_consent', value: '1.1111111', url: inject('baseUrl') }]);
    await stubTagManager(context);
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/`);
    const announcement = page.getByRole('dialog');
    await expect.poll(() => announcement.isVisible()).toBe(true);
    await expect.poll(async () => (await events(page, 'modal_banner_imp')).length).toBe(1);
    const [impression] = await events(page, 'modal_banner_imp');
    await announcement.getByRole('button', { name: '今後表示しない' }).click();
    await expect.poll(() => announcement.count()).toBe(0);
    expect(await firstEvent(page, 'modal_banner_no')).toMatchObject({
      banner_id: impression?.banner_id,
    });
    await page.reload();
    await expect.poll(async () => (await events(page, 'route-changed')).length).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  }, 60_000);

  it('reports the app link, the fan letter and a purchase link of a work page', async () => {
    const list = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works?perPage=50`)
    ).json()) as { items: { code: string }[] };
    let work: { code: string } | undefined;
    for (const { code } of list.items) {
      const detail = (await (
        await fetch(`${inject('backendUrl')}/v3/library/works/${code}`)
      ).json()) as { work: { code: string; isFanLetterAvailable: boolean } };
      const { products } = (await (
        await fetch(`${inject('backendUrl')}/v3/library/related-products/${code}`)
      ).json()) as { products: { stores: unknown[] }[] };
      if (detail.work.isFanLetterAvailable && products.some((p) => p.stores.length > 0)) {
        work = detail.work;
        break;
      }
    }
    if (!work) throw new Error('the seeded catalog has no work taking fan letters with stores');
    const context = await browser.newContext();
    await context.addCookies([{ name: 'cw_consent', value: '1.1111111', url: inject('baseUrl') }]);
    await stubTagManager(context);
    // Stay on the page (a 204 leaves it as it is): the events are read from its data layer.
    await context.route(/\/app\/redirect/, (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/detail/${work.code}`);
    await expect.poll(async () => (await events(page, 'route-changed')).length).toBe(1);
    const fanLetter = page.getByRole('link', { name: /ファンレターを送る/ });
    expect(await fanLetter.getAttribute('href')).toBe(
      `https://fanletter.example.jp/send?work=${work.code}`,
    );
    const popup = page.waitForEvent('popup');
    await fanLetter.click();
    await (await popup).close();
    await page.getByRole('link', { name: 'アプリで読む' }).click();
    await expect.poll(async () => (await events(page, 'send_app')).length).toBe(1);
    expect(await firstEvent(page, 'send_app')).toMatchObject({
      screen: 'work',
      work_code: work.code,
    });
    expect(await firstEvent(page, 'fanletter_click')).toMatchObject({ work_code: work.code });
    // A store of the purchase links.
    const storeLink = page.locator('.cw-el-purchase a[data-store]').first();
    const storePopup = page.waitForEvent('popup');
    await storeLink.click();
    await (await storePopup).close();
    expect(await firstEvent(page, 'store_click')).toMatchObject({
      screen: 'purchase_links',
      subject: 'volume',
      work_code: work.code,
      store_code: await storeLink.getAttribute('data-store'),
    });
    await context.close();
  }, 60_000);

  it("asks a signed-in reader's A/B variant, which orders the home sections", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'cw_consent', value: '1.1000000', url: inject('baseUrl') }]);
    await context.addInitScript(() => localStorage.setItem('cw-front--modal-banners-off', '1'));
    const asked: string[] = [];
    context.on('request', (request) => {
      if (request.url().includes('/api/account/test_pattern')) asked.push(request.url());
    });
    const guest = await context.newPage();
    await guest.goto(`${inject('baseUrl')}/`);
    await guest.waitForLoadState('networkidle');
    // A guest is not in the test: never asked.
    expect(asked).toEqual([]);
    await guest.close();

    const answer = context.waitForEvent('response', {
      predicate: (response) => response.url().includes('/api/account/test_pattern'),
      timeout: 30_000,
    });
    const page = await signUp(context, `${inject('baseUrl')}/`);
    const { feature } = (await (await answer).json()) as { feature: string };
    expect(['home-order.control', 'home-order.new-serials-first']).toContain(feature);
    const top = (name: string) =>
      page
        .locator(`[data-analytics-module="${name}"]`)
        .evaluate((element) => element.getBoundingClientRect().top);
    const newSerialsFirst = feature === 'home-order.new-serials-first';
    await expect
      .poll(async () => (await top('new-serials')) < (await top('ranking')))
      .toBe(newSerialsFirst);
    await context.close();
  }, 90_000);
});
