import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type CatalogShapes, findCatalogShapes } from './catalogShapes';

/** What the framework shows when a page fails; the site has pages of its own for each case. */
const FRAMEWORK_ERROR =
  /This page couldn.t load|could not be found|Application error|Internal Server Error/;

async function crawl(routes: readonly string[]) {
  const failures: string[] = [];
  for (const route of routes) {
    const response = await fetch(`${inject('baseUrl')}${route}`, { redirect: 'manual' });
    const html = await response.text();
    if (response.status >= 500) failures.push(`${route}: ${response.status}`);
    else if (FRAMEWORK_ERROR.test(html)) failures.push(`${route}: the framework's error page`);
    else if (response.status === 200 && !/<title>[^<]*CWコミック<\/title>/.test(html))
      failures.push(`${route}: no site title`);
  }
  return failures;
}

/**
 * Every page kind of the route table over catalog data of every shape (store-only, ended and
 * trial episodes; rtl, ltr and vsc works; one-shots, English and Traditional Chinese works, a
 * work with only volumes, a 200+ episode serial), plus malformed parameters: no 5xx and never
 * the framework's error page.
 */
describe('pages over every shape of the catalog', () => {
  let shapes: CatalogShapes;
  beforeAll(async () => {
    shapes = await findCatalogShapes(inject('backendUrl'));
  }, 120_000);

  it('answers every work and episode shape with a page of the site', async () => {
    const workRoutes = Object.values(shapes.works).flatMap((code) => [
      `/detail/${code}`,
      `/detail/${code}?episodeType=latest`,
      `/detail/${code}?episodeType=comics`,
      `/detail/${code}?episodeType=bogus&co=true`,
      `/detail/${code}/episodes`,
      `/detail/${code}/related`,
      `/contents/detail/${code}`,
    ]);
    const episodeRoutes = Object.values(shapes.episodes).flatMap((code) => [
      `/viewer/${code}`,
      `/viewer/${code}?page=3`,
      `/viewer/${code}?page=999999`,
      `/viewer/${code}?page=-1`,
      `/detail/${shapes.works.rtl}/episodes/${code}`,
    ]);
    expect(await crawl([...workRoutes, ...episodeRoutes])).toEqual([]);
  }, 180_000);

  it('opens the store chooser for a store-only episode', async () => {
    const response = await fetch(`${inject('baseUrl')}/viewer/${shapes.episodes.storeOnly}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="viewer-store-only"');
    expect(html).toContain('ストアで購入');
  });

  it('answers a search typed with a stray % with its results page', async () => {
    for (const query of ['%', '%E3%81', '100%']) {
      const response = await fetch(`${inject('baseUrl')}/search?q=${query}`);
      expect(response.status, query).toBe(200);
      expect(response.redirected, query).toBe(true);
      const literal = new URL(response.url).searchParams.get('q');
      expect(literal, query).toBe(query);
      // The search page (the site's 404 page answers 404).
      expect(await response.text(), query).toMatch(/<title>[^<]*検索/);
    }
  });

  it("answers malformed and hostile parameters with the site's 404, never a 5xx", async () => {
    const malformed = [
      '/detail/a.b',
      '/detail/%3Cscript%3E',
      '/detail/%E0%A4%A',
      '/detail/CW_000001_S/episodes/a.b',
      '/detail/CW_000001_S/episodes/%3Cscript%3E',
      '/viewer/a.b',
      '/viewer/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/viewer/%ZZ',
      `/viewer/${'A'.repeat(2000)}`,
      '/contents/detail/a.b',
      '/contents/genre/2147483648',
      '/contents/genre/99999999999999999999',
      '/ranking/2147483648',
      '/ranking/-1',
      '/search/author/2147483648',
      '/search/genre/0',
      '/search/tag/1e3',
      '/label/%ZZ',
      '/label/a.b/news/1',
      '/magazine/detail/%3Cx%3E',
      '/topics/news/2147483648',
      '/kadocommu/article/abc',
      '/campaign/10th-anniversary/%3Cx%3E',
      '/campaign/10th-anniversary/a/b',
      '/%E3%81%82',
    ];
    const failures = await crawl(malformed);
    expect(failures).toEqual([]);
    for (const route of malformed) {
      const response = await fetch(`${inject('baseUrl')}${route}`);
      expect(response.status, route).toBe(404);
      expect(await response.text(), route).toContain('ページが見つかりません');
    }
  });
});
