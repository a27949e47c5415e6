import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { confirmSignUp, launchChromium } from './browser';

type WorkPage = { items: { code: string; title: string; language: string }[] };

/** Each group: its `lang`, its Open Graph locale, and a phrase of its interface. */
const GROUPS = {
  en: { lang: 'en', ogLocale: 'en_US', faq: 'Frequently asked questions', catalog: 'en' },
  jp: { lang: 'ja', ogLocale: 'ja_JP', faq: 'よくある質問', catalog: 'ja' },
  tw: { lang: 'zh-Hant-TW', ogLocale: 'zh_TW', faq: '常見問題', catalog: 'tw' },
} as const;

/** The seven routes of a group (spec section 2). */
const routesOf = (group: string, workCode: string) => [
  `/${group}`,
  `/${group}/contents/detail/${workCode}`,
  `/${group}/info/faq`,
  `/${group}/member`,
  `/${group}/member/regist`,
  `/${group}/my_magazine`,
  `/${group}/viewer`,
];

/**
 * The language groups (issue 26): each group's seven routes render in its language with the
 * right `lang`, `og:locale` and `hreflang` alternates; its root lists the catalog's works in
 * its language; its pages of a reader are read in the browser.
 */
describe('language groups', () => {
  let browser: Browser;
  const works: Record<string, WorkPage['items']> = {};
  beforeAll(async () => {
    browser = await launchChromium();
    for (const [group, { catalog }] of Object.entries(GROUPS)) {
      const response = await fetch(
        `${inject('backendUrl')}/v3/library/works?language=${catalog}&perPage=100`,
      );
      works[group] = ((await response.json()) as WorkPage).items;
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders every route of every group in its language, with lang, locale and alternates', async () => {
    const failures: string[] = [];
    for (const [group, expected] of Object.entries(GROUPS)) {
      const work = works[group]?.[0];
      if (!work) throw new Error(`no seeded work in ${expected.catalog}`);
      for (const route of routesOf(group, work.code)) {
        const response = await fetch(`${inject('baseUrl')}${route}`);
        const html = await response.text();
        const problems: string[] = [];
        if (response.status !== 200) problems.push(`status ${response.status}`);
        if (!html.includes(`<html lang="${expected.lang}"`)) problems.push('lang');
        if (!html.includes(`<meta property="og:locale" content="${expected.ogLocale}"`)) {
          problems.push('og:locale');
        }
        // A group's root is a version of the home page, whose Japanese one is `/`.
        const root = route === `/${group}`;
        for (const [other, { lang }] of Object.entries(GROUPS)) {
          const path = root && other === 'jp' ? '/' : route.replace(/^\/[a-z]+/, `/${other}`);
          if (!html.includes(`hrefLang="${lang}" href="${inject('baseUrl')}${path}"`)) {
            problems.push(`hreflang ${lang}`);
          }
        }
        if (root && !html.includes(`hrefLang="x-default" href="${inject('baseUrl')}/"`)) {
          problems.push('hreflang x-default');
        }
        if (!/<h1[\s>]/.test(html)) problems.push('no level-1 heading');
        if (!/<title>[^<]*CWコミック<\/title>/.test(html)) problems.push('title');
        const scriptSrc = (response.headers.get('content-security-policy') ?? '')
          .split(';')
          .find((directive) => directive.trim().startsWith('script-src'));
        if (!scriptSrc || scriptSrc.includes("'unsafe-inline'")) problems.push('script-src');
        if (response.headers.get('x-content-type-options') !== 'nosniff') problems.push('nosniff');
        if (problems.length > 0) failures.push(`${route}: ${problems.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives the home page /en and /tw as its other languages, and itself as the default', async () => {
    const html = await (await fetch(`${inject('baseUrl')}/`)).text();
    for (const [lang, path] of [
      ['ja', '/'],
      ['en', '/en'],
      ['zh-Hant-TW', '/tw'],
      ['x-default', '/'],
    ]) {
      expect(html, lang).toContain(`hrefLang="${lang}" href="${inject('baseUrl')}${path}"`);
    }
  });

  it("lists the group's works on its root, each opening the group's work page", async () => {
    for (const group of ['en', 'tw'] as const) {
      const html = await (await fetch(`${inject('baseUrl')}/${group}`)).text();
      const listed = [
        ...html.matchAll(new RegExp(`href="/${group}/contents/detail/([^"]+)"`, 'g')),
      ];
      expect(listed.length, group).toBeGreaterThan(0);
      const codes = new Set(works[group]?.map((work) => work.code));
      expect(
        listed.every(([, code]) => codes.has(code ?? '')),
        group,
      ).toBe(true);
    }
  });

  it('shows a work with the interface in the group language, dates in Japan time', async () => {
    const work = works.en?.[0];
    if (!work) throw new Error('no English work');
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/en/contents/detail/${work.code}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(work.title);
    expect(await page.getByRole('heading', { name: /^Episodes/ }).count()).toBe(1);
    // English dates (Nov 20, 2026), never the Japanese format.
    expect(await page.locator('main').textContent()).toMatch(
      /Updated [A-Z][a-z]{2} \d{1,2}, \d{4}/,
    );
    await page.getByRole('link', { name: 'Read the first episode' }).click();
    await page.waitForURL(/\/viewer\//);
    await page.close();
  }, 60_000);

  it('keeps a reader in their language from the group home to page 1 of an episode and back', async () => {
    /** Every string the API gives (titles, names, labels): content, not the interface. */
    const content = new Set<string>(['CWコミック']);
    const collect = (value: unknown): void => {
      if (typeof value === 'string') content.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    const api = async (path: string) => {
      const body: unknown = await (await fetch(`${inject('backendUrl')}${path}`)).json();
      collect(body);
      return body;
    };
    /**
     * Text of the interface in Japanese: what is shown and named, content taken out. Japanese
     * is kana, and in English any Han character too; in Chinese, the Japanese forms of
     * characters (読, not 讀) that a Japanese string left in the interface would carry.
     */
    const JAPANESE = {
      en: '[\\u3040-\\u30ff\\u3400-\\u9fff]',
      tw: '[\\u3040-\\u30ff読続縦横済画覧説対価払売図発様単巻帰戻歩楽変関検験応広気総転伝実写両会労区収号声処学専従悪数断旧県経絵聴薬覚観訳証豊軽辞遅録険隠雑駅黒]',
    };
    const japaneseUi = (page: Page, source: string) =>
      page.evaluate(
        ([known, japaneseSource]) => {
          const japanese = new RegExp(japaneseSource);
          const strings = [...known].sort((a, b) => b.length - a.length);
          const shown: string[] = [];
          const ownLanguage = document.documentElement.lang;
          const visible = (element: Element) =>
            !element.closest('script, style, template, [hidden], [aria-hidden="true"]') &&
            (element.closest('[lang]')?.getAttribute('lang') ?? ownLanguage) === ownLanguage;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          while (walker.nextNode()) {
            const parent = walker.currentNode.parentElement;
            if (parent && visible(parent)) shown.push(walker.currentNode.textContent ?? '');
          }
          for (const element of document.body.querySelectorAll('[aria-label], [alt], [title]')) {
            if (!visible(element)) continue;
            for (const name of ['aria-label', 'alt', 'title']) {
              shown.push(element.getAttribute(name) ?? '');
            }
          }
          return shown
            .map((text) => strings.reduce((rest, known) => rest.replaceAll(known, ''), text).trim())
            .filter((text) => japanese.test(text));
        },
        [[...content], source] as const,
      );

    for (const group of ['en', 'tw'] as const) {
      const lang = GROUPS[group].lang;
      await api(`/v3/library/works?language=${GROUPS[group].catalog}&perPage=100`);
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${inject('baseUrl')}/${group}`);
      expect(await japaneseUi(page, JAPANESE[group]), `/${group}`).toEqual([]);

      const tile = page.locator(`a[href^="/${group}/contents/detail/"]`).first();
      const workPath = (await tile.getAttribute('href')) ?? '';
      await api(`/v3/library/works/${workPath.split('/').at(-1)}`);
      await tile.click();
      await page.waitForURL((url) => url.pathname === workPath);
      expect(await japaneseUi(page, JAPANESE[group]), workPath).toEqual([]);

      const read = page.locator(`main a[href^="/${group}/viewer/"]`).first();
      const viewerPath = (await read.getAttribute('href')) ?? '';
      await api(`/v3/library/viewer/${viewerPath.split('/').at(-1)}`);
      await read.click();
      await page.waitForURL((url) => url.pathname === viewerPath);
      await page.locator('img.cw-viewer-page-image[data-page-index="0"]').first().waitFor();
      await page.locator('[data-slot="viewer"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang), viewerPath).toBe(lang);
      expect(await japaneseUi(page, JAPANESE[group]), viewerPath).toEqual([]);

      // Back to the work, in the group.
      await page.getByTestId('viewer-back-to-work').click();
      await page.waitForURL((url) => url.pathname === workPath);
      expect(await japaneseUi(page, JAPANESE[group]), `${workPath} again`).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it("answers an unknown page or work of a group with the group's own 404, drawn on the server", async () => {
    const expected = [
      ['/en/no-such-page', 'en', 'Page not found'],
      ['/en/contents/detail/NO_SUCH_WORK', 'en', 'Page not found'],
      ['/tw/a/b', 'zh-Hant-TW', '找不到頁面'],
    ] as const;
    for (const [route, lang, heading] of expected) {
      const response = await fetch(`${inject('baseUrl')}${route}`);
      expect(response.status, route).toBe(404);
      const html = await response.text();
      expect(html, route).toContain(`<html lang="${lang}"`);
      expect(html, route).toMatch(new RegExp(`<title>${heading} \\| `));
      expect(html, route).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      // What the page shows (its scripts carry the site's own 404 among the app's boundaries).
      const shown = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
      expect(shown, route).not.toContain('ページが見つかりません');
    }
    const page = await browser.newPage();
    await page.goto(`${inject('baseUrl')}/en/no-such-page`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Page not found');
    expect(await page.locator('header').count()).toBe(1);
    expect(await page.locator('footer').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'English home' }).getAttribute('href')).toBe('/en');
    await page.close();
  });

  it("signs a reader up, in and out in the group language, the provider's pages too", async () => {
    const base = inject('baseUrl');
    const context = await browser.newContext();
    const page = await context.newPage();
    const lang = () => page.evaluate(() => document.documentElement.lang);
    await page.goto(`${base}/en/member`);
    await expect.poll(() => page.getByText('You are not signed in.').count()).toBe(1);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/en/auth/signin');
    expect(await lang()).toBe('en');
    expect(await page.title()).toMatch(/^Sign in \| /);
    expect(await page.locator('header').count()).toBe(1);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    // The provider is asked for the reader's language (OpenID Connect's `ui_locales`).
    await page.getByRole('button', { name: 'Sign in with CWコミック ID' }).click();
    await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
    expect(await lang()).toBe('en');
    await page.getByRole('link', { name: 'Create an account' }).click();
    const email = `reader-${Date.now()}@example.com`;
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel(/^Password/).evaluate((input) => input.removeAttribute('minlength'));
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('The password must be at least 8 characters.');
    await page.getByLabel(/^Password/).fill('a-strong-password');
    await page.getByRole('button', { name: 'Create account and sign in' }).click();
    expect(await page.getByRole('status').textContent()).toBe(
      `We sent an email to ${email}. Open its link to continue.`,
    );
    await confirmSignUp(page, email);
    // Registration hashes the password: slow beside the rest of `npm test` (see signUp).
    await page.waitForURL(`${base}/en/member`, { timeout: 90_000 });
    await expect.poll(() => page.getByText('You are signed in.').count()).toBe(1);
    await page.goto(`${base}/en/my_magazine`);
    await expect.poll(() => page.getByText('You follow no works yet.').count()).toBe(1);

    await page.goto(`${base}/en/member`);
    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/en/auth/signout');
    expect(await lang()).toBe('en');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/en/member`, { timeout: 60_000 });
    await expect.poll(() => page.getByText('You are not signed in.').count()).toBe(1);
    await context.close();
  }, 120_000);

  it("answers a failed sign-in on the group's own error page, in its language", async () => {
    const base = inject('baseUrl');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/tw/member`);
    await page.getByRole('main').getByRole('link', { name: '登入' }).click();
    await page.waitForURL((url) => url.pathname === '/tw/auth/signin');
    await page.getByRole('button', { name: '使用CWコミック ID登入' }).click();
    await page.waitForURL((url) => url.href.startsWith(inject('idpUrl')));
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant');
    // The provider answers with an error (as when a reader declines): next-auth sends the
    // reader to its one sign-in page, the Japanese site's, which hands them to the group's.
    await page.goto(`${base}/api/auth/callback/cw-oidc?error=access_denied`);
    await page.waitForURL((url) => url.pathname === '/tw/auth/signin');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-Hant-TW');
    expect(await page.locator('main [role="alert"]').textContent()).toBe(
      '登入處理過程中發生錯誤。',
    );
    expect(await page.locator('header').count()).toBe(1);

    // Errors of next-auth's error page come with no way back but its cookie of the sign-in
    // under way, which names the group.
    await page.goto(`${base}/auth/error?error=AccessDenied`);
    await page.waitForURL((url) => url.pathname === '/tw/auth/error');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('無法登入');
    expect(await page.locator('main [role="alert"]').textContent()).toBe('登入未獲允許。');
    expect(await page.getByRole('link', { name: '重新登入' }).getAttribute('href')).toBe(
      '/tw/auth/signin?callbackUrl=%2Ftw%2Fmember',
    );
    expect(await page.getByRole('link', { name: '返回首頁' }).getAttribute('href')).toBe('/tw');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A page sent to sign-in from a group (SessionRequired) keeps the group too.
    await page.goto(
      `${base}/auth/signin?error=SessionRequired&callbackUrl=${encodeURIComponent(`${base}/en/my_magazine`)}`,
    );
    await page.waitForURL((url) => url.pathname === '/en/auth/signin');
    expect(await page.locator('main [role="alert"]').textContent()).toBe(
      'Please sign in to see this page.',
    );
    await context.close();
  }, 60_000);
});
