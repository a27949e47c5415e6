import type { WorkDetailResponse } from '@cw/api-client/schemas';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

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

  it('is shared-cacheable HTML with the catalog and no reader data', async () => {
    const response = await fetch(`${inject('baseUrl')}/detail/${work.work.code}`);
    expect(response.status).toBe(200);
    const cacheControl = response.headers.get('cache-control') ?? '';
    expect(cacheControl).toContain('s-maxage');
    expect(cacheControl).toContain('stale-while-revalidate');
    const html = await response.text();
    expect(html).toContain(work.work.title.replaceAll('&', '&amp;'));
    expect(html).not.toContain('フォロー中');
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

  it('sends a guest to sign-in to follow; a reader follows, finds it kept, and unfollows', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const workUrl = `${inject('baseUrl')}/detail/${work.work.code}`;
    await page.goto(workUrl);
    const follow = page.getByRole('button', { name: 'フォローする' });
    await expect.poll(() => follow.isEnabled()).toBe(true);
    await follow.click();
    await page.waitForURL(/\/auth\/signin\?/);
    expect(search(page).get('callbackUrl')).toContain(`/detail/${work.work.code}`);

    await page.getByRole('button', { name: /でログイン$/ }).click();
    await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
    await page.getByRole('link', { name: 'アカウントを新規登録' }).click();
    await page.getByLabel('メールアドレス').fill(`follow-${Date.now()}@example.jp`);
    await page.getByLabel(/パスワード/).fill('a-strong-password');
    await page.getByRole('button', { name: '登録してログイン' }).click();
    await page.waitForURL((url) => url.pathname === `/detail/${work.work.code}`);

    const status = async () =>
      (await (
        await context.request.get(`${inject('baseUrl')}/api/follows/series/${work.work.id}`)
      ).json()) as { isFollowing: boolean };
    await page.getByRole('button', { name: 'フォローする' }).click();
    // Optimistic: pressed at once, then kept by the server across a reload.
    const following = page.getByRole('button', { name: 'フォロー中' });
    await expect.poll(() => following.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await status()).isFollowing).toBe(true);
    await page.reload();
    await expect.poll(() => following.count()).toBe(1);
    await following.click();
    await expect.poll(() => page.getByRole('button', { name: 'フォローする' }).count()).toBe(1);
    await expect.poll(async () => (await status()).isFollowing).toBe(false);
    await context.close();
  }, 60_000);

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
