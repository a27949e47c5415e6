import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

describe('sign-in through the local OpenID provider', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function signUpFromMyComic(page: Page, email: string) {
    await page.goto(`${inject('baseUrl')}/my-comic`);
    // A guest is sent to sign-in with SessionRequired.
    await page.waitForURL(/\/auth\/signin\?/);
    expect(new URL(page.url()).searchParams.get('error')).toBe('SessionRequired');
    await expect
      .poll(() => page.locator('main [role="alert"]').textContent())
      .toContain('ログインが必要です');
    await page.getByRole('button', { name: /でログイン$/ }).click();
    await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
    await page.getByRole('link', { name: 'アカウントを新規登録' }).click();
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByLabel(/パスワード/).fill('a-strong-password');
    await page.getByRole('button', { name: '登録してログイン' }).click();
    await page.waitForURL(`${inject('baseUrl')}/my-comic`, { timeout: 90_000 });
  }

  it('signs up, sees the account, signs out and is refused a required page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `e2e-${Date.now()}@example.jp`;
    await signUpFromMyComic(page, email);
    await expect.poll(() => page.getByTestId('account-email').textContent()).toBe(email);
    expect(await page.getByTestId('visitor-type').textContent()).toBe('会員');

    // The session is fetched client-side: the shared HTML of the page carries no reader data.
    const html = await (await context.request.get(`${inject('baseUrl')}/my-comic`)).text();
    expect(html).not.toContain(email);

    await page.getByRole('link', { name: 'ログアウト' }).click();
    await page.waitForURL(/\/auth\/signout/);
    await page.getByRole('button', { name: 'ログアウト' }).click();
    await page.waitForURL(`${inject('baseUrl')}/`, { timeout: 60_000 });
    await page.goto(`${inject('baseUrl')}/my-comic`);
    await page.waitForURL(/\/auth\/signin\?/);
    expect(new URL(page.url()).searchParams.get('error')).toBe('SessionRequired');
    await context.close();
    // Sign-up, sign-out and the pages between: slow beside the rest of `npm test`.
  }, 120_000);

  it('shows a clear Japanese message for every auth error route', async () => {
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/auth/error?error=OAuthCallbackError`);
    expect(await page.locator('main [role="alert"]').textContent()).toContain(
      'ログインの確認に失敗しました',
    );
    await page.goto(`${inject('baseUrl')}/auth/error?error=NoSuchCode`);
    expect(await page.locator('main [role="alert"]').textContent()).toContain(
      'ログインできませんでした',
    );
    await page.close();
  });

  it('never redirects to another site after sign-in', async () => {
    const page = await browser.newPage();
    await page.goto(
      `${inject('baseUrl')}/auth/signin?callbackUrl=${encodeURIComponent('https://evil.example/steal')}`,
    );
    await page.getByRole('button', { name: /でログイン$/ }).click();
    await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
    await page.getByLabel('メールアドレス').fill('reader@example.jp');
    await page.getByLabel('パスワード').fill('cw-reader-2026');
    await page.getByRole('button', { name: 'ログイン' }).click();
    // The foreign callbackUrl is replaced by the site's own home page.
    await page.waitForURL(`${inject('baseUrl')}/`);
    await expect.poll(() => page.getByRole('link', { name: 'マイコミック' }).count()).toBe(1);
    await page.close();
  });
});
