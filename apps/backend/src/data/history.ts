import {
  type HistoryEntryWire,
  type HistoryMap,
  IDEMPOTENCY_KEY_RETENTION_MS,
  type PaginationQuery,
} from '@cw/contract/schemas';
import { MILLISECONDS_PER_DAY } from '@cw/dates';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countedReads, episodes, idempotencyKeys, readHistory, works } from '../db/schema';
import { followedWorkIds } from './follows';
import { recordRead } from './rankings';
import { EPISODE_LIST_COLUMNS, loadWorkSummaries, toEpisodeSummary } from './works';

/**
 * A reader's read of an episode counts for the rankings once in this long (the daily ranking's
 * window, so also at most once in any hourly one), however often they open it, and whatever
 * they delete from their history in between.
 */
export const COUNTED_READ_MS = MILLISECONDS_PER_DAY;

// Everything toEpisodeSummary reads; the page-size array is left out.

/** What a history write needs to know of its episode. */
export type HistoryEpisode = { id: number; workId: number; pageCount: number };

/** The episode a history write or delete names, or null when the catalog has none. */
export async function findHistoryEpisode(
  db: Db,
  episodeId: number,
): Promise<HistoryEpisode | null> {
  const [row] = await db
    .select({ id: episodes.id, workId: episodes.workId, pageCount: episodes.pageCount })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  return row ?? null;
}

/**
 * Records the page the reader reached in an episode: the last page read wins and `readAt`
 * becomes `now`. One transaction, so concurrent writes converge on one row, and a read counts
 * for the rankings once per COUNTED_READ_MS (`countRead`), however many pages are turned.
 *
 * With an `idempotencyKey`, the write is applied only if the reader has not had one with that
 * key applied within IDEMPOTENCY_KEY_RETENTION_MS: the key is stored in the same transaction,
 * so a write sent again (its answer lost) changes nothing, even when both arrive at once.
 * Resolves to whether the write was applied.
 *
 * @example
 * await recordReading(db, reader.id, { episode, page: 3, pageCount: episode.pageCount }, now);
 * await recordReading(db, reader.id, { episode, page: 3, pageCount, idempotencyKey: '2-lsx-0' }, now);
 */
export async function recordReading(
  db: Db,
  readerId: number,
  reading: {
    episode: HistoryEpisode;
    page: number;
    pageCount: number;
    idempotencyKey?: string;
  },
  now: Date,
): Promise<boolean> {
  const { episode, page, pageCount, idempotencyKey } = reading;
  return db.transaction(async (tx) => {
    if (idempotencyKey !== undefined) {
      const remembered = await rememberIdempotencyKey(tx, readerId, idempotencyKey, now);
      if (!remembered) return false;
    }
    await tx
      .insert(readHistory)
      .values({
        userId: readerId,
        episodeId: episode.id,
        workId: episode.workId,
        page,
        pageCount,
        readAt: now,
      })
      .onConflictDoUpdate({
        target: [readHistory.userId, readHistory.episodeId],
        set: { page, pageCount, readAt: now },
      });
    if (await countRead(tx, readerId, episode.id, now)) await recordRead(tx, episode.workId, now);
    return true;
  });
}

/**
 * Whether this read counts for the rankings: the reader's first of the episode in
 * COUNTED_READ_MS, noted in the same upsert. Concurrent reads wait on the row's key, and the
 * later ones find it counted.
 */
async function countRead(tx: Db, readerId: number, episodeId: number, now: Date) {
  const counted = await tx
    .insert(countedReads)
    .values({ userId: readerId, episodeId, countedAt: now })
    .onConflictDoUpdate({
      target: [countedReads.userId, countedReads.episodeId],
      set: { countedAt: now },
      setWhere: lte(countedReads.countedAt, new Date(now.getTime() - COUNTED_READ_MS)),
    })
    .returning({ episodeId: countedReads.episodeId });
  return counted.length > 0;
}

/**
 * Stores the reader's key unless it is already there; false when it was. Keys past the
 * retention are deleted first (the reader's own, so readers never wait on each other's rows),
 * which also lets an expired key be used afresh. A concurrent transaction inserting the same
 * key waits on the primary key until this one ends, then finds it: one of them applies.
 */
async function rememberIdempotencyKey(
  tx: Db,
  readerId: number,
  idempotencyKey: string,
  now: Date,
): Promise<boolean> {
  const expiredAt = new Date(now.getTime() - IDEMPOTENCY_KEY_RETENTION_MS);
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, readerId), lte(idempotencyKeys.createdAt, expiredAt)));
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ userId: readerId, key: idempotencyKey, createdAt: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

/**
 * The episodes of one work the reader has opened, as `{ [episodeId]: true }`; null when the
 * catalog has no such work.
 */
export async function getHistoryMap(
  db: Db,
  readerId: number,
  workId: number,
): Promise<HistoryMap | null> {
  const [[work], rows] = await Promise.all([
    db.select({ id: works.id }).from(works).where(eq(works.id, workId)),
    db
      .select({ episodeId: readHistory.episodeId })
      .from(readHistory)
      .where(and(eq(readHistory.userId, readerId), eq(readHistory.workId, workId))),
  ]);
  if (!work) return null;
  return Object.fromEntries(rows.map((row) => [String(row.episodeId), true]));
}

/**
 * One page of the reader's history, the latest read first, each with its episode, its work
 * (with whether the reader follows it) and the page reached.
 *
 * @example
 * const { items, total } = await listHistory(db, reader.id, { page: 1, perPage: 20 }, now);
 */
export async function listHistory(db: Db, readerId: number, query: PaginationQuery, now: Date) {
  const { page, perPage } = query;
  const mine = eq(readHistory.userId, readerId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        page: readHistory.page,
        readAt: readHistory.readAt,
        episode: EPISODE_LIST_COLUMNS,
      })
      .from(readHistory)
      .innerJoin(episodes, eq(episodes.id, readHistory.episodeId))
      .where(mine)
      .orderBy(desc(readHistory.readAt), desc(readHistory.episodeId))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(readHistory).where(mine),
  ]);
  const workIds = [...new Set(rows.map((r) => r.episode.workId))];
  const [summaries, following] = await Promise.all([
    loadWorkSummaries(db, workIds, now),
    followedWorkIds(db, readerId, workIds),
  ]);
  const worksById = new Map(summaries.map((work) => [work.id, work]));
  const items = rows.flatMap((row): HistoryEntryWire[] => {
    const work = worksById.get(row.episode.workId);
    if (!work) return [];
    return [
      {
        episode: toEpisodeSummary(row.episode, now),
        work: { ...work, isFollowing: following.has(work.id) },
        page: row.page,
        readAt: row.readAt.toISOString(),
      },
    ];
  });
  const total = counted?.total ?? 0;
  return { items, page, perPage, total, hasNext: page * perPage < total };
}

/** Forgets one episode of the reader's history (nothing happens when it is not there). */
export async function deleteHistoryEntry(db: Db, readerId: number, episodeId: number) {
  await db
    .delete(readHistory)
    .where(and(eq(readHistory.userId, readerId), eq(readHistory.episodeId, episodeId)));
}

/** Forgets the reader's whole history. */
export async function clearHistory(db: Db, readerId: number) {
  await db.delete(readHistory).where(eq(readHistory.userId, readerId));
}
