import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
    ],
  });
}

/**
 * Registers a new reader at the local identity provider through the site's sign-in page and
 * comes back to `returnTo` (an absolute URL of the site), signed in.
 */
export async function signUp(context: BrowserContext, returnTo: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}/auth/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: /でログイン$/ }).click();
  await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
  await page.getByRole('link', { name: 'アカウントを新規登録' }).click();
  await page.getByLabel('メールアドレス').fill(`reader-${Date.now()}-${Math.random()}@example.jp`);
  await page.getByLabel(/パスワード/).fill('a-strong-password');
  await page.getByRole('button', { name: '登録してログイン' }).click();
  await page.waitForURL(returnTo);
  return page;
}
