import { and, asc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { followsSeries, rankings, users, workReadCounts, works } from '../db/schema';
import { openTestDatabase, seedNow } from '../test/database';
import { ALL_GENRES, computeRankings, getRanking, RANKING_SIZE, recordRead } from './rankings';

const HOUR = 60 * 60 * 1000;
let database: Database;
const now = seedNow();
const hoursAgo = (hours: number) =>
  new Date(Math.floor(now.getTime() / HOUR) * HOUR - hours * HOUR);

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Adds reads to a work's hour bucket, as that many recordRead calls would. */
async function addReads(workId: number, hour: Date, reads: number) {
  await database.db
    .insert(workReadCounts)
    .values({ workId, hour, reads })
    .onConflictDoUpdate({
      target: [workReadCounts.workId, workReadCounts.hour],
      set: { reads: sql`${workReadCounts.reads} + excluded.reads` },
    });
}

async function ranking(period: 'daily' | 'hourly', genreId = ALL_GENRES) {
  return database.db
    .select({ rank: rankings.rank, workId: rankings.workId, score: rankings.score })
    .from(rankings)
    .where(and(eq(rankings.period, period), eq(rankings.genreId, genreId)))
    .orderBy(asc(rankings.rank));
}

/** The best score now in a ranking, so a test can beat it whatever earlier tests added. */
async function topScore(period: 'daily' | 'hourly') {
  const [row] = await database.db
    .select({ score: max(rankings.score) })
    .from(rankings)
    .where(eq(rankings.period, period));
  return Math.ceil(row?.score ?? 0);
}

/** Seeded works nobody read in the last two days, lowest ids first. */
async function unreadWorks(n: number) {
  const rows = await database.db
    .select({ id: works.id, genreId: works.genreId, labelId: works.labelId })
    .from(works)
    .where(
      sql`not exists (
        select 1 from ${workReadCounts} where ${workReadCounts.workId} = ${works.id}
      )`,
    )
    .orderBy(asc(works.id))
    .limit(n);
  if (rows.length < n) throw new Error('seed has too few unread works');
  return rows;
}

describe('computeRankings', () => {
  it('ranks the seeded reads, overall and in every genre, 100 places at most', async () => {
    expect(await computeRankings(database.db, now)).toEqual(now);
    const daily = await ranking('daily');
    expect(daily).toHaveLength(RANKING_SIZE);
    expect(daily.map((row) => row.rank)).toEqual(daily.map((_, i) => i + 1));
    const scores = daily.map((row) => row.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await ranking('hourly')).length).toBeGreaterThan(20);
    const computedAt = await database.db.selectDistinct({ at: rankings.computedAt }).from(rankings);
    expect(computedAt).toEqual([{ at: now }]);
  });

  it('puts a work first once it is read more than any other', async () => {
    const [work] = await unreadWorks(1);
    if (!work) throw new Error('unreachable');
    expect((await ranking('daily')).some((row) => row.workId === work.id)).toBe(false);
    await addReads(work.id, hoursAgo(0), (await topScore('daily')) + 1_000);
    await computeRankings(database.db, now);
    expect((await ranking('daily'))[0]?.workId).toBe(work.id);
    expect((await ranking('hourly'))[0]?.workId).toBe(work.id);
    expect((await ranking('daily', work.genreId))[0]?.workId).toBe(work.id);
  });

  it('keeps only the genre’s works in a genre ranking', async () => {
    const [top] = await ranking('daily');
    const [work] = await database.db
      .select({ genreId: works.genreId })
      .from(works)
      .where(eq(works.id, top?.workId ?? 0));
    if (!work) throw new Error('no ranked work');
    const genreRanking = await database.db
      .select({ genreId: works.genreId })
      .from(rankings)
      .innerJoin(works, eq(works.id, rankings.workId))
      .where(and(eq(rankings.period, 'daily'), eq(rankings.genreId, work.genreId)));
    expect(genreRanking.length).toBeGreaterThan(0);
    expect(genreRanking.length).toBeLessThanOrEqual(RANKING_SIZE);
    expect(genreRanking.every((row) => row.genreId === work.genreId)).toBe(true);
  });

  it('ranks the last hour apart from the last day', async () => {
    const [dayHit, hourHit] = await unreadWorks(3).then((rows) => rows.slice(1));
    if (!dayHit || !hourHit) throw new Error('unreachable');
    const top = Math.max(await topScore('daily'), await topScore('hourly'));
    // Read five hours ago: counted by the daily ranking, outside the hourly one.
    await addReads(dayHit.id, hoursAgo(5), top * 10);
    await addReads(hourHit.id, hoursAgo(0), top * 2);
    await computeRankings(database.db, now);
    expect((await ranking('daily')).slice(0, 2).map((row) => row.workId)).toEqual([
      dayHit.id,
      hourHit.id,
    ]);
    const hourly = await ranking('hourly');
    expect(hourly[0]?.workId).toBe(hourHit.id);
    expect(hourly.some((row) => row.workId === dayHit.id)).toBe(false);
  });

  it('counts follows made in the last day in the daily ranking only', async () => {
    const [work] = await unreadWorks(4).then((rows) => rows.slice(3));
    if (!work) throw new Error('unreachable');
    const readers = await database.db
      .insert(users)
      .values(Array.from({ length: 30 }, (_, i) => ({ subject: `ranking-follower-${i}` })))
      .returning({ id: users.id });
    await database.db.insert(followsSeries).values(
      readers.map((reader) => ({
        userId: reader.id,
        workId: work.id,
        createdAt: new Date(now.getTime() - 2 * HOUR),
      })),
    );
    await computeRankings(database.db, now);
    expect((await ranking('daily', work.genreId)).some((row) => row.workId === work.id)).toBe(true);
    expect((await ranking('hourly')).some((row) => row.workId === work.id)).toBe(false);
  });

  it('writes each ranking once when called concurrently', async () => {
    const before = await database.db.select({ period: rankings.period }).from(rankings);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => computeRankings(database.db, now)),
    );
    expect(results.some((result) => result?.getTime() === now.getTime())).toBe(true);
    const rows = await database.db
      .select({ period: rankings.period, genreId: rankings.genreId, workId: rankings.workId })
      .from(rankings);
    expect(rows).toHaveLength(before.length);
    const places = new Set(rows.map((row) => `${row.period}/${row.genreId}/${row.workId}`));
    expect(places.size).toBe(rows.length);
  });

  it('skips while another instance holds the ranking lock (PostgreSQL)', async (context) => {
    // PGlite is one connection: a second transaction waits for the first instead.
    if (database.kind !== 'postgres') context.skip();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7301124)`);
      expect(await computeRankings(database.db, now)).toBeNull();
    });
  });

  it('counts the last three hours when the last hour is too quiet to rank', async () => {
    const [work] = await unreadWorks(5).then((rows) => rows.slice(4));
    if (!work) throw new Error('unreachable');
    await database.db.delete(workReadCounts).where(gt(workReadCounts.hour, hoursAgo(1)));
    await addReads(work.id, hoursAgo(2), 1_000_000);
    await computeRankings(database.db, now);
    expect((await ranking('hourly'))[0]?.workId).toBe(work.id);
  });
});

describe('getRanking', () => {
  it('gives tied works one place and pages through the ranking', async () => {
    const [a, b] = await unreadWorks(8).then((rows) => rows.slice(6));
    if (!a || !b) throw new Error('unreachable');
    const top = await topScore('hourly');
    await addReads(a.id, hoursAgo(0), top + 500);
    await addReads(b.id, hoursAgo(0), top + 500);
    await computeRankings(database.db, now);
    const first = await getRanking(
      database.db,
      { period: 'hourly', genreId: ALL_GENRES },
      { page: 1, perPage: 3 },
      now,
    );
    expect(first.computedAt).toEqual(now);
    expect(first.entries.map((entry) => entry.rank)).toEqual([1, 1, 3]);
    expect(first.entries.slice(0, 2).map((entry) => entry.work.id)).toEqual(
      expect.arrayContaining([a.id, b.id]),
    );
    const second = await getRanking(
      database.db,
      { period: 'hourly', genreId: ALL_GENRES },
      { page: 2, perPage: 3 },
      now,
    );
    expect(second.entries[0]?.rank).toBe(4);
  });

  it('ranks one label’s works when asked for a label', async () => {
    const [top] = await ranking('daily');
    const [work] = await database.db
      .select({ labelId: works.labelId })
      .from(works)
      .where(eq(works.id, top?.workId ?? 0));
    if (!work) throw new Error('no ranked work');
    const { entries } = await getRanking(
      database.db,
      { period: 'daily', genreId: ALL_GENRES, labelId: work.labelId },
      { page: 1, perPage: 100 },
      now,
    );
    expect(entries[0]?.work.id).toBe(top?.workId);
    const labelIds = await database.db
      .selectDistinct({ labelId: works.labelId })
      .from(works)
      .where(
        inArray(
          works.id,
          entries.map((entry) => entry.work.id),
        ),
      );
    expect(labelIds).toEqual([{ labelId: work.labelId }]);
  });
});

describe('recordRead', () => {
  it('loses no read when twenty arrive at once', async () => {
    const [work] = await unreadWorks(9).then((rows) => rows.slice(8));
    if (!work) throw new Error('unreachable');
    const readsAt = async (hour: Date) => {
      const [row] = await database.db
        .select({ reads: workReadCounts.reads })
        .from(workReadCounts)
        .where(and(eq(workReadCounts.workId, work.id), eq(workReadCounts.hour, hour)));
      return row?.reads ?? 0;
    };
    const at = new Date(hoursAgo(0).getTime() + 25 * 60 * 1000);
    await Promise.all(Array.from({ length: 20 }, () => recordRead(database.db, work.id, at)));
    expect(await readsAt(hoursAgo(0))).toBe(20);
    await Promise.all(Array.from({ length: 20 }, () => recordRead(database.db, work.id, at)));
    expect(await readsAt(hoursAgo(0))).toBe(40);
  });
});
