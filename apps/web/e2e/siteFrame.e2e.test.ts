import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, signUp } from './browser';
import { findCatalogShapes } from './catalogShapes';
import { loadSeed, routeTable, type Seed } from './routeTable';

/** The `content` of a `<meta>` of `html` by its `property` or `name`, or null. */
function meta(html: string, key: string): string | null {
  const tag = html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));
  return tag?.[1] ?? null;
}

/** The JSON-LD blocks of `html`, parsed. */
function jsonLd(html: string): { '@type': string }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    (block) => JSON.parse(block[1] ?? '[]'),
  );
}

/** The Open Graph page type spec section 9 gives a route (work `book`, topic `article`, …). */
function expectedType(route: string): string {
  if (/^\/(detail|viewer)\//.test(route)) return 'book';
  if (/\/(news|fair|features)\/\d+$|^\/kadocommu\/article\//.test(route)) return 'article';
  if (/^\/search\/author\/\d+$/.test(route)) return 'profile';
  return 'website';
}

/**
 * The site frame (issue 26): every route's metadata and security headers, the static files,
 * the error pages, a Content-Security-Policy that blocks injected script and nothing of the
 * site's own, the viewport rule and scroll restoration on back navigation.
 */
describe('site frame', () => {
  let seed: Seed;
  let browser: Browser;
  const baseUrl = () => inject('baseUrl');
  beforeAll(async () => {
    [seed, browser] = await Promise.all([loadSeed(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gives every route its title, cards, canonical URL, JSON-LD and security headers', async () => {
    const { listsWorks, pages } = routeTable(seed);
    const failures: string[] = [];
    for (const route of [...listsWorks, ...pages]) {
      const response = await fetch(`${baseUrl()}${route}`);
      const html = await response.text();
      const problems: string[] = [];
      const csp = response.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
      if (!scriptSrc || scriptSrc.includes("'unsafe-inline'"))
        problems.push(`script-src ${scriptSrc}`);
      if (!csp.includes("frame-ancestors 'none'")) problems.push('no frame-ancestors');
      if (response.headers.get('x-content-type-options') !== 'nosniff') problems.push('nosniff');
      if (!response.headers.get('referrer-policy')) problems.push('no referrer-policy');
      if (!response.headers.get('permissions-policy')) problems.push('no permissions-policy');
      if (!/<title>[^<]*CWコミック<\/title>/.test(html)) problems.push('title');
      if (meta(html, 'og:site_name') !== 'CWコミック') problems.push('og:site_name');
      if (meta(html, 'og:locale') !== 'ja_JP') problems.push('og:locale');
      if (meta(html, 'og:type') !== expectedType(route.split('?')[0] ?? route)) {
        problems.push(`og:type ${meta(html, 'og:type')}`);
      }
      if (!meta(html, 'og:image')?.startsWith('http')) problems.push('og:image');
      if (!meta(html, 'twitter:card')) problems.push('twitter:card');
      const canonical = html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
      if (canonical !== undefined && !canonical.startsWith(`${baseUrl()}/`)) {
        problems.push(`canonical ${canonical}`);
      }
      const types = jsonLd(html).map((thing) => thing['@type']);
      if (
        route.startsWith('/detail/') &&
        !route.includes('/episodes') &&
        !route.includes('/related')
      ) {
        if (!types.includes('ComicSeries') || !types.includes('BreadcrumbList')) {
          problems.push(`JSON-LD ${types}`);
        }
        if (!canonical) problems.push('no canonical');
      }
      if (route.startsWith('/viewer/') && !types.includes('ComicIssue')) {
        problems.push(`JSON-LD ${types}`);
      }
      if (problems.length > 0) failures.push(`${route}: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('serves robots.txt, a sitemap index listing every work, ads.txt and the icons', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    expect(robots).toContain('Disallow: /my-comic');

    const index = await fetch(`${baseUrl()}/sitemap.xml`);
    expect(index.headers.get('content-type')).toContain('xml');
    const files = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    for (const kind of ['works', 'episodes', 'labels', 'authors', 'topics']) {
      expect(files).toContain(`${baseUrl()}/sitemaps/${kind}-1.xml`);
    }
    // The site's own pages: home, its other languages, the sections.
    expect(files).toContain(`${baseUrl()}/sitemaps/pages.xml`);
    const pages = await (await fetch(`${baseUrl()}/sitemaps/pages.xml`)).text();
    for (const path of ['/', '/en', '/tw', '/ranking', '/search']) {
      expect(pages, path).toContain(`<loc>${baseUrl()}${path}</loc>`);
    }
    const listed = new Set<string>();
    for (const file of files.filter((url) => url.includes('/sitemaps/works-'))) {
      const xml = await (await fetch(file.replace(/^https?:\/\/[^/]+/, baseUrl()))).text();
      for (const match of xml.matchAll(/<loc>[^<]*\/detail\/([^<]+)<\/loc>/g)) {
        listed.add(match[1] ?? '');
      }
    }
    const works = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works?perPage=1`)
    ).json()) as { total: number };
    expect(listed.size).toBe(works.total);
    expect(listed).toContain(seed.workCode);
    expect((await fetch(`${baseUrl()}/sitemaps/users-1.xml`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}/sitemaps/works-9999.xml`)).status).toBe(404);

    for (const file of ['/ads.txt', '/app-ads.txt']) {
      const response = await fetch(`${baseUrl()}${file}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(
        'placeholder.example.com, placeholder, DIRECT, placeholder\n',
      );
    }
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as {
      display: string;
      theme_color: string;
      icons: { src: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#/);
    const icons = ['/favicon.ico', '/icon.svg', '/apple-touch-icon.png', '/og-image.png'];
    for (const icon of [...icons, ...manifest.icons.map((entry) => entry.src)]) {
      expect((await fetch(`${baseUrl()}${icon}`)).status, icon).toBe(200);
    }
  });

  it('answers /404 and /500 with the Japanese pages and their status', async () => {
    const notFound = await fetch(`${baseUrl()}/404`);
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('ページが見つかりません');
    const serverError = await fetch(`${baseUrl()}/500`);
    expect(serverError.status).toBe(500);
    expect(serverError.headers.get('cache-control')).toContain('no-store');
    const html = await serverError.text();
    expect(html).toContain('ページを表示できませんでした');
    expect(html).toContain('トップページへ');
  });

  it('draws every 404 on the server in one frame: one header, one footer, its title', async () => {
    const routes = ['/detail/CW_999999_S', '/viewer/xyz', '/ranking/zzz', '/nonexistent/page/here'];
    const page = await browser.newPage();
    for (const route of routes) {
      const response = await fetch(`${baseUrl()}${route}`);
      expect(response.status, route).toBe(404);
      const html = await response.text();
      expect(html, route).toContain('<html lang="ja"');
      expect(html, route).toContain('<title>ページが見つかりません | CWコミック</title>');
      expect(html, route).toMatch(/<h1[^>]*>ページが見つかりません<\/h1>/);
      expect(html.match(/<header[\s>]/g)?.length, route).toBe(1);
      expect(html.match(/<footer[\s>]/g)?.length, route).toBe(1);
      // And so it stays once the page runs.
      expect((await page.goto(`${baseUrl()}${route}`))?.status(), route).toBe(404);
      await page.waitForFunction(() => document.readyState === 'complete');
      expect(await page.locator('header').count(), route).toBe(1);
      expect(await page.locator('footer').count(), route).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), route).toBe(
        'ページが見つかりません',
      );
      expect(new URL(page.url()).pathname, route).toBe(route);
    }
    // The not-found page asked for by its own path is a 404 too.
    expect((await fetch(`${baseUrl()}/not-found`)).status).toBe(404);
    await page.close();
  }, 90_000);

  it('takes a reader back from the 404 page with 「前のページへ戻る」', async () => {
    const page = await browser.newPage();
    await page.goto(`${baseUrl()}/terms`);
    await page.goto(`${baseUrl()}/no-such-page`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: '前のページへ戻る' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/terms');
    await page.close();
  });

  /** A page that records every Content-Security-Policy violation and every console error. */
  async function watchedPage(page: Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const notFound: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404 && response.request().resourceType() !== 'document') {
        notFound.push(response.url());
      }
    });
    return {
      violations: () =>
        page.evaluate(() => (window as unknown as { __violations: string[] }).__violations),
      notFound,
    };
  }

  it('runs every route kind with no policy violation and no 404 in the console', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = await watchedPage(page);
    const { listsWorks, pages } = routeTable(seed);
    const failures: string[] = [];
    for (const route of [...listsWorks, ...pages]) {
      await page.goto(`${baseUrl()}${route}`);
      // Hydrated and its first requests answered (a reader's page may keep polling).
      await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
      const violations = await watch.violations();
      if (violations.length > 0) failures.push(`${route}: ${violations.join(', ')}`);
    }
    expect(failures).toEqual([]);
    expect(watch.notFound).toEqual([]);
    await context.close();
    // Every route kind: 229 s beside a full CI run and stress-ng on two cores.
  }, 480_000);

  it('works under its policy: the viewer turns, the store chooser opens, sign-in completes', async () => {
    const context = await browser.newContext();
    const page = await signUp(context, `${baseUrl()}/`);
    const watch = await watchedPage(page);
    await page.goto(`${baseUrl()}/viewer/${seed.episodeCode}`);
    const counter = page.getByTestId('viewer-page-counter');
    await expect.poll(() => counter.textContent(), { timeout: 20_000 }).toMatch(/^1 \//);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter.textContent()).not.toMatch(/^1 \//);
    const shapes = await findCatalogShapes(inject('backendUrl'));
    await page.goto(`${baseUrl()}/viewer/${shapes.episodes.storeOnly}`);
    // A store-only episode opens the store chooser at once.
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1);
    expect(await watch.violations()).toEqual([]);
    await context.close();
  }, 120_000);

  it('never runs a script injected through a query parameter', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { __ran: boolean }).__ran = false;
    });
    const payload = encodeURIComponent(
      '"><script>window.__ran=true</script><img src=x onerror="window.__ran=true">',
    );
    for (const route of [`/search?q=${payload}`, `/?utm_source=${payload}`]) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => (window as unknown as { __ran: boolean }).__ran)).toBe(
        false,
      );
    }
    await context.close();
  }, 60_000);

  it('fixes the viewport at 390 below an outer width of 390, and checks again after a resize', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The window's outer width as a phone's: headless Chromium's window is wider than any
    // emulated viewport, so the test sets what the page reads.
    await page.addInitScript(() => {
      const window_ = window as unknown as { __outerWidth: number };
      window_.__outerWidth = 360;
      Object.defineProperty(window, 'outerWidth', { get: () => window_.__outerWidth });
    });
    await page.goto(`${baseUrl()}/terms`);
    const viewport = () => page.getAttribute('meta[name="viewport"]', 'content');
    expect(await viewport()).toBe('width=390');
    await page.evaluate(() => {
      (window as unknown as { __outerWidth: number }).__outerWidth = 800;
      window.dispatchEvent(new Event('resize'));
    });
    await expect.poll(viewport, { timeout: 3000 }).toBe('width=device-width, initial-scale=1');
    await context.close();
  });

  it('restores the scroll position on back, on a long list and on an infinite list', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (const [route, more] of [
      ['/contents/list', false],
      ['/release', true],
    ] as const) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
      const links = page.locator('main a[href^="/detail/"]');
      const before = await links.count();
      if (more) {
        // Scroll to the end until another page of the list has loaded.
        await expect
          .poll(
            async () => {
              await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
              return links.count();
            },
            { timeout: 20_000 },
          )
          .toBeGreaterThan(before);
      }
      const target = links.nth((await links.count()) - 2);
      await target.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled, route).toBeGreaterThan(1000);
      await page.waitForTimeout(700); // past the 500 ms save throttle
      await target.click();
      await page.waitForURL(/\/detail\//);
      await page.goBack();
      await page.waitForURL(`${baseUrl()}${route}`);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
    }
    await context.close();
  }, 120_000);
});
