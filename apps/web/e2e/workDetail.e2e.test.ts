import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { WorkDetailResponse } from '@cw/contract/schemas';
import { encode } from 'next-auth/jwt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmSignUp, launchChromium, signUp } from './browser';
import { findCatalogShapes } from './catalogShapes';

/** A seeded work with more than 6 episodes and volumes sold in stores, found through the API. */
async function findBigWork(): Promise<WorkDetailResponse> {
  const list = (await (
    await fetch(`${inject('backendUrl')}/v3/library/works?perPage=100&sort=latest`)
  ).json()) as { items: { code: string }[] };
  for (const { code } of list.items) {
    const detail = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works/${code}`)
    ).json()) as WorkDetailResponse;
    const active = detail.episodes.filter((e) => e.isActive).length;
    if (active > 8 && detail.volumes.some((v) => v.stores.length > 1)) return detail;
  }
  throw new Error('no seeded work with episodes and volumes in stores');
}

const search = (page: Page) => new URL(page.url()).searchParams;

describe('work detail page', () => {
  let browser: Browser;
  let work: WorkDetailResponse;
  beforeAll(async () => {
    [browser, work] = await Promise.all([launchChromium(), findBigWork()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reads the catalog again each time it is rendered again', { timeout: 90_000 }, async () => {
    // A work no other test follows: its follower count moves only here.
    const list = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works?perPage=100&sort=latest`)
    ).json()) as { items: { id: number; code: string }[] };
    const target = list.items.at(-1);
    if (!target) throw new Error('no seeded work');
    const path = `/detail/${target.code}`;
    // React's server HTML separates the text's parts with empty comments.
    const followers = (html: string) =>
      /フォロワー (?:<!-- -->)?([\d,]+)(?:<!-- -->)?人/.exec(html)?.[1];
    const before = followers(await (await fetch(`${inject('baseUrl')}${path}`)).text());
    expect(before).toBeDefined();

    const cookie = `next-auth.session-token=${await encode({
      token: {
        sub: 'oidc|rerender-e2e',
        email: 'rerender-e2e@example.jp',
        userId: 1,
        isLinked: false,
      },
      secret: inject('nextAuthSecret'),
    })}`;
    const follow = await fetch(`${inject('baseUrl')}/api/follows/series`, {
      method: 'POST',
      headers: { cookie, origin: inject('baseUrl'), 'content-type': 'application/json' },
      body: JSON.stringify({ workId: target.id }),
    });
    expect(follow.status).toBe(200);
    const count = (text?: string) => Number(text?.replaceAll(',', ''));
    try {
      // The catalog answers the new count once its own short cache has passed (30 s).
      await expect
        .poll(
          async () =>
            (
              (await (
                await fetch(`${inject('backendUrl')}/v3/library/works/${target.code}`)
              ).json()) as WorkDetailResponse
            ).work.followerCount,
          { timeout: 45_000, interval: 1000 },
        )
        .toBe(count(before) + 1);
      // The page rendered again now, as when its five minutes are up (Next.js's own request for
      // an on-demand render, with the build's preview id).
      const { preview } = JSON.parse(
        readFileSync(join(import.meta.dirname, '../.next/prerender-manifest.json'), 'utf8'),
      ) as { preview: { previewModeId: string } };
      const rendered = await fetch(`${inject('baseUrl')}${path}`, {
        headers: { 'x-prerender-revalidate': preview.previewModeId },
      });
      expect(rendered.headers.get('x-nextjs-cache')).toBe('REVALIDATED');
      const after = followers(await rendered.text());
      expect(count(after)).toBe(count(before) + 1);
    } finally {
      await fetch(`${inject('baseUrl')}/api/follows/series`, {
        method: 'DELETE',
        headers: { cookie, origin: inject('baseUrl'), 'content-type': 'application/json' },
        body: JSON.stringify({ workIds: [target.id] }),
      });
    }
  });

  it('is shared-cacheable HTML with the catalog and no reader data', async () => {
    const response = await fetch(`${inject('baseUrl')}/detail/${work.work.code}`);
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('s-maxage');
    expect(cacheControl).toContain('stale-while-revalidate');
    const html = await response.text();
    expect(html).toContain(work.work.title.replaceAll('&', '&amp;'));
    expect(html).not.toContain('フォロー中');
    // Cached in the instance's memory, not written into its build (Next's route cache under
    // `.next/server`), which stays as deployed: the next instance started from it renders its
    // pages against its own backend.
    const again = await fetch(`${inject('baseUrl')}/detail/${work.work.code}`);
    expect(again.headers.get('x-nextjs-cache')).toMatch(/HIT|STALE/);
    const routeCache = join(import.meta.dirname, '../.next/server/route-cache');
    const written = existsSync(routeCache)
      ? readdirSync(routeCache, { recursive: true, encoding: 'utf8' })
      : [];
    expect(written.filter((path) => path.includes(work.work.code))).toEqual([]);
  });

  it('toggles sort, expands the list, switches to comics and opens the store chooser', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/detail/${work.work.code}`);
    // A missing episodeType is filled in without a reload.
    await expect.poll(() => search(page).get('episodeType')).toBe('first');

    const list = page.getByRole('tabpanel').first();
    const toggle = page.getByRole('button', { name: /^全\d+話を表示$/ });
    await expect.poll(() => toggle.count()).toBe(1);
    await toggle.click();
    await expect
      .poll(() => page.getByRole('button', { name: '閉じる' }).count())
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: '最新話から' }).click();
    await expect.poll(() => search(page).get('episodeType')).toBe('latest');
    const latest = work.episodes.filter((e) => e.isActive && e.stores.length === 0).at(-1);
    if (latest) {
      const firstCard = list.getByRole('link').first();
      await expect.poll(() => firstCard.textContent()).toContain(latest.title);
    }

    await page.getByRole('tab', { name: /コミックス/ }).click();
    await expect.poll(() => search(page).get('episodeType')).toBe('comics');

    const storeButton = page.getByRole('button', { name: 'ストアで購入' }).first();
    await storeButton.click();
    const dialog = page.getByRole('dialog', { name: 'ストアを選択' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const storeLink = dialog.getByRole('link').first();
    expect(await storeLink.getAttribute('target')).toBe('_blank');
    expect(await storeLink.getAttribute('rel')).toBe('noopener');
    const href = (await storeLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\//);
    // The machine is offline: the store's page is stood in for, the new tab still targets it.
    await page.context().route(/^https:\/\//, (route) => route.fulfill({ body: 'store' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), storeLink.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    await popup.close();
    await page.getByRole('button', { name: '閉じる' }).last().click();
    await page.close();
  });

  it('applies the episodeType URL rules: invalid values replaced, co=true drops it', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/detail/${work.work.code}?episodeType=bogus&ref=x`);
    await expect.poll(() => search(page).get('episodeType')).toBe('first');
    expect(search(page).get('ref')).toBe('x');

    await page.goto(`${inject('baseUrl')}/detail/${work.work.code}?episodeType=latest&co=true`);
    await expect.poll(() => search(page).has('episodeType')).toBe(false);

    await page.goto(`${inject('baseUrl')}/detail/${work.work.code}?episodeType=comics`);
    await expect
      .poll(() => page.getByRole('tab', { name: /コミックス/ }).getAttribute('aria-selected'))
      .toBe('true');
    await page.close();
  });

  it('offers the latest volume with its stores as purchase links', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/detail/${work.work.code}`);
    const section = page.getByRole('region', { name: '単行本を購入' });
    const stores = section.locator('a[target="_blank"]');
    expect(await stores.count()).toBeGreaterThan(0);
    for (const link of await stores.all()) {
      expect(await link.getAttribute('rel')).toBe('noopener');
      expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
    }
    await page.close();
  });

  it('shares the work: a copy link and X, LINE and Facebook links to its canonical URL', async () => {
    const context = await browser.newContext();
    // Headless Chromium on http has no share sheet: the menu is what readers without one get.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/detail/${work.work.code}`);
    const share = page.getByRole('button', { name: 'シェア' });
    await share.click();
    await expect.poll(() => share.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'リンクをコピー' }).count()).toBe(1);
    const x = new URL(
      (await page.getByRole('link', { name: 'Xでポスト' }).getAttribute('href')) ?? '',
    );
    expect(x.searchParams.get('url')).toMatch(new RegExp(`/detail/${work.work.code}$`));
    expect(x.searchParams.get('text')).toBe(work.work.title);
    expect(await page.getByRole('link', { name: 'LINEで送る' }).getAttribute('rel')).toBe(
      'noopener',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => share.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it("completes a guest's follow after sign-in; the count follows; a reader unfollows", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const workUrl = `${inject('baseUrl')}/detail/${work.work.code}`;
    await page.goto(workUrl);
    const count = async () =>
      Number(((await page.locator('.cw-follow__count').textContent()) ?? '').replace(/[^\d]/g, ''));
    const before = await count();
    const follow = page.getByRole('button', { name: 'フォローする' });
    await expect.poll(() => follow.isEnabled()).toBe(true);
    await follow.click();
    await page.waitForURL(/\/auth\/signin\?/);
    expect(search(page).get('callbackUrl')).toContain(`/detail/${work.work.code}`);

    await page.getByRole('button', { name: /でログイン$/ }).click();
    await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
    await page.getByRole('link', { name: 'アカウントを新規登録' }).click();
    const email = `follow-${Date.now()}@example.jp`;
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel(/パスワード/).fill('a-strong-password');
    await page.getByRole('button', { name: '登録してログイン' }).click();
    await confirmSignUp(page, email);
    await page.waitForURL((url) => url.pathname === `/detail/${work.work.code}`);

    const status = async () =>
      (await (
        await context.request.get(`${inject('baseUrl')}/api/follows/series/${work.work.id}`)
      ).json()) as { isFollowing: boolean };
    // The follow asked for as a guest, done on return without a second click; never
    // 「フォローする」 on the way (the button is neutral until the state is known).
    const following = page.getByRole('button', { name: 'フォロー中' });
    await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await status()).isFollowing).toBe(true);
    await expect.poll(count).toBe(before + 1);
    await page.reload();
    await expect.poll(() => following.count()).toBe(1);
    const shown = await count();
    await following.click();
    await expect.poll(() => page.getByRole('button', { name: 'フォローする' }).count()).toBe(1);
    await expect.poll(count).toBe(shown - 1);
    await expect.poll(async () => (await status()).isFollowing).toBe(false);
    await context.close();
  }, 60_000);

  it('never shows a signed-in follower 「フォローする」 while the page loads', async () => {
    const context = await browser.newContext();
    const page = await signUp(context, `${inject('baseUrl')}/detail/${work.work.code}`);
    await page.getByRole('button', { name: 'フォローする' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'フォロー中' }).count()).toBe(1);
    // Every label the button shows from the first paint after a reload.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { followLabels: string[] }).followLabels = seen;
      new MutationObserver(() => {
        const text = document.querySelector('.cw-follow__button')?.textContent;
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'フォロー中' }).count()).toBe(1);
    const labels = await page.evaluate(
      () => (window as unknown as { followLabels: string[] }).followLabels,
    );
    expect(labels).not.toContain('フォローする');
    expect(labels.at(-1)).toBe('フォロー中');
    await context.close();
  }, 60_000);

  it('offers 第1話 to a new reader, then resumes where this device left off', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const workUrl = `${inject('baseUrl')}/detail/${work.work.code}`;
    await page.goto(workUrl);
    const readable = work.episodes
      .filter((e) => e.isActive && e.stores.length === 0 && e.type !== 'pr')
      .sort((a, b) => a.internal.episodeNo - b.internal.episodeNo);
    const [first, second] = readable;
    if (!first || !second) throw new Error('the work has fewer than two readable episodes');
    const primary = page.getByRole('link', { name: `${first.title}を読む` });
    await expect.poll(() => primary.count()).toBe(1);
    expect(await primary.getAttribute('href')).toBe(`/viewer/${first.code}`);
    // Above the fold on a phone.
    const box = await primary.boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    expect(await page.getByRole('link', { name: '最新話を読む' }).count()).toBe(1);
    // Nothing of the header runs off a 390 px screen (the follower count did). The count comes
    // with the follow button, after hydration: on a busy machine a moment after the page.
    const followers = page.locator('.cw-follow__count');
    await expect.poll(() => followers.isVisible()).toBe(true);
    const count = await followers.boundingBox();
    expect(count && count.x + count.width).toBeLessThanOrEqual(390);

    // Read the second episode to its third page on this device, come back.
    await page.goto(`${inject('baseUrl')}/viewer/${second.code}?page=3`);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cw-viewer--work-reading-position')))
      .toContain(second.code);
    await page.goto(workUrl);
    // Label and detail are two lines of the button: its name may join them with a space.
    const resume = page.getByRole('link', {
      name: new RegExp(`^続きから読む\\s?（${second.title} 3ページ）$`),
    });
    await expect.poll(() => resume.count()).toBe(1);
    expect(await resume.getAttribute('href')).toBe(`/viewer/${second.code}?page=3`);
    await context.close();
  }, 60_000);

  it("comes back from the viewer's back arrow to a long list as it was: open, range and scroll", async () => {
    const { works } = await findCatalogShapes(inject('backendUrl'));
    const serial = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works/${works.longSerial}`)
    ).json()) as WorkDetailResponse;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${inject('baseUrl')}/detail/${serial.work.code}`);
    const cards = page.getByRole('tabpanel').first().locator('[data-episode-id]:visible');
    const firstSix = () =>
      cards.evaluateAll((all) =>
        all.slice(0, 6).map((card) => card.getAttribute('data-episode-id')),
      );
    await expect.poll(() => cards.count()).toBe(6);
    const shown = await firstSix();
    // Spec section 2: 全{n}話を表示 reveals the rest below the first six, which stay.
    await page.getByRole('button', { name: /^全\d+話を表示$/ }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(6);
    expect(await firstSix()).toEqual(shown);
    // A range moves through the long list: its first episode is shown and focused.
    await page.getByRole('button', { name: /^51〜100話$/ }).click();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('[data-episode-id]') !== null),
      )
      .toBe(true);
    expect(await firstSix()).toEqual(shown);
    // An episode well down the list, reached with the jump box, then opened.
    const target = serial.episodes.find(
      (e) => e.isActive && e.stores.length === 0 && e.internal.episodeNo === 80,
    );
    if (!target) throw new Error('episode 80 is not readable');
    await page.getByRole('spinbutton', { name: '話数を指定' }).fill('80');
    await page.getByRole('button', { name: '移動', exact: true }).click();
    const link = page.locator(`a[href="/viewer/${target.code}"]`);
    await expect.poll(() => link.count()).toBe(1);
    await link.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    /** Where the page is in the tab's history (the Navigation API). */
    const entry = () =>
      page.evaluate(
        () =>
          (window as { navigation?: { currentEntry: { index: number } } }).navigation?.currentEntry
            .index,
      );
    const workEntry = await entry();
    await link.click();
    await page.waitForURL(/\/viewer\//);
    // The viewer's back arrow, as the browser's Back: the same entry, restored.
    await page.getByRole('link', { name: '作品ページへ戻る' }).click();
    await page.waitForURL(/\/detail\//);
    expect(await entry()).toBe(workEntry);
    await expect
      .poll(() =>
        page.getByRole('button', { name: '閉じる' }).first().getAttribute('aria-expanded'),
      )
      .toBe('true');
    await expect.poll(() => link.count()).toBe(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
    // A reader who arrived at the viewer from elsewhere gets a fresh work page.
    await page.goto(`${inject('baseUrl')}/ranking`);
    await page.goto(`${inject('baseUrl')}/viewer/${target.code}`);
    const viewerEntry = await entry();
    await page.getByRole('link', { name: '作品ページへ戻る' }).click();
    await page.waitForURL(/\/detail\//);
    expect(await entry()).toBe((viewerEntry ?? 0) + 1);
    await context.close();
    // 38 s in a quiet CI run, 72–90 s beside a full CI run and stress-ng on two cores.
  }, 180_000);

  it('answers 404 for an unknown work and redirects the old contents URL', async () => {
    expect((await fetch(`${inject('baseUrl')}/detail/NO_SUCH_WORK`)).status).toBe(404);
    const moved = await fetch(`${inject('baseUrl')}/contents/detail/${work.work.code}`, {
      redirect: 'manual',
    });
    expect([301, 308]).toContain(moved.status);
    expect(new URL(moved.headers.get('location') ?? '', inject('baseUrl')).pathname).toBe(
      `/detail/${work.work.code}`,
    );
  });
});
