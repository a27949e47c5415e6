import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { responseCache } from './responseCache';

function appWith(ttlMs: number, maxEntries = 10) {
  let calls = 0;
  const app = new Hono();
  app.use('*', etag(), responseCache({ ttlMs, maxEntries }));
  app.get('/works/:code', async (c) => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (c.req.param('code') === 'missing') return c.json({ error: 'not found' }, 404);
    return c.json({ code: c.req.param('code'), calls });
  });
  return { app, calls: () => calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('responseCache', () => {
  it('serves a repeated GET from memory until the TTL passes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, calls } = appWith(10_000);
    const first = await (await app.request('/works/a')).json();
    const second = await (await app.request('/works/a')).json();
    expect(first).toEqual({ code: 'a', calls: 1 });
    expect(second).toEqual(first);
    expect(calls()).toBe(1);
    vi.setSystemTime(Date.now() + 10_001);
    expect(await (await app.request('/works/a')).json()).toEqual({ code: 'a', calls: 2 });
  });

  it('computes concurrent misses of one URL once', async () => {
    const { app, calls } = appWith(10_000);
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async () => (await app.request('/works/b')).json()),
    );
    expect(calls()).toBe(1);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
  });

  it('serves the stale answer to others while one request refreshes an expired entry', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { app, calls } = appWith(1_000);
    await app.request('/works/c');
    vi.setSystemTime(Date.now() + 1_001);
    const json = async (path: string) => (await app.request(path)).json();
    const [refreshing, stale] = await Promise.all([json('/works/c'), json('/works/c')]);
    expect(refreshing).toEqual({ code: 'c', calls: 2 });
    expect(stale).toEqual({ code: 'c', calls: 1 });
    expect(calls()).toBe(2);
  });

  it('keeps URLs apart, caches no errors, and answers 304 to its own ETag', async () => {
    const { app, calls } = appWith(10_000);
    const a = await app.request('/works/a');
    await app.request('/works/a?page=2');
    expect(calls()).toBe(2);
    await app.request('/works/missing');
    await app.request('/works/missing');
    expect(calls()).toBe(4);
    const revalidated = await app.request('/works/a', {
      headers: { 'if-none-match': a.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('evicts the oldest entry beyond its size and is off with a zero TTL', async () => {
    const bounded = appWith(10_000, 1);
    await bounded.app.request('/works/a');
    await bounded.app.request('/works/b');
    await bounded.app.request('/works/a');
    expect(bounded.calls()).toBe(3);
    const off = appWith(0);
    await off.app.request('/works/a');
    await off.app.request('/works/a');
    expect(off.calls()).toBe(2);
  });
});
