import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@cw/chromium';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium (or CHROMIUM_PATH), never a downloaded browser, kept off the network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * Signs a new reader up at the local identity provider from the site's sign-in page, as a
 * reader does, and returns once back on the site (`returnTo`), signed in.
 */
export async function signUp(
  context: BrowserContext,
  site: string,
  idp: string,
  returnTo: string,
): Promise<void> {
  // The pages it passes through prefetch the works they link (Next's router, once idle), which
  // renders those pages on an instance and caches them: the fault phase counts on works no
  // phase has opened (`untouchedWorks`), so this reader's browser prefetches nothing.
  await context.route('**/*', (route) =>
    route.request().headers()['next-router-prefetch'] ? route.abort() : route.continue(),
  );
  const page = await context.newPage();
  await page.goto(`${site}/auth/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: /でログイン$/ }).click();
  await page.waitForURL((url) => url.href.startsWith(idp));
  await page.getByRole('link', { name: 'アカウントを新規登録' }).click();
  const email = `reader-${Date.now()}@example.jp`;
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel(/パスワード/).fill('a-strong-password');
  await page.getByRole('button', { name: '登録してログイン' }).click();
  // The provider mails a confirmation link; its development outbox lists it.
  await page.getByRole('status').waitFor();
  await page.goto(`${idp}/outbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href*="/confirm/"]').first().click();
  await page.waitForURL(returnTo);
  await page.close();
}
