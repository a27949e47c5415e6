import {
  apiErrorBodySchema,
  historyEntryPageSchema,
  historyMapSchema,
} from '@cw/api-client/schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_SITTING_MS } from '../../data/history';
import { readHistory, workReadCounts } from '../../db/schema';
import { seedNow } from '../../test/database';
import { createReaderTestApp, first, type ReaderTestApp } from '../../test/readerTestApp';

let t: ReaderTestApp;
beforeAll(async () => {
  t = await createReaderTestApp();
});
afterAll(() => t.close());

const MINUTE = 60 * 1000;

async function list(reader: string, query = '') {
  const response = await t.call(reader, 'GET', `/history/list${query}`);
  expect(response.status).toBe(200);
  return historyEntryPageSchema.parse(await response.json());
}

async function readFlags(reader: string, workId: number) {
  const response = await t.call(reader, 'GET', `/history?seriesId=${workId}`);
  expect(response.status).toBe(200);
  return historyMapSchema.parse(await response.json());
}

const record = (reader: string, body: { episodeId: number; page: number; pageCount?: number }) =>
  t.call(reader, 'POST', '/history', body);

/** Reads counted for the rankings of a work in the hour of `at`. */
async function readsCounted(workId: number, at: Date) {
  const hour = new Date(Math.floor(at.getTime() / (60 * MINUTE)) * 60 * MINUTE);
  const [row] = await t.database.db
    .select({ reads: workReadCounts.reads })
    .from(workReadCounts)
    .where(and(eq(workReadCounts.workId, workId), eq(workReadCounts.hour, hour)));
  return row?.reads ?? 0;
}

describe('POST /v3/membership/history', () => {
  it('records the last page read, shown in the list and the per-work read flags', async () => {
    const reader = 'history-record';
    const episode = first(await t.someEpisodes(1));
    expect((await record(reader, { episodeId: episode.id, page: 5 })).status).toBe(204);
    expect((await record(reader, { episodeId: episode.id, page: 2 })).status).toBe(204);

    const { items, total } = await list(reader);
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      episode: { id: episode.id },
      work: { id: episode.workId },
      page: 2,
      readAt: seedNow().toISOString(),
    });
    expect(await readFlags(reader, episode.workId)).toEqual({ [episode.id]: true });
  });

  it("accepts the viewer's own page count, and without one checks the episode's", async () => {
    const reader = 'history-pages';
    const episode = first(await t.someEpisodes(1));
    const beyond = episode.pageCount + 2;
    expect(
      (await record(reader, { episodeId: episode.id, page: beyond, pageCount: beyond + 1 })).status,
    ).toBe(204);
    const response = await record(reader, { episodeId: episode.id, page: episode.pageCount });
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.issues?.[0]?.path).toBe('page');
  });

  it('counts one read for the rankings per sitting, however many pages are turned', async () => {
    const reader = 'history-rankings';
    const episode = first(await t.someEpisodes(1));
    const start = new Date(seedNow().getTime() + 3 * 60 * MINUTE);
    t.setClock(start);
    try {
      const before = await readsCounted(episode.workId, start);
      await record(reader, { episodeId: episode.id, page: 0 });
      t.setClock(new Date(start.getTime() + 10 * MINUTE));
      await record(reader, { episodeId: episode.id, page: 1 });
      expect(await readsCounted(episode.workId, start)).toBe(before + 1);

      // Back after a break: a new sitting, a new read.
      t.setClock(new Date(start.getTime() + 10 * MINUTE + READ_SITTING_MS));
      await record(reader, { episodeId: episode.id, page: 0 });
      expect(await readsCounted(episode.workId, start)).toBe(before + 2);
    } finally {
      t.setClock(seedNow());
    }
  });

  it('keeps one row and counts one read when the same write arrives 20 times at once', async () => {
    const reader = 'history-race';
    const episode = first(await t.someEpisodes(3).then((rows) => rows.slice(2)));
    const before = await readsCounted(episode.workId, seedNow());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => record(reader, { episodeId: episode.id, page: 1 })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(204));
    const rows = await t.database.db
      .select({ n: count() })
      .from(readHistory)
      .where(eq(readHistory.episodeId, episode.id));
    expect(rows).toEqual([{ n: 1 }]);
    expect(await readsCounted(episode.workId, seedNow())).toBe(before + 1);
  });

  it('answers 404 for an unknown episode and 400 for a malformed body', async () => {
    const reader = 'history-bad';
    const missing = await record(reader, { episodeId: 999_999, page: 0 });
    expect(missing.status).toBe(404);
    for (const body of [
      {},
      { episodeId: '1', page: 0 },
      { episodeId: 1, page: -1 },
      { episodeId: 1, page: 1.5 },
      { episodeId: 1, page: 3, pageCount: 3 },
      { episodeId: 1, page: 0, extra: true },
    ]) {
      const response = await t.call(reader, 'POST', '/history', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('BAD_REQUEST');
    }
  });
});

describe('GET /v3/membership/history', () => {
  it('answers 404 for an unknown work and 400 for a missing or malformed seriesId', async () => {
    const reader = 'history-map-bad';
    expect((await t.call(reader, 'GET', '/history?seriesId=999999')).status).toBe(404);
    for (const query of ['', '?seriesId=abc', '?seriesId=0x10', '?seriesId=0']) {
      expect((await t.call(reader, 'GET', `/history${query}`)).status, query).toBe(400);
    }
  });
});

describe('GET and DELETE /v3/membership/history/list', () => {
  it('lists the latest read first, page by page, and forgets one or all', async () => {
    const reader = 'history-list';
    const episodes = await t.someEpisodes(4);
    for (const [index, episode] of episodes.entries()) {
      t.setClock(new Date(seedNow().getTime() + index * MINUTE));
      await record(reader, { episodeId: episode.id, page: 0 });
    }
    t.setClock(seedNow());
    const newestFirst = episodes.map((e) => e.id).reverse();

    const firstPage = await list(reader, '?perPage=3');
    expect(firstPage).toMatchObject({ total: 4, hasNext: true, perPage: 3 });
    const secondPage = await list(reader, '?perPage=3&page=2');
    expect(secondPage.hasNext).toBe(false);
    expect([...firstPage.items, ...secondPage.items].map((i) => i.episode.id)).toEqual(newestFirst);

    const [dropped, ...kept] = newestFirst;
    expect((await t.call(reader, 'DELETE', `/history/${dropped}`)).status).toBe(204);
    expect((await t.call(reader, 'DELETE', `/history/${dropped}`)).status).toBe(204);
    expect((await list(reader)).items.map((i) => i.episode.id)).toEqual(kept);

    expect((await t.call(reader, 'DELETE', '/history/list')).status).toBe(204);
    expect((await list(reader)).total).toBe(0);
  });

  it('forgets the listed episodes, ignoring unknown ones, or all of them with `all`', async () => {
    const reader = 'history-bulk';
    const episodes = await t.someEpisodes(3);
    for (const episode of episodes) await record(reader, { episodeId: episode.id, page: 0 });
    const [kept, ...dropped] = episodes.map((e) => e.id);

    const body = { episodeIds: [...dropped, 999_999] };
    expect((await t.call(reader, 'DELETE', '/history/list', body)).status).toBe(204);
    expect((await list(reader)).items.map((i) => i.episode.id)).toEqual([kept]);

    expect((await t.call(reader, 'DELETE', '/history/list', { all: true })).status).toBe(204);
    expect((await list(reader)).total).toBe(0);
  });

  it('answers 400 for a malformed bulk delete', async () => {
    for (const body of [{}, { episodeIds: [] }, { episodeIds: ['1'] }, { all: false }]) {
      const response = await t.call('history-bulk-bad', 'DELETE', '/history/list', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers 404 for forgetting an unknown episode and 400 for malformed ids and pages', async () => {
    const reader = 'history-delete-bad';
    expect((await t.call(reader, 'DELETE', '/history/999999')).status).toBe(404);
    for (const [method, path] of [
      ['DELETE', '/history/abc'],
      ['DELETE', '/history/-1'],
      ['GET', '/history/list?perPage=101'],
      ['GET', '/history/list?page=x'],
    ] as const) {
      expect((await t.call(reader, method, path)).status, path).toBe(400);
    }
  });
});

describe('history of several readers', () => {
  it("never shows or deletes another reader's history", async () => {
    const episode = first(await t.someEpisodes(1));
    await record('history-a', { episodeId: episode.id, page: 3 });

    expect((await list('history-b')).total).toBe(0);
    expect(await readFlags('history-b', episode.workId)).toEqual({});
    expect((await t.call('history-b', 'DELETE', `/history/${episode.id}`)).status).toBe(204);
    expect((await t.call('history-b', 'DELETE', '/history/list')).status).toBe(204);

    expect((await list('history-a')).items.map((i) => [i.episode.id, i.page])).toEqual([
      [episode.id, 3],
    ]);
    expect(await readFlags('history-a', episode.workId)).toEqual({ [episode.id]: true });
  });

  it('answers 401 to every route without a valid service token', async () => {
    const episode = first(await t.someEpisodes(1));
    await t.expectUnauthorized([
      ['POST', '/history', { episodeId: episode.id, page: 0 }],
      ['GET', `/history?seriesId=${episode.workId}`],
      ['GET', '/history/list'],
      ['DELETE', '/history/list'],
      ['DELETE', `/history/${episode.id}`],
    ]);
  });
});
