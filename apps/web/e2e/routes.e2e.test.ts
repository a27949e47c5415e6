import { request } from 'node:http';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loadSeed, routeTable, type Seed } from './routeTable';

/**
 * A crawl of the whole route table (spec section 2) with seeded ids: every page answers 200
 * with its own page (a level-1 heading, the site in the title), catalog lists show works,
 * short paths redirect, and unknown or mismatched ids answer 404.
 */
describe('route table', () => {
  let seed: Seed;
  beforeAll(async () => {
    seed = await loadSeed();
  });

  it('answers every route with a page of its own', async () => {
    const { listsWorks, pages } = routeTable(seed);
    const failures: string[] = [];
    for (const route of [...listsWorks, ...pages]) {
      const response = await fetch(`${inject('baseUrl')}${route}`);
      const html = await response.text();
      if (response.status !== 200) failures.push(`${route}: ${response.status}`);
      else if (!/<title>[^<]*CWコミック<\/title>/.test(html))
        failures.push(`${route}: no site title`);
      else if (!/<h1[\s>]/.test(html)) failures.push(`${route}: no level-1 heading`);
      else if (listsWorks.includes(route) && !html.includes('href="/detail/'))
        failures.push(`${route}: no works listed`);
    }
    expect(failures).toEqual([]);
  });

  it('sends the short paths on to their pages', async () => {
    const redirects = {
      [`/${seed.labelCode}`]: `/label/${seed.labelCode}`,
      [`/${seed.labelCode}/ranking`]: `/label/${seed.labelCode}/ranking`,
      [`/contents/detail/${seed.workCode}`]: `/detail/${seed.workCode}`,
      '/viewer': '/',
    };
    for (const [from, to] of Object.entries(redirects)) {
      const response = await fetch(`${inject('baseUrl')}${from}`, { redirect: 'manual' });
      expect([301, 307, 308], from).toContain(response.status);
      expect(new URL(response.headers.get('location') ?? '', inject('baseUrl')).pathname).toBe(to);
    }
  });

  it('sends /app/redirect on to a same-site page, never elsewhere', async () => {
    const target = async (query: string) => {
      const response = await fetch(`${inject('baseUrl')}/app/redirect${query}`, {
        redirect: 'manual',
      });
      expect(response.status).toBe(307);
      return new URL(response.headers.get('location') ?? '', inject('baseUrl'));
    };
    expect((await target('')).pathname).toBe('/');
    expect((await target('?path=%2Fterms')).pathname).toBe('/terms');
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      const url = await target(`?path=${encodeURIComponent(hostile)}`);
      expect(url.origin).toBe(new URL(inject('baseUrl')).origin);
      expect(url.pathname).toBe('/');
    }
    // What a header cannot hold is encoded, never a 500.
    const japanese = await target(`?path=${encodeURIComponent('/search?q=あ')}`);
    expect(`${japanese.pathname}${japanese.search}`).toBe('/search?q=%E3%81%82');
    expect((await target(`?path=${encodeURIComponent('/terms\r\nx: y')}`)).pathname).toMatch(
      /^\/terms/,
    );
  });

  it('sends a page asked under another host name to the site, before sign-in starts', async () => {
    const site = new URL(inject('baseUrl'));
    // The same server reached as `localhost` (a site configured as 127.0.0.1 here).
    const askAs = (path: string, host: string) =>
      new Promise<{ status: number; location: string | undefined }>((done, fail) => {
        request({ host: site.hostname, port: site.port, path, headers: { host } }, (response) => {
          response.resume();
          done({ status: response.statusCode ?? 0, location: response.headers.location });
        })
          .on('error', fail)
          .end();
      });
    const signIn = '/auth/signin?callbackUrl=%2Fdetail%2FCW_000001_S';
    expect(await askAs(signIn, `localhost:${site.port}`)).toEqual({
      status: 308,
      location: `${site.origin}${signIn}`,
    });
    expect((await askAs('/ranking', site.host)).status).toBe(200);
    // Not pages: the API and assets answer under any name (health checks reach an address).
    expect((await askAs('/api/hello', `localhost:${site.port}`)).status).toBe(200);
  });

  it('answers 404 for unknown or mismatched ids', async () => {
    const { labelCode: label, labelTopics, siteTopics } = seed;
    for (const route of [
      '/detail/CW_999999_S',
      '/viewer/CW_999999_0001_E',
      '/no_such_label',
      '/no_such_label/ranking',
      '/label/no_such_label',
      `/label/${label}/no-such-page`,
      `/label/${label}/news/999999`,
      `/label/${label}/news/${labelTopics.fair}`,
      `/label/${label}/fair/not-an-id`,
      '/magazine/detail/no_such_label',
      '/ranking/999999',
      '/ranking/not-a-genre',
      '/topics/news/999999',
      `/topics/fair/${siteTopics.news}`,
      `/kadocommu/article/${siteTopics.news}`,
      '/topics/unknown/1',
      '/campaign/10th-anniversary/no-such-campaign',
      '/free-campaign/all',
      '/free-campaign/bogus',
      '/contents/genre/999999',
      '/contents/genre/abc',
      '/search/author/999999',
      '/search/genre/999999',
      '/search/tag/999999',
      '/home/extra',
      '/no/such/page',
    ]) {
      expect((await fetch(`${inject('baseUrl')}${route}`)).status, route).toBe(404);
    }
  });
});
