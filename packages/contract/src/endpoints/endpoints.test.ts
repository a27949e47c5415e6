import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';

/** Spec section 7, one line per method and path, as listed there. */
const SPEC_SECTION_7 = [
  'GET /api/account/{dev}/session',
  'GET /api/account/test_pattern',
  'GET /api/account/updated',
  'PUT /api/account/updated',
  'GET /api/authors/initial',
  'GET /api/categories',
  'GET /api/comics/new',
  'GET /api/comics/{labelId}/new',
  'GET /api/contents/details/episode',
  'GET /api/contents/details/work',
  'GET /api/contents/viewer',
  'GET /api/contents/viewer-jump-back',
  'GET /api/contents/viewer-jump-forward',
  'GET /api/daily/new',
  'GET /api/follows/labels',
  'DELETE /api/follows/labels',
  'POST /api/follows/labels/{labelId}',
  'GET /api/follows/labels/{labelId}/status',
  'PUT /api/follows/labels/{labelId}/notification',
  'GET /api/follows/series',
  'POST /api/follows/series',
  'DELETE /api/follows/series',
  'GET /api/follows/series/{seriesId}',
  'PUT /api/follows/series/{seriesId}/notification',
  'GET /api/free-campaign',
  'GET /api/genresAndTags',
  'GET /api/hello',
  'GET /api/label',
  'GET /api/label/fairs',
  'GET /api/label/features',
  'GET /api/label/follower',
  'POST /api/mail/unsubscribe',
  'GET /api/membership/favorites/episodes/{episodeId}/status',
  'POST /api/membership/favorites/episodes/{episodeId}/status',
  'DELETE /api/membership/favorites/episodes/{episodeId}/status',
  'POST /api/membership/favorites/guest/episodes/{episodeId}',
  'GET /api/membership/history',
  'POST /api/membership/history',
  'GET /api/membership/history/list',
  'DELETE /api/membership/history/list',
  'GET /api/membership/users/me/web',
  'GET /api/promotions/banners',
  'GET /api/promotions/topics/{topicId}/episodes',
  'GET /api/promotions/topics/{topicId}/series',
  'GET /api/ranking',
  'GET /api/ranking/hourly',
  'POST /api/recommendations/candidate',
  'GET /api/recommendations/series',
  'GET /api/related-product/{workCode}',
  'GET /api/search/author',
  'GET /api/search/genreOrTag',
  'GET /api/search/initial',
  'GET /api/search/keywords',
  'GET /api/series/new',
  'GET /api/series/{labelId}',
  'GET /api/series/{labelId}/one-shot',
  'GET /api/series/{labelId}/ongoing',
  'GET /api/topics',
  'GET /api/topics/new-serials/info',
  'GET /api/topics/new-serials/works',
  'GET /api/topics/news/detail',
];

/**
 * Calls the discovery screens need that section 7 does not list (its payloads are "not shown"):
 * works by genre, tag or kana row, search-box suggestions and campaign pages; the log
 * endpoint section 7 names without a path ("client logs go to a log endpoint"); and the
 * catalog's sitemap listing, which section 2's static files (/sitemap.xml) are built from.
 */
const BEYOND_SECTION_7 = [
  'POST /api/log',
  'GET /api/series',
  'GET /api/search/suggestions',
  'GET /api/topics/campaign/{token}',
  'GET /api/sitemap',
  'GET /api/sitemap/{kind}',
];

describe('endpoint table', () => {
  const table = Object.entries(endpoints);

  it('has exactly one function per browser call of spec section 7, plus the named additions', () => {
    // Placeholder names are not part of the URL: `{labelCode}` answers the spec's `{labelId}`.
    const shape = (call: string) => call.replace(/\{\w+\}/g, '{}');
    const calls = table.map(([, e]) => shape(`${e.method} ${e.path}`));
    expect(new Set(calls).size).toBe(calls.length);
    expect([...calls].sort()).toEqual([...SPEC_SECTION_7, ...BEYOND_SECTION_7].map(shape).sort());
  });

  it.each(table)('%s names every path parameter in its params schema', (_, e) => {
    const inPath = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const inSchema = 'params' in e ? Object.keys(e.params.shape).sort() : [];
    expect(inSchema).toEqual(inPath);
  });

  it.each(table)('%s reads path parameters and query values as URL strings', (_, e) => {
    // What the web app's route handlers validate: every value arrives as text.
    for (const schema of [
      'params' in e ? e.params : undefined,
      'query' in e ? e.query : undefined,
    ]) {
      if (!schema) continue;
      const asText = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, '1']));
      const parsed = schema.safeParse(asText);
      const typeIssues = parsed.error?.issues.filter((issue) => issue.code === 'invalid_type');
      expect(typeIssues ?? []).toEqual([]);
    }
  });

  it.each(table)('%s sends a body only with POST, PUT or DELETE', (_, e) => {
    if ('body' in e) expect(e.method).not.toBe('GET');
  });

  it('names reads get… or search… and writes otherwise', () => {
    for (const [name, e] of table) {
      expect(/^(get|search)[A-Z]/.test(name), name).toBe(e.method === 'GET');
    }
  });
});
