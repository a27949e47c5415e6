import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@cw/chromium';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The consent cookie of a reader who allowed `required` only (see @cw/analytics). */
export const REQUIRED_ONLY_CONSENT_COOKIE = { name: 'cw_consent', value: '1.1000000' };
/** The consent cookie of a reader who allowed every category. */
export const ACCEPT_ALL_CONSENT_COOKIE = { name: 'cw_consent', value: '1.1111111' };

/**
 * Debian's Chromium, never a downloaded browser; flags keep it off the closed network.
 *
 * Its contexts and pages are a returning reader's: they answered the consent banner (required
 * only: nothing is measured) and turned campaign announcements off, so neither dialog covers
 * what a test reads. `{ firstVisit: true }` gives a browser as a new visitor's instead.
 *
 * The site's service worker is blocked unless a context asks for it (`serviceWorkers:
 * 'allow'`, the offline tests): the other flows test the pages and the network as they are,
 * not a worker's cache of them.
 */
export async function launchChromium({ firstVisit = false } = {}): Promise<Browser> {
  const browser = await launchBrowser();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    if (firstVisit) return context;
    // Every server of the tests and benches listens on 127.0.0.1 (cookies ignore the port).
    await context.addCookies([{ ...REQUIRED_ONLY_CONSENT_COOKIE, domain: '127.0.0.1', path: '/' }]);
    await context.addInitScript(() => {
      try {
        localStorage.setItem('cw-front--modal-banners-off', '1');
      } catch {
        // An opaque origin (about:blank) has no storage.
      }
    });
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // The browser may be closing already (its close closes the page): nothing left to close.
    page.once('close', () => context.close().catch(() => {}));
    return page;
  };
  return browser;
}

function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

/**
 * Opens the confirmation link the local identity provider mailed to `email` after a sign-up
 * (its development outbox lists it), in the browser that signed up: the account is created and
 * the provider goes back to the site, signed in.
 */
export async function confirmSignUp(page: Page, email: string): Promise<void> {
  await page.locator('[role="status"]').waitFor();
  await page.goto(`${inject('idpUrl')}/outbox?to=${encodeURIComponent(email)}`);
  await page.locator('a[href*="/confirm/"]').first().click();
}

/**
 * Registers a new reader at the local identity provider through the site's sign-in page and
 * comes back to `returnTo` (an absolute URL of the site), signed in.
 */
export async function signUp(context: BrowserContext, returnTo: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${inject('baseUrl')}/auth/signin?callbackUrl=${encodeURIComponent(returnTo)}`);
  // By the form's structure, not its words: a reader returning to a language group signs in in
  // the group's language (languageGroups.e2e.test.ts reads them).
  await page.locator('main .cw-auth__providers button').first().click();
  await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
  await page.locator('a[href$="/signup"]').click();
  const email = `reader-${Date.now()}-${Math.random()}@example.jp`;
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('a-strong-password');
  await page.locator('button[type="submit"]').click();
  await confirmSignUp(page, email);
  // Registration hashes the password and the site renders the page it returns to: beside the
  // rest of `npm test` on two cores this has taken over 30 s.
  await page.waitForURL(returnTo, { timeout: 90_000 });
  return page;
}

/**
 * Returns once the site's one link listener (SiteLinks) listens. Before hydration a click on a
 * server-rendered link is the browser's own page load, as it should be for a reader; a test of
 * the router's navigation clicks after. The probe is a click on a link to the page itself: the
 * listener, if there, prevents it and opens the same page with the router (the URL replaced, not
 * pushed); a listener the probe adds after it sees that, and stops the click otherwise.
 */
export async function whenSiteLinksListen(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const probe = document.createElement('a');
        probe.href = location.pathname + location.search;
        document.body.append(probe);
        let opened = false;
        const after = (event: Event) => {
          opened = event.defaultPrevented;
          event.preventDefault();
        };
        window.addEventListener('click', after, { once: true });
        probe.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        probe.remove();
        return opened;
      }),
    )
    .toBe(true);
}
