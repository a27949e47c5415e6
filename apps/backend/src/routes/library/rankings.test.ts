import { apiErrorBodySchema, rankingSchema } from '@cw/contract/schemas';
import { asc, count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labels, rankings } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { seedNow } from '../../test/database';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getRanking(query: string) {
  const response = await t.app.request(`/v3/library/rankings${query}`);
  expect(response.status).toBe(200);
  return rankingSchema.parse(await response.json());
}

describe('GET /v3/library/rankings', () => {
  it('computes rankings once on the first requests and serves the daily top 20', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(rankings);
    expect(before?.n).toBe(0);
    // Several first readers at once: one computes, the others wait for it.
    const [ranking, ...others] = await Promise.all(
      ['', '?period=daily', '?genre=all', '?period=hourly'].map(getRanking),
    );
    if (!ranking) throw new Error('unreachable');
    for (const other of others) expect(other.computedAt).toBe(ranking.computedAt);
    expect(ranking).toMatchObject({
      genre: 'all',
      period: 'daily',
      computedAt: seedNow().toISOString(),
    });
    expect(ranking.entries).toHaveLength(20);
    expect(ranking.entries[0]?.rank).toBe(1);
    const [after] = await t.database.db.select({ n: count() }).from(rankings);
    expect(after?.n).toBeGreaterThan(200);
    expect((await t.app.request('/v3/library/rankings')).headers.get('cache-control')).toContain(
      'public',
    );
  });

  it('serves one genre’s ranking with only that genre’s works', async () => {
    const [top] = (await getRanking('?period=hourly')).entries;
    const genreId = top?.work.genre.id;
    if (!genreId) throw new Error('empty hourly ranking');
    const ranking = await getRanking(`?period=hourly&genre=${genreId}&perPage=100`);
    expect(ranking).toMatchObject({ genre: String(genreId), period: 'hourly' });
    expect(ranking.entries[0]?.work.id).toBe(top?.work.id);
    expect(ranking.entries.every((entry) => entry.work.genre.id === genreId)).toBe(true);
  });

  it('pages through the ranking', async () => {
    const all = await getRanking('?perPage=30');
    const second = await getRanking('?page=2&perPage=10');
    expect(second.entries.map((entry) => entry.work.id)).toEqual(
      all.entries.slice(10, 20).map((entry) => entry.work.id),
    );
    expect((await getRanking('?page=1000')).entries).toEqual([]);
  });

  it('ranks a label’s works', async () => {
    const [label] = await t.database.db.select().from(labels).orderBy(asc(labels.id)).limit(1);
    if (!label) throw new Error('seed has no label');
    const ranking = await getRanking(`?labelCode=${label.code}&perPage=100`);
    expect(ranking.entries.length).toBeGreaterThan(0);
    expect(ranking.entries.every((entry) => entry.work.labelInfo.code === label.code)).toBe(true);
  });

  it('answers 400 for a bad period, genre, label code or page', async () => {
    for (const query of [
      '?period=weekly',
      '?genre=abc',
      '?genre=0',
      '?genre=-1',
      '?genre=1.5',
      '?labelCode=bad%20code!',
      '?perPage=101',
      '?page=0',
    ]) {
      const response = await t.app.request(`/v3/library/rankings${query}`);
      expect(response.status, query).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('BAD_REQUEST');
    }
  });

  it('answers 404 for an unknown genre id or label code', async () => {
    for (const query of ['?genre=999999', '?genre=99999999999999999999', '?labelCode=NO_SUCH']) {
      const response = await t.app.request(`/v3/library/rankings${query}`);
      expect(response.status, query).toBe(404);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
    }
  });
});
