import type { Hello } from '@cw/contract/schemas';
import { deferred } from '@cw/vitest-config/waits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeBrowser } from '../test/fakeBrowserTabs';
import { createApiClient, type FetchLike } from './createApiClient';
import { HttpError, NetworkError, RequestValidationError, ResponseParseError } from './httpError';

const hello: Hello = {
  web: { version: '0.1.0' },
  backend: { version: '0.1.0', status: 'ok', database: 'pglite' },
};

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

const unauthorized = () =>
  json(
    { error: { code: 'UNAUTHORIZED', message: 'Sign in' } },
    { status: 401, statusText: 'Unauthorized' },
  );

/** A fetch that answers from a script and records what it was asked. */
function scriptedFetch(...answers: Array<Response | (() => Response | Promise<Response>)>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = vi.fn<FetchLike>(async (url, init) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${init.method} ${url}`);
    return typeof answer === 'function' ? answer() : answer;
  });
  return { fetch, calls };
}

describe('requests', () => {
  it('sends GET /api/contents/details/work with workCode in the query', async () => {
    const { fetch, calls } = scriptedFetch(json({}));
    const client = createApiClient({ fetch, baseUrl: 'https://comic.example.jp/' });
    await expect(client.getWorkDetail({ workCode: 'KDCW_AM01_68' })).rejects.toBeInstanceOf(
      ResponseParseError,
    );
    expect(calls[0]?.url).toBe(
      'https://comic.example.jp/api/contents/details/work?workCode=KDCW_AM01_68',
    );
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('writes numbers of the query as digits', async () => {
    const { fetch, calls } = scriptedFetch(json({ '101': true, '102': false }));
    const client = createApiClient({ fetch });
    await expect(client.getHistoryMap({ seriesId: 42 })).resolves.toEqual({
      '101': true,
      '102': false,
    });
    expect(calls[0]?.url).toBe('/api/membership/history?seriesId=42');
  });

  it('fills path segments, including {dev} of the session call', async () => {
    const { fetch, calls } = scriptedFetch(json(null));
    const client = createApiClient({ fetch });
    await expect(client.getSession({ dev: 'dev' })).resolves.toBeNull();
    expect(calls[0]?.url).toBe('/api/account/dev/session');
  });

  it('checks path values as the server reads them, then writes them as given', async () => {
    const { fetch, calls } = scriptedFetch(
      json({ items: [], page: 1, perPage: 20, total: 0, hasNext: false }),
    );
    const client = createApiClient({ fetch });
    await client.getLabelSeries({ labelCode: 'dengeki' });
    expect(calls[0]?.url).toBe('/api/series/dengeki');
    for (const call of [
      () => client.getSeriesFollowStatus({ seriesId: 1.5 }),
      () => client.getSeriesFollowStatus({ seriesId: 0 }),
      () => client.getLabelSeries({ labelCode: 'den geki' }),
    ]) {
      await expect(call()).rejects.toBeInstanceOf(RequestValidationError);
    }
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('spec section 7 /api/series/{labelId}, /one-shot, /ongoing and /api/comics/{labelId}/new: a label id or code', async () => {
    const page = { items: [], page: 1, perPage: 20, total: 0, hasNext: false };
    const { fetch, calls } = scriptedFetch(...Array.from({ length: 5 }, () => () => json(page)));
    const client = createApiClient({ fetch });
    await client.getLabelSeries({ labelCode: 3 });
    await client.getLabelOneShots({ labelCode: '3' });
    await client.getLabelOngoingSeries({ labelCode: 3 });
    await client.getLabelNewComics({ labelCode: 3 });
    await client.getLabelSeries({ labelCode: 'dengeki' });
    expect(calls.map((call) => call.url)).toEqual([
      '/api/series/3',
      '/api/series/3/one-shot',
      '/api/series/3/ongoing',
      '/api/comics/3/new',
      '/api/series/dengeki',
    ]);
  });

  it('spec section 7 "GET, PUT /api/account/updated (query)": sends checkedAt in the query', async () => {
    const answer = { updated: false, checkedAt: '2026-11-20T00:00:00.000Z' };
    const { fetch, calls } = scriptedFetch(json(answer), json(answer), json(answer));
    const client = createApiClient({ fetch });
    await expect(
      client.getAccountUpdated({ checkedAt: '2026-11-20T09:00:00+09:00' }),
    ).resolves.toEqual(answer);
    await client.markAccountUpdated({ checkedAt: '2026-11-20T00:00:00Z' });
    await client.markAccountUpdated();
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/account/updated?checkedAt=2026-11-20T09%3A00%3A00%2B09%3A00',
      'PUT /api/account/updated?checkedAt=2026-11-20T00%3A00%3A00Z',
      'PUT /api/account/updated',
    ]);
    await expect(client.getAccountUpdated({ checkedAt: 'yesterday' })).rejects.toBeInstanceOf(
      RequestValidationError,
    );
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("spec section 3 Label: reads the API's copy, iconImage and logoThumbnail as the Label", async () => {
    const sent = {
      id: 1,
      code: 'hoshizora',
      name: 'コミック星空',
      copy: '今夜も、物語は瞬いている。',
      iconImage: '/v3/media/label-icons/1',
      logoThumbnail: '/v3/media/label-logos/1',
      color: '#2b4c9b',
    };
    const { fetch } = scriptedFetch(json({ items: [sent] }));
    const client = createApiClient({ fetch });
    const { items } = await client.getLabels();
    expect(items).toEqual([
      {
        id: 1,
        code: 'hoshizora',
        name: 'コミック星空',
        description: '今夜も、物語は瞬いている。',
        iconImageUrl: '/v3/media/label-icons/1',
        logoImageUrl: '/v3/media/label-logos/1',
        color: '#2b4c9b',
      },
    ]);
  });

  it('sends the rest of the input as a JSON body', async () => {
    const { fetch, calls } = scriptedFetch(json({ isFollowing: true, notification: false }));
    const client = createApiClient({ fetch });
    await client.setSeriesNotification({ seriesId: 7, notification: false });
    expect(calls[0]?.url).toBe('/api/follows/series/7/notification');
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.init.body).toBe('{"notification":false}');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('parses 204 answers of writes to undefined', async () => {
    const { fetch } = scriptedFetch(new Response(null, { status: 204 }));
    const client = createApiClient({ fetch });
    await expect(client.unfollowSeries({ workIds: [1, 2] })).resolves.toBeUndefined();
  });

  it('adds configured headers, computed per request', async () => {
    const { fetch, calls } = scriptedFetch(json(hello));
    const client = createApiClient({ fetch, headers: async () => ({ cookie: 'session=abc' }) });
    await client.getHello();
    expect(calls[0]?.init.headers).toMatchObject({
      cookie: 'session=abc',
      accept: 'application/json',
    });
  });

  it('rejects invalid input before sending anything', async () => {
    const { fetch } = scriptedFetch();
    const client = createApiClient({ fetch });
    const error = await client.searchKeywords({ q: '   ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).issues[0]?.path).toBe('q');
    await expect(
      client.recordHistory({ episodeId: 1, page: 5, pageCount: 5 }),
    ).rejects.toBeInstanceOf(RequestValidationError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Idempotency-Key', () => {
  const recorded = () => new Response(null, { status: 204 });
  const keySent = (call: { init: RequestInit } | undefined) =>
    (call?.init.headers as Record<string, string> | undefined)?.['Idempotency-Key'];

  it('sends the idempotencyKey of recordHistory as the Idempotency-Key header', async () => {
    const { fetch, calls } = scriptedFetch(recorded(), recorded());
    const client = createApiClient({ fetch, headers: { cookie: 'session=abc' } });
    await client.recordHistory({ episodeId: 2, page: 7 }, { idempotencyKey: '2-lsx8k1-0' });
    expect(calls[0]?.init.headers).toEqual({
      cookie: 'session=abc',
      'Idempotency-Key': '2-lsx8k1-0',
      accept: 'application/json',
      'content-type': 'application/json',
    });
    expect(calls[0]?.init.body).toBe('{"episodeId":2,"page":7}');

    await client.recordHistory({ episodeId: 2, page: 7 });
    expect(keySent(calls[1])).toBeUndefined();
  });

  it('sends the same key again when the call is retried after a session refresh', async () => {
    const { fetch, calls } = scriptedFetch(unauthorized(), recorded());
    const browser = createFakeBrowser();
    const client = createApiClient({
      fetch,
      refreshSession: async () => true,
      lock: { ...browser.tab(), locks: browser.locks },
    });
    await client.recordHistory({ episodeId: 2, page: 7 }, { idempotencyKey: 'k-1' });
    expect(calls.map(keySent)).toEqual(['k-1', 'k-1']);
  });

  it.each([
    ['an empty key', ''],
    ['a key of 101 characters', 'k'.repeat(101)],
    ['a key with a tab', 'a\tb'],
    ['a key beyond ASCII', 'clé'],
  ])('rejects %s before sending anything', async (_, idempotencyKey) => {
    const { fetch } = scriptedFetch();
    const client = createApiClient({ fetch });
    const error = await client
      .recordHistory({ episodeId: 2, page: 7 }, { idempotencyKey })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).issues).toEqual([
      {
        path: 'idempotency-key',
        message: 'Idempotency-Key must be 1 to 100 printable ASCII characters',
      },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes a key of 100 printable characters, spaces included', async () => {
    const { fetch, calls } = scriptedFetch(recorded());
    const client = createApiClient({ fetch });
    const key = `a${' ~'.repeat(49)}b`;
    await client.recordHistory({ episodeId: 2, page: 7 }, { idempotencyKey: key });
    expect(keySent(calls[0])).toBe(key);
  });

  it('refuses a key for an endpoint that takes none', async () => {
    const { fetch } = scriptedFetch();
    const client = createApiClient({ fetch });
    // Only a computed endpoint name gets past the types.
    const name = 'unfollowSeries' as 'recordHistory' | 'unfollowSeries';
    const error = await client
      .request(name, { workIds: [1] } as never, { idempotencyKey: 'k-1' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestValidationError);
    expect((error as RequestValidationError).issues[0]?.path).toBe('idempotencyKey');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it('throws HttpError with the spec message and the parsed body', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'No such work' } };
    const { fetch } = scriptedFetch(json(body, { status: 404, statusText: 'Not Found' }));
    const client = createApiClient({ fetch });
    const error = await client.getWorkDetail({ workCode: 'missing' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe('HTTP Error: 404 Not Found');
    expect((error as HttpError).body).toEqual(body);
  });

  it('names the field when a 2xx payload does not match the schema', async () => {
    const { fetch } = scriptedFetch(
      json({ ...hello, backend: { ...hello.backend, status: 'up' } }),
    );
    const client = createApiClient({ fetch });
    const error = await client.getHello().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as ResponseParseError).issues.map((issue) => issue.path)).toEqual([
      'backend.status',
    ]);
    expect((error as ResponseParseError).message).toContain('backend.status: ');
  });

  it('reports a body that is not JSON', async () => {
    const { fetch } = scriptedFetch(new Response('<html></html>'));
    const client = createApiClient({ fetch });
    await expect(client.getHello()).rejects.toThrow('Response body is not JSON');
  });

  it('wraps network failures, but lets cancellations through', async () => {
    const failing = createApiClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(failing.getHello()).rejects.toBeInstanceOf(NetworkError);

    const controller = new AbortController();
    const abortable = createApiClient({
      fetch: async (_url, init) => {
        controller.abort();
        throw init.signal?.reason;
      },
    });
    await expect(
      abortable.getHello(undefined, { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('401: one session refresh, then one retry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-04-01T09:00:00+09:00'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function tabClient(browser: ReturnType<typeof createFakeBrowser>, fetch: FetchLike) {
    const refreshSession = vi.fn(async () => true);
    const client = createApiClient({
      fetch,
      refreshSession,
      lock: { ...browser.tab(), locks: browser.locks },
    });
    return { client, refreshSession };
  }

  it('refreshes once and retries the call once', async () => {
    const { fetch } = scriptedFetch(unauthorized(), json(hello));
    const { client, refreshSession } = tabClient(createFakeBrowser(), fetch);
    await expect(client.getHello()).resolves.toEqual(hello);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('throws HttpError when the retry is a 401 too', async () => {
    const { fetch } = scriptedFetch(unauthorized(), unauthorized());
    const { client, refreshSession } = tabClient(createFakeBrowser(), fetch);
    const error = await client.getHello().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('fails a second 401 within 60 seconds without refreshing or retrying', async () => {
    const { fetch } = scriptedFetch(unauthorized(), json(hello), unauthorized());
    const { client, refreshSession } = tabClient(createFakeBrowser(), fetch);
    await client.getHello();
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(client.getHello()).rejects.toThrow('HTTP Error: 401 Unauthorized');
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('refreshes again after 60 seconds', async () => {
    const { fetch } = scriptedFetch(unauthorized(), json(hello), unauthorized(), json(hello));
    const { client, refreshSession } = tabClient(createFakeBrowser(), fetch);
    await client.getHello();
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(client.getHello()).resolves.toEqual(hello);
    expect(refreshSession).toHaveBeenCalledTimes(2);
  });

  it('lets a second tab wait for the first tab’s refresh, then retry', async () => {
    const browser = createFakeBrowser();
    const first = tabClient(browser, scriptedFetch(unauthorized(), json(hello)).fetch);
    const second = tabClient(browser, scriptedFetch(unauthorized(), json(hello)).fetch);
    const session = deferred<boolean>();
    first.refreshSession.mockImplementation(() => session.promise);

    const a = first.client.getHello();
    await vi.advanceTimersByTimeAsync(0);
    const b = second.client.getHello();
    await vi.advanceTimersByTimeAsync(1_000);
    session.resolve(true);

    await expect(Promise.all([a, b])).resolves.toEqual([hello, hello]);
    expect(first.refreshSession).toHaveBeenCalledTimes(1);
    expect(second.refreshSession).not.toHaveBeenCalled();
  });

  it('gives up waiting after 5 seconds and retries without refreshing', async () => {
    const browser = createFakeBrowser();
    const first = tabClient(browser, scriptedFetch(unauthorized()).fetch);
    const secondFetch = scriptedFetch(unauthorized(), json(hello));
    const second = tabClient(browser, secondFetch.fetch);
    first.refreshSession.mockImplementation(() => new Promise(() => {}));

    void first.client.getHello();
    await vi.advanceTimersByTimeAsync(0);
    const b = second.client.getHello();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(secondFetch.fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(b).resolves.toEqual(hello);
    expect(second.refreshSession).not.toHaveBeenCalled();
  });

  it('throws the 401 with the refresh failure as cause, and releases the lock', async () => {
    const browser = createFakeBrowser();
    const { client, refreshSession } = tabClient(browser, scriptedFetch(unauthorized()).fetch);
    const failure = new Error('identity provider down');
    refreshSession.mockRejectedValue(failure);
    const error = await client.getHello().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect((error as HttpError).cause).toBe(failure);
    expect(browser.locks.heldNames()).toEqual([]);
  });

  it('throws at once without refreshSession (server code)', async () => {
    const { fetch } = scriptedFetch(unauthorized());
    const client = createApiClient({ fetch });
    await expect(client.getHello()).rejects.toBeInstanceOf(HttpError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('no global state', () => {
  it('touches neither fetch, navigator nor storage until a call is made', async () => {
    vi.resetModules();
    const fetch = vi.spyOn(globalThis, 'fetch');
    const locks = vi.spyOn(navigator.locks, 'request');
    const module = await import('./index');
    const client = module.createApiClient({ refreshSession: async () => true });
    expect(typeof client.getHello).toBe('function');
    expect(fetch).not.toHaveBeenCalled();
    expect(locks).not.toHaveBeenCalled();
    fetch.mockRestore();
    locks.mockRestore();
  });

  it('gives every client its own refresh limit', async () => {
    const first = createApiClient({
      fetch: scriptedFetch(unauthorized(), json(hello)).fetch,
      refreshSession: async () => true,
    });
    const secondRefresh = vi.fn(async () => true);
    const second = createApiClient({
      fetch: scriptedFetch(unauthorized(), json(hello)).fetch,
      refreshSession: secondRefresh,
    });
    await first.getHello();
    await second.getHello();
    expect(secondRefresh).toHaveBeenCalledTimes(1);
  });
});
