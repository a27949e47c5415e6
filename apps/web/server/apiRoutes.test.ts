import { type EndpointDefinition, type EndpointName, endpoints } from '@cw/contract/endpoints';
import { describe, expect, it } from 'vitest';
import { apiRoutes, backendTarget, matchApiRequest } from './apiRoutes';

const table = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];
const keysOf = (schema: { shape: Record<string, unknown> } | undefined) =>
  Object.keys(schema?.shape ?? {});

describe('apiRoutes: the mapping table', () => {
  it('maps every endpoint of the contract endpoint table, and nothing else', () => {
    expect(Object.keys(apiRoutes).sort()).toEqual(table.map(([name]) => name).sort());
  });

  it.each(table)('%s fills every {name} from its own path parameters or query', (name, e) => {
    const route = apiRoutes[name];
    if (!('backend' in route)) return;
    const inputs = [...keysOf(e.params), ...keysOf(e.query)];
    const templates = [route.backend.path, ...Object.values(route.backend.query ?? {})];
    for (const template of templates) {
      for (const [, used] of template.matchAll(/\{(\w+)\}/g)) expect(inputs).toContain(used);
    }
  });

  it.each(table)('%s goes to membership exactly when it needs a session', (name, e) => {
    const route = apiRoutes[name];
    if (!('backend' in route)) return;
    expect(route.backend.path.startsWith('/v3/membership/')).toBe(e.access === 'member');
  });

  it('answers the session, the A/B pattern and hello in the web app', () => {
    const web = table.filter(([name]) => 'web' in apiRoutes[name]).map(([name]) => name);
    expect(web.sort()).toEqual(['getAccountTestPattern', 'getHello', 'getSession']);
  });
});

describe('matchApiRequest', () => {
  it.each(table)('finds %s by its own method and path', (name, e) => {
    const path = e.path.replace(/\{(\w+)\}/g, (_, param: string) => `${param}-1`);
    const params = Object.fromEntries(
      [...e.path.matchAll(/\{(\w+)\}/g)].map(([, param = '']) => [param, `${param}-1`]),
    );
    expect(matchApiRequest(e.method, path)).toEqual({ kind: 'endpoint', name, params });
  });

  it('prefers a literal segment to a parameter', () => {
    expect(matchApiRequest('GET', '/api/series/new')).toMatchObject({ name: 'getNewSeries' });
    expect(matchApiRequest('GET', '/api/series/dengeki')).toEqual({
      kind: 'endpoint',
      name: 'getLabelSeries',
      params: { labelCode: 'dengeki' },
    });
    expect(matchApiRequest('GET', '/api/series/new/ongoing')).toEqual({
      kind: 'endpoint',
      name: 'getLabelOngoingSeries',
      params: { labelCode: 'new' },
    });
    expect(matchApiRequest('GET', '/api/comics/new')).toMatchObject({ name: 'getNewComics' });
  });

  it('decodes path parameters', () => {
    expect(matchApiRequest('GET', '/api/related-product/KD%5FW%201')).toMatchObject({
      params: { workCode: 'KD_W 1' },
    });
  });

  it.each([
    '/api',
    '/api/nothing-here',
    '/api/series/a/b/c',
    '/api/follows/series/',
    '/api/follows//status',
    '/api/related-product/%E0%A4%A',
    '/api/auth-ish/session',
  ])('does not know %s', (path) => {
    expect(matchApiRequest('GET', path)).toEqual({ kind: 'notFound' });
  });

  it('answers another method on a known path with the methods it allows', () => {
    expect(matchApiRequest('POST', '/api/hello')).toEqual({
      kind: 'methodNotAllowed',
      allow: ['GET'],
    });
    expect(matchApiRequest('PATCH', '/api/follows/series')).toEqual({
      kind: 'methodNotAllowed',
      allow: ['GET', 'POST', 'DELETE'],
    });
    // The literal path decides first: /api/series/new has no POST, whatever {labelCode} has.
    expect(matchApiRequest('DELETE', '/api/series/new')).toMatchObject({
      kind: 'methodNotAllowed',
    });
  });
});

describe('backendTarget', () => {
  it('substitutes and encodes path parameters', () => {
    expect(backendTarget(apiRoutes.getRelatedProducts.backend, { workCode: 'a b/c?' }, {})).toBe(
      '/v3/library/related-products/a%20b%2Fc%3F',
    );
    expect(backendTarget(apiRoutes.getSeriesFollowStatus.backend, { seriesId: '42' }, {})).toBe(
      '/v3/membership/follows/series/42',
    );
  });

  it('moves a query value into the path, not into the backend query', () => {
    expect(backendTarget(apiRoutes.getEpisodeDetail.backend, {}, { episodeCode: 'E_1' })).toBe(
      '/v3/library/episodes/E_1',
    );
    expect(backendTarget(apiRoutes.getNewsDetail.backend, {}, { topicId: '7' })).toBe(
      '/v3/library/topics/7',
    );
  });

  it('adds fixed and templated backend query values, then forwards the rest', () => {
    expect(
      backendTarget(apiRoutes.getLabelOneShots.backend, { labelCode: 'den geki' }, { page: '2' }),
    ).toBe('/v3/library/works?label=den+geki&oneShot=true&page=2');
    expect(backendTarget(apiRoutes.getHourlyRanking.backend, {}, { genre: 'all' })).toBe(
      '/v3/library/rankings?period=hourly&genre=all',
    );
    expect(backendTarget(apiRoutes.searchKeywords.backend, {}, { q: 'a&b=c' })).toBe(
      '/v3/library/search?q=a%26b%3Dc',
    );
  });

  it('refuses a template whose value is missing', () => {
    expect(() => backendTarget(apiRoutes.getWorkDetail.backend, {}, {})).toThrow('{workCode}');
  });
});
