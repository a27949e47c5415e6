import { apiErrorBodySchema, workDetailResponseSchema } from '@cw/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, TEST_SECRET } from '../../test/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A seeded work with many episodes and at least one volume. */
async function bigWorkCode(): Promise<string> {
  const rows = await t.database.db.query.works.findMany({
    columns: { code: true },
    with: { episodes: { columns: { id: true } }, volumes: { columns: { id: true } } },
  });
  const big = rows
    .filter((w) => w.volumes.length > 0)
    .sort((a, b) => b.episodes.length - a.episodes.length)[0];
  if (!big) throw new Error('seed has no work with volumes');
  return big.code;
}

describe('GET /v3/library/works/{workCode}', () => {
  it('serves the work, its episodes from the first, volumes and related works', async () => {
    const code = await bigWorkCode();
    const response = await t.app.request(`/v3/library/works/${code}`);
    expect(response.status).toBe(200);
    const detail = workDetailResponseSchema.parse(await response.json());
    expect(detail.work.code).toBe(code);
    expect(detail.info.code).toBe(code);
    expect(detail.episodes.length).toBeGreaterThan(6);
    const numbers = detail.episodes.map((e) => e.internal.episodeNo);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(detail.episodes.every((e) => e.serviceId === 'web')).toBe(true);
    expect(detail.episodes.filter((e) => e.internal.isLatest)).toHaveLength(1);
    expect(detail.volumes.length).toBeGreaterThan(0);
    expect(detail.relatedWorks.some((w) => w.code === code)).toBe(false);
  });

  it('is publicly cacheable, with an ETag that answers 304', async () => {
    const code = await bigWorkCode();
    const first = await t.app.request(`/v3/library/works/${code}`);
    expect(first.headers.get('cache-control')).toContain('public');
    expect(first.headers.get('cache-control')).toContain('s-maxage');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request(`/v3/library/works/${code}`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('keeps its Cache-Control and ETag when answered from the in-memory cache', async () => {
    const code = await bigWorkCode();
    const cached = createApp({
      database: t.database,
      serviceTokenSecret: TEST_SECRET,
      now: () => new Date(),
      mediaCacheDir: t.mediaCacheDir,
      libraryCacheMs: 60_000,
    });
    const [miss, hit] = [
      await cached.request(`/v3/library/works/${code}`),
      await cached.request(`/v3/library/works/${code}`),
    ];
    for (const response of [miss, hit]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toContain('s-maxage');
    }
    expect(hit.headers.get('etag')).toBe(miss.headers.get('etag'));
    expect(await hit.text()).toBe(await miss.text());
    const revalidated = await cached.request(`/v3/library/works/${code}`, {
      headers: { 'if-none-match': hit.headers.get('etag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('answers 404 with an error body for an unknown code', async () => {
    const response = await t.app.request('/v3/library/works/NO_SUCH_WORK');
    expect(response.status).toBe(404);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('NOT_FOUND');
    expect(response.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it('answers 400 naming the parameter for a malformed code', async () => {
    const response = await t.app.request(`/v3/library/works/${encodeURIComponent('bad code!')}`);
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.message).toContain('workCode');
  });
});

describe('GET /v3/library/works/{workCode}/related', () => {
  it('lists works of the same label or genre', async () => {
    const code = await bigWorkCode();
    const detail = workDetailResponseSchema.parse(
      await (await t.app.request(`/v3/library/works/${code}`)).json(),
    );
    const response = await t.app.request(`/v3/library/works/${code}/related`);
    const { items } = (await response.json()) as {
      items: { code: string; labelInfo: { id: number }; genre: { id: number } }[];
    };
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(
        item.labelInfo.id === detail.work.labelInfo.id || item.genre.id === detail.work.genre.id,
      ).toBe(true);
    }
  });
});
