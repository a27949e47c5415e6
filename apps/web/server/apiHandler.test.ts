import { apiErrorBodySchema, helloSchema } from '@cw/contract/schemas';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { handleApiRequest } from './apiHandler';
import { requestReader } from './auth';
import { backendFetch } from './backend';

vi.mock('./backend', () => ({
  backendFetch: vi.fn(),
  BackendTimeoutError: class BackendTimeoutError extends Error {},
  WEB_VERSION: '0.1.0',
}));
vi.mock('./auth', () => ({ requestReader: vi.fn(), authOptions: () => ({}) }));
vi.stubEnv('NEXTAUTH_URL', 'http://localhost:3000');

const SITE = 'http://localhost:3000';
const reader = { subject: 'oidc|unit', email: 'unit@example.jp' };
const fetchBackend = vi.mocked(backendFetch);

function call(
  method: string,
  path: string,
  init: { body?: string; origin?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (init.origin !== undefined) headers.origin = init.origin;
  return handleApiRequest(new NextRequest(`${SITE}${path}`, { method, headers, body: init.body }));
}

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

beforeEach(() => {
  fetchBackend.mockReset();
  vi.mocked(requestReader).mockResolvedValue(reader);
});

describe('requests the table does not know', () => {
  it('answers 404 JSON for an unknown /api path and 405 for another method', async () => {
    const unknown = await call('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(await errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND' });

    const wrongMethod = await call('PUT', '/api/follows/series', { origin: SITE });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET, POST, DELETE');
    expect(await errorOf(wrongMethod)).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(fetchBackend).not.toHaveBeenCalled();
  });
});

describe('guards, before the backend is called', () => {
  it.each([
    ['another site', 'https://evil.example'],
    ['a look-alike host', 'http://localhost:3000.evil.example'],
    ['no Origin header', undefined],
  ])('refuses a write from %s with 403', async (_, origin) => {
    const response = await call('POST', '/api/follows/series', {
      origin,
      body: JSON.stringify({ workId: 1 }),
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: 'FORBIDDEN' });
    expect(fetchBackend).not.toHaveBeenCalled();
  });

  it('answers 401 to member reads and writes without a session', async () => {
    vi.mocked(requestReader).mockResolvedValue(null);
    for (const response of [
      await call('GET', '/api/membership/history/list'),
      await call('DELETE', '/api/membership/history/list', { origin: SITE, body: '{"all":true}' }),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await errorOf(response)).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect(fetchBackend).not.toHaveBeenCalled();
  });

  it('lets a guest press good from our own pages, without a session or a service token', async () => {
    vi.mocked(requestReader).mockResolvedValue(null);
    fetchBackend.mockResolvedValue(Response.json({ count: 3 }));
    const response = await call('POST', '/api/membership/favorites/guest/episodes/9', {
      origin: SITE,
    });
    expect(response.status).toBe(200);
    expect(fetchBackend).toHaveBeenCalledWith(
      '/v3/library/episodes/9/guest-favorites',
      expect.objectContaining({ method: 'POST', reader: null }),
    );
  });

  it.each([
    ['a malformed path parameter', 'GET', '/api/follows/series/0x10', undefined, 'seriesId'],
    ['a malformed query value', 'GET', '/api/ranking?genre=comedy', undefined, 'genre'],
    ['a missing query value', 'GET', '/api/search/keywords', undefined, 'q'],
    ['a body of the wrong shape', 'POST', '/api/follows/series', '{"workId":"1"}', 'workId'],
    ['a body with extra fields', 'PUT', '/api/follows/labels/3/notification', '{"a":1}', ''],
    ['a body that is not JSON', 'POST', '/api/membership/history', '{page', ''],
    ['no body at all', 'DELETE', '/api/follows/series', undefined, ''],
  ])('answers 400 with issues for %s', async (_, method, path, body, issuePath) => {
    const response = await call(method, path, { origin: SITE, body });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.message).toMatch(/^Invalid request: /);
    expect(error.issues?.map((issue) => issue.path)).toContain(issuePath);
    expect(fetchBackend).not.toHaveBeenCalled();
  });
});

describe('calls to the backend', () => {
  it('signs member calls for the reader and forwards the validated body', async () => {
    fetchBackend.mockResolvedValue(Response.json({ isFollowing: true, notification: false }));
    const response = await call('PUT', '/api/follows/series/42/notification', {
      origin: SITE,
      body: '{"notification":false}',
    });
    expect(await response.json()).toEqual({ isFollowing: true, notification: false });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(fetchBackend).toHaveBeenCalledWith('/v3/membership/follows/series/42/notification', {
      method: 'PUT',
      body: '{"notification":false}',
      reader,
      client: null,
      headers: undefined,
      signal: expect.any(AbortSignal),
    });
  });

  it('forwards the Idempotency-Key of a history write, and no other header of the browser', async () => {
    fetchBackend.mockResolvedValue(new Response(null, { status: 204 }));
    const response = await call('POST', '/api/membership/history', {
      origin: SITE,
      body: '{"episodeId":2,"page":7}',
      headers: {
        'Idempotency-Key': '2-lsx8k1-0',
        cookie: 'next-auth.session-token=secret',
        authorization: 'Bearer from-the-browser',
        'x-forwarded-for': '198.51.100.9',
        'if-none-match': '"v1"',
      },
    });
    expect(response.status).toBe(204);
    expect(fetchBackend).toHaveBeenCalledWith('/v3/membership/history', {
      method: 'POST',
      body: '{"episodeId":2,"page":7}',
      reader,
      client: null,
      headers: { 'idempotency-key': '2-lsx8k1-0' },
      signal: expect.any(AbortSignal),
    });
  });

  it('sends a history write without a key as before, and no key on other writes', async () => {
    fetchBackend.mockResolvedValue(new Response(null, { status: 204 }));
    await call('POST', '/api/membership/history', {
      origin: SITE,
      body: '{"episodeId":2,"page":7}',
    });
    await call('DELETE', '/api/membership/history/list', {
      origin: SITE,
      body: '{"all":true}',
      headers: { 'Idempotency-Key': 'k-1' },
    });
    expect(fetchBackend.mock.calls.map(([, init]) => init?.headers)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it('answers 400 to a malformed Idempotency-Key without calling the backend', async () => {
    const response = await call('POST', '/api/membership/history', {
      origin: SITE,
      body: '{"episodeId":2,"page":7}',
      headers: { 'Idempotency-Key': 'k'.repeat(101) },
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.issues?.map((issue) => issue.path)).toEqual(['idempotency-key']);
    expect(fetchBackend).not.toHaveBeenCalled();
  });

  it("sends the client's address as serve.ts found it, for per-client limits", async () => {
    fetchBackend.mockResolvedValue(Response.json({ count: 3 }));
    await handleApiRequest(
      new NextRequest(`${SITE}/api/membership/favorites/guest/episodes/7`, {
        method: 'POST',
        headers: { origin: SITE, 'x-cw-client-address': '203.0.113.7' },
      }),
    );
    expect(fetchBackend.mock.calls[0]?.[1]).toMatchObject({ client: '203.0.113.7', reader: null });
  });

  it('passes status and error body through unchanged', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Work not found' } };
    fetchBackend.mockResolvedValue(Response.json(body, { status: 404 }));
    const response = await call('GET', '/api/contents/details/work?workCode=nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(body);
    expect(fetchBackend.mock.calls[0]?.[0]).toBe('/v3/library/works/nope');
  });

  it('passes a 204 through without a body', async () => {
    fetchBackend.mockResolvedValue(new Response(null, { status: 204 }));
    const response = await call('POST', '/api/mail/unsubscribe', {
      origin: SITE,
      body: '{"token":"t"}',
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('keeps the Cache-Control and ETag of public reads and forwards If-None-Match', async () => {
    const cache = 'public, max-age=60';
    fetchBackend.mockResolvedValue(
      new Response(null, { status: 304, headers: { 'cache-control': cache, etag: '"v1"' } }),
    );
    const response = await handleApiRequest(
      new NextRequest(`${SITE}/api/categories`, { headers: { 'if-none-match': '"v1"' } }),
    );
    expect(response.status).toBe(304);
    expect(response.headers.get('cache-control')).toBe(cache);
    expect(response.headers.get('etag')).toBe('"v1"');
    expect(fetchBackend.mock.calls[0]?.[1]).toMatchObject({
      headers: { 'if-none-match': '"v1"' },
      reader: null,
    });
  });

  it('keeps per-reader answers private whatever the backend says', async () => {
    fetchBackend.mockResolvedValue(
      Response.json({ updated: false }, { headers: { 'cache-control': 'public', etag: '"x"' } }),
    );
    const response = await call('GET', '/api/account/updated');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
  });

  it('passes the checkedAt query of GET and PUT /api/account/updated to the backend', async () => {
    const checkedAt = '2026-11-20T09:00:00+09:00';
    const backendPath = `/v3/membership/account/updated?checkedAt=${encodeURIComponent(checkedAt)}`;
    fetchBackend.mockImplementation(async () => Response.json({ updated: false, checkedAt }));
    const query = `?checkedAt=${encodeURIComponent(checkedAt)}`;
    expect((await call('GET', `/api/account/updated${query}`)).status).toBe(200);
    expect((await call('PUT', `/api/account/updated${query}`, { origin: SITE })).status).toBe(200);
    await call('GET', '/api/account/updated');
    await call('PUT', '/api/account/updated', { origin: SITE });
    expect(fetchBackend.mock.calls.map(([path, init]) => [init?.method, path])).toEqual([
      ['GET', backendPath],
      ['PUT', backendPath],
      ['GET', '/v3/membership/account/updated'],
      ['PUT', '/v3/membership/account/updated'],
    ]);
  });

  it('answers 400 to a checkedAt that is not an ISO 8601 date-time, without the backend', async () => {
    const response = await call('GET', '/api/account/updated?checkedAt=yesterday');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.map((issue) => issue.path)).toEqual(['checkedAt']);
    expect(fetchBackend).not.toHaveBeenCalled();
  });

  it('answers 502 when the backend does not answer', async () => {
    fetchBackend.mockRejectedValue(new TypeError('fetch failed'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await call('GET', '/api/categories');
    expect(response.status).toBe(502);
    expect(await errorOf(response)).toMatchObject({ code: 'BAD_GATEWAY' });
  });
});

describe('answers of the web app itself', () => {
  it('reports the backend in /api/hello, and a degraded one with 200', async () => {
    fetchBackend.mockResolvedValueOnce(
      Response.json({ version: '0.1.0', status: 'ok', database: 'postgres' }),
    );
    const up = await call('GET', '/api/hello');
    expect(helloSchema.parse(await up.json())).toEqual({
      web: { version: '0.1.0' },
      backend: { version: '0.1.0', status: 'ok', database: 'postgres' },
    });

    for (const failure of [
      () => Promise.reject(new TypeError('fetch failed')),
      () => Promise.resolve(Response.json({ error: { code: 'INTERNAL' } }, { status: 500 })),
    ]) {
      fetchBackend.mockImplementationOnce(failure);
      const down = await call('GET', '/api/hello');
      expect(down.status).toBe(200);
      expect(down.headers.get('cache-control')).toBe('private, no-store');
      expect(helloSchema.parse(await down.json()).backend).toEqual({
        version: null,
        status: 'degraded',
        database: null,
      });
    }
  });

  it('answers no A/B pattern while no test runs', async () => {
    const response = await call('GET', '/api/account/test_pattern');
    expect(await response.json()).toEqual({ feature: null });
  });
});
