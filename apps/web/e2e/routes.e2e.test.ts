import type { WorkDetailResponse } from '@cw/api-client/schemas';
import { describe, expect, inject, it } from 'vitest';

/**
 * A crawl of the route table as far as it is built: every route answers 200 with its own page
 * (a level-1 heading and a title naming the site), unknown ids answer 404.
 */
describe('route table', () => {
  it('answers every built route with a page of its own', async () => {
    const works = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works?perPage=1`)
    ).json()) as { items: { code: string }[] };
    const code = works.items[0]?.code ?? '';
    const detail = (await (
      await fetch(`${inject('backendUrl')}/v3/library/works/${code}`)
    ).json()) as WorkDetailResponse;
    const episode = detail.episodes.find((e) => e.isActive)?.code ?? '';
    const labelCode = detail.work.labelInfo.code;
    const genreId = detail.work.genre.id;
    const routes = [
      '/ranking',
      `/ranking/${genreId}`,
      '/new',
      '/label',
      `/label/${labelCode}`,
      '/',
      `/detail/${code}`,
      `/detail/${code}/episodes`,
      `/detail/${code}/episodes/${episode}`,
      `/detail/${code}/related`,
      `/viewer/${episode}`,
      '/auth/signin',
      '/auth/error?error=Configuration',
      '/terms',
      '/terms/app',
      '/terms/shikin',
      '/terms/siteaccess',
      '/terms/tokusho',
    ];
    const failures: string[] = [];
    for (const route of routes) {
      const response = await fetch(`${inject('baseUrl')}${route}`);
      const html = await response.text();
      if (response.status !== 200) failures.push(`${route}: ${response.status}`);
      else if (!/<title>[^<]*CWコミック<\/title>/.test(html))
        failures.push(`${route}: no site title`);
    }
    expect(failures).toEqual([]);
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
    for (const hostile of ['//evil.example', '/\\evil.example', 'https://evil.example']) {
      const url = await target(`?path=${encodeURIComponent(hostile)}`);
      expect(url.origin).toBe(new URL(inject('baseUrl')).origin);
      expect(url.pathname).toBe('/');
    }
  });

  it('answers 404 for unknown ids', async () => {
    for (const route of [
      '/detail/CW_999999_S',
      '/viewer/CW_999999_0001_E',
      '/label/no_such_label',
      '/ranking/999999',
      '/ranking/not-a-genre',
      '/no/such/page',
    ]) {
      expect((await fetch(`${inject('baseUrl')}${route}`)).status, route).toBe(404);
    }
  });
});
