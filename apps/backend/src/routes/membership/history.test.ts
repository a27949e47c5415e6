import {
  apiErrorBodySchema,
  historyEntryPageSchema,
  historyMapSchema,
  IDEMPOTENCY_KEY_RETENTION_MS,
} from '@cw/contract/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTED_READ_MS } from '../../data/history';
import { idempotencyKeys, readHistory, users, workReadCounts } from '../../db/schema';
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

type RecordBody = { episodeId: number; page: number; pageCount?: number };

const record = (reader: string, body: RecordBody) => t.call(reader, 'POST', '/history', body);

/** A history write carrying an `Idempotency-Key`, as the offline write queue sends it. */
const recordKeyed = (reader: string, key: string, body: RecordBody) =>
  t.call(reader, 'POST', '/history', body, { 'Idempotency-Key': key });

/** The idempotency keys stored for a reader, with when each was first used. */
async function storedKeys(reader: string) {
  return t.database.db
    .select({ key: idempotencyKeys.key, createdAt: idempotencyKeys.createdAt })
    .from(idempotencyKeys)
    .innerJoin(users, eq(users.id, idempotencyKeys.userId))
    .where(eq(users.subject, reader))
    .orderBy(asc(idempotencyKeys.key));
}

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

  it('counts a reader once per episode a day, whatever they delete in between', async () => {
    const reader = 'history-rankings';
    const [episode, other] = (await t.someEpisodes(2)).slice(0, 2);
    if (!episode || !other) throw new Error('the seeded catalog has too few episodes');
    const start = new Date(seedNow().getTime() + 3 * 60 * MINUTE);
    t.setClock(start);
    try {
      const before = await readsCounted(episode.workId, start);
      await record(reader, { episodeId: episode.id, page: 0 });
      t.setClock(new Date(start.getTime() + 40 * MINUTE));
      await record(reader, { episodeId: episode.id, page: 1 });
      // Deleted and read again, many times: what lifted a work up the rankings.
      for (let round = 0; round < 10; round += 1) {
        expect((await t.call(reader, 'DELETE', `/history/${episode.id}`)).status).toBe(204);
        expect((await record(reader, { episodeId: episode.id, page: 2 })).status).toBe(204);
      }
      expect((await t.call(reader, 'DELETE', '/history/list', { all: true })).status).toBe(204);
      await record(reader, { episodeId: episode.id, page: 0 });
      expect(await readsCounted(episode.workId, start)).toBe(before + 1);
      // Another episode is another read.
      const otherBefore = await readsCounted(other.workId, start);
      await record(reader, { episodeId: other.id, page: 0 });
      expect(await readsCounted(other.workId, start)).toBe(otherBefore + 1);

      // A day later: a new read.
      const nextDay = new Date(start.getTime() + COUNTED_READ_MS);
      t.setClock(nextDay);
      const dayBefore = await readsCounted(episode.workId, nextDay);
      await record(reader, { episodeId: episode.id, page: 0 });
      expect(await readsCounted(episode.workId, nextDay)).toBe(dayBefore + 1);
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

describe('POST /v3/membership/history with an Idempotency-Key', () => {
  /** Runs `body` with the clock at `start`, an hour of its own for the read counts. */
  async function from(start: Date, body: () => Promise<void>) {
    t.setClock(start);
    try {
      await body();
    } finally {
      t.setClock(seedNow());
    }
  }

  it('applies a write sent again with the same key once: the first position, one read', async () => {
    const reader = 'history-key-again';
    const episode = first(await t.someEpisodes(1));
    const start = new Date(seedNow().getTime() + 5 * 60 * MINUTE);
    await from(start, async () => {
      const before = await readsCounted(episode.workId, start);
      expect(
        (await recordKeyed(reader, '7-lsx8k1-0', { episodeId: episode.id, page: 3 })).status,
      ).toBe(204);

      // Sent again a day later (so it would count a new read), with another page.
      t.setClock(new Date(start.getTime() + COUNTED_READ_MS + MINUTE));
      const again = await recordKeyed(reader, '7-lsx8k1-0', { episodeId: episode.id, page: 5 });
      expect(again.status).toBe(204);
      expect(await again.text()).toBe('');

      const { items } = await list(reader);
      expect(items.map((i) => [i.episode.id, i.page, i.readAt])).toEqual([
        [episode.id, 3, start.toISOString()],
      ]);
      expect(await readsCounted(episode.workId, start)).toBe(before + 1);
      expect(await storedKeys(reader)).toEqual([{ key: '7-lsx8k1-0', createdAt: start }]);
    });
  });

  it('applies writes with different keys, each', async () => {
    const reader = 'history-key-each';
    const episode = first(await t.someEpisodes(1));
    const start = new Date(seedNow().getTime() + 6 * 60 * MINUTE);
    await from(start, async () => {
      const before = await readsCounted(episode.workId, start);
      await recordKeyed(reader, 'key-1', { episodeId: episode.id, page: 1 });
      const later = new Date(start.getTime() + COUNTED_READ_MS + MINUTE);
      const laterBefore = await readsCounted(episode.workId, later);
      t.setClock(later);
      expect((await recordKeyed(reader, 'key-2', { episodeId: episode.id, page: 4 })).status).toBe(
        204,
      );

      expect((await list(reader)).items.map((i) => i.page)).toEqual([4]);
      expect(await readsCounted(episode.workId, start)).toBe(before + 1);
      expect(await readsCounted(episode.workId, later)).toBe(laterBefore + 1);
      expect((await storedKeys(reader)).map((k) => k.key)).toEqual(['key-1', 'key-2']);
    });
  });

  it("keeps keys per reader: another reader's write with the same key is applied", async () => {
    const episode = first(await t.someEpisodes(1));
    const start = new Date(seedNow().getTime() + 7 * 60 * MINUTE);
    await from(start, async () => {
      const before = await readsCounted(episode.workId, start);
      await recordKeyed('history-key-a', 'shared-key', { episodeId: episode.id, page: 2 });
      await recordKeyed('history-key-b', 'shared-key', { episodeId: episode.id, page: 6 });

      expect((await list('history-key-a')).items.map((i) => i.page)).toEqual([2]);
      expect((await list('history-key-b')).items.map((i) => i.page)).toEqual([6]);
      expect(await readsCounted(episode.workId, start)).toBe(before + 2);
    });
  });

  it('applies one of 10 writes sent at once with the same key', async () => {
    const reader = 'history-key-race';
    // Each names another episode, so every write applied would leave a line of its own.
    const episodes = await t.someEpisodes(10);
    const responses = await Promise.all(
      episodes.map((episode) =>
        recordKeyed(reader, 'race-key', { episodeId: episode.id, page: 0 }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(204));
    expect((await list(reader)).total).toBe(1);
    expect((await storedKeys(reader)).map((k) => k.key)).toEqual(['race-key']);
  });

  it('forgets a key after the retention, deleting the expired keys of the reader', async () => {
    const reader = 'history-key-expiry';
    const [episode, other] = await t.someEpisodes(2);
    if (!episode || !other) throw new Error('the seeded catalog has no such rows');
    const start = new Date(seedNow().getTime() + 8 * 60 * MINUTE);
    await from(start, async () => {
      await recordKeyed(reader, 'old-key', { episodeId: episode.id, page: 1 });
      await recordKeyed(reader, 'other-old-key', { episodeId: other.id, page: 1 });

      // Still remembered just before the retention ends.
      t.setClock(new Date(start.getTime() + IDEMPOTENCY_KEY_RETENTION_MS - MINUTE));
      await recordKeyed(reader, 'old-key', { episodeId: episode.id, page: 2 });
      expect((await list(reader)).items.find((i) => i.episode.id === episode.id)?.page).toBe(1);

      const later = new Date(start.getTime() + IDEMPOTENCY_KEY_RETENTION_MS + MINUTE);
      t.setClock(later);
      await recordKeyed(reader, 'old-key', { episodeId: episode.id, page: 3 });
      expect((await list(reader)).items.find((i) => i.episode.id === episode.id)?.page).toBe(3);
      expect(await storedKeys(reader)).toEqual([{ key: 'old-key', createdAt: later }]);
    });
  });

  it.each([
    ['an empty key', ''],
    ['a key of 101 characters', 'k'.repeat(101)],
    ['a key with a tab', 'a\tb'],
    ['a key beyond ASCII', 'cl\u00e9'],
  ])('answers 400 to %s and records nothing', async (_, key) => {
    const reader = 'history-key-bad';
    const episode = first(await t.someEpisodes(1));
    const response = await recordKeyed(reader, key, { episodeId: episode.id, page: 0 });
    expect(response.status).toBe(400);
    expect(apiErrorBodySchema.parse(await response.json()).error).toEqual({
      code: 'BAD_REQUEST',
      message:
        'Invalid request: idempotency-key: Idempotency-Key must be 1 to 100 printable ASCII characters',
      issues: [
        {
          path: 'idempotency-key',
          message: 'Idempotency-Key must be 1 to 100 printable ASCII characters',
        },
      ],
    });
    expect((await list(reader)).total).toBe(0);
  });

  it('takes a key of 100 printable characters, spaces and symbols included', async () => {
    const reader = 'history-key-long';
    const episode = first(await t.someEpisodes(1));
    const key = `a${' ~!"#$%&'.repeat(13).slice(0, 98)}b`;
    expect(key).toHaveLength(100);
    expect((await recordKeyed(reader, key, { episodeId: episode.id, page: 0 })).status).toBe(204);
    expect((await storedKeys(reader)).map((k) => k.key)).toEqual([key]);
  });

  it('without a key, applies every write and stores no key', async () => {
    const reader = 'history-key-none';
    const episode = first(await t.someEpisodes(1));
    await record(reader, { episodeId: episode.id, page: 3 });
    await record(reader, { episodeId: episode.id, page: 1 });
    expect((await list(reader)).items.map((i) => i.page)).toEqual([1]);
    expect(await storedKeys(reader)).toEqual([]);
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

  it('spec section 3 Work.isFollowing: each work of the list says whether the reader follows it', async () => {
    const reader = 'history-is-following';
    const episodes = await t.someEpisodes(200);
    const followed = first(episodes);
    const other = episodes.find((episode) => episode.workId !== followed.workId);
    if (!other) throw new Error('the first 200 episodes are of one work');
    await record(reader, { episodeId: followed.id, page: 0 });
    await record(reader, { episodeId: other.id, page: 0 });
    await t.call(reader, 'POST', '/follows/series', { workId: followed.workId });
    const response = await t.call(reader, 'GET', '/history/list');
    // As sent: the flag is the reader's, from their follows.
    const { items } = (await response.json()) as {
      items: { work: { id: number; isFollowing?: unknown } }[];
    };
    expect(items.map(({ work }) => [work.id, work.isFollowing]).sort()).toEqual(
      [
        [followed.workId, true],
        [other.workId, false],
      ].sort(),
    );
    // Another reader's follows are not this reader's.
    await record('history-is-following-other', { episodeId: followed.id, page: 0 });
    expect((await list('history-is-following-other')).items[0]?.work.isFollowing).toBe(false);
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
