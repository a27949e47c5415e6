import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signUp } from './browser';

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

  it("shows the reader's account and follows in the group language once signed in", async () => {
    const context = await browser.newContext();
    const guest = await context.newPage();
    await guest.goto(`${inject('baseUrl')}/en/member`);
    await expect.poll(() => guest.getByText('You are not signed in.').count()).toBe(1);
    await guest.close();
    const page = await signUp(context, `${inject('baseUrl')}/en/member`);
    await expect.poll(() => page.getByText('You are signed in.').count()).toBe(1);
    await page.goto(`${inject('baseUrl')}/en/my_magazine`);
    await expect.poll(() => page.getByText('You follow no works yet.').count()).toBe(1);
    await context.close();
  }, 90_000);
});
