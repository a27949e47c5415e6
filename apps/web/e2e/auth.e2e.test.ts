import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmSignUp, launchChromium } from './browser';

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
    expect(await page.getByRole('status').textContent()).toBe(
      `${email} にメールを送りました。メールのリンクを開いて手続きを続けてください。`,
    );
    await confirmSignUp(page, email);
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

    // What a shared device keeps of the reader: a position the viewer stored, the cookie.
    await page.evaluate(() =>
      localStorage.setItem('cw-viewer--work-reading-position', '[["CW_000001_S","x",3]]'),
    );
    const copied = await context.cookies();
    const followsWith = async (cookies: typeof copied) => {
      const thief = await browser.newContext();
      await thief.addCookies(cookies);
      const session = await (
        await thief.request.get(`${inject('baseUrl')}/api/auth/session`)
      ).json();
      const follows = (await thief.request.get(`${inject('baseUrl')}/api/follows/series`)).status();
      await thief.close();
      return { session, follows };
    };
    expect((await followsWith(copied)).follows).toBe(200);

    await page.getByRole('link', { name: 'ログアウト' }).click();
    await page.waitForURL(/\/auth\/signout/);
    await page.getByRole('button', { name: 'ログアウト' }).click();
    // Through the provider's sign-out (it ends its own session too) and back.
    await page.waitForURL(`${inject('baseUrl')}/`, { timeout: 60_000 });
    expect(
      await page.evaluate(() => localStorage.getItem('cw-viewer--work-reading-position')),
    ).toBeNull();
    // The cookie copied before sign-out is refused everywhere.
    expect(await followsWith(copied)).toEqual({ session: {}, follows: 401 });

    await page.goto(`${inject('baseUrl')}/my-comic`);
    await page.waitForURL(/\/auth\/signin\?/);
    expect(new URL(page.url()).searchParams.get('error')).toBe('SessionRequired');
    // The next person to press ログイン is asked for a password, not signed in as the last one.
    await page.getByRole('button', { name: /でログイン$/ }).click();
    await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
    await expect.poll(() => page.locator('input[name="password"]').count()).toBe(1);
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
