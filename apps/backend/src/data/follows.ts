import type {
  FollowedLabelWire,
  FollowedSeriesWire,
  FollowStatus,
  PaginationQuery,
} from '@cw/contract/schemas';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { followsLabels, followsSeries, labels, works } from '../db/schema';
import { toLabel } from './labels';
import { loadWorkSummaries } from './works';

/** What a reader can follow: a work (a series) or a label. */
export type FollowKind = 'series' | 'labels';

type NewFollow = { userId: number; targetId: number; createdAt: Date };

/**
 * The two follow tables have one shape (reader, target, notification flag, followed at); they
 * differ only in the target column, the catalog table it points to and the order of the list.
 */
const FOLLOWS = {
  series: {
    table: followsSeries,
    target: followsSeries.workId,
    catalog: works,
    catalogId: works.id,
    // The works with the newest episode first: what a reader checks for updates.
    listOrder: [desc(works.latestUpdateAt), desc(works.id)],
    insert: (db: Db, { userId, targetId, createdAt }: NewFollow) =>
      db
        .insert(followsSeries)
        .values({ userId, workId: targetId, createdAt })
        .onConflictDoNothing(),
  },
  labels: {
    table: followsLabels,
    target: followsLabels.labelId,
    catalog: labels,
    catalogId: labels.id,
    // Labels carry no update date: the latest followed first, then the catalog's own order.
    listOrder: [desc(followsLabels.createdAt), asc(labels.sortOrder)],
    insert: (db: Db, { userId, targetId, createdAt }: NewFollow) =>
      db
        .insert(followsLabels)
        .values({ userId, labelId: targetId, createdAt })
        .onConflictDoNothing(),
  },
} as const;

/**
 * Whether the reader follows a work or label, or null when the catalog has no such target.
 *
 * @example
 * await getFollowStatus(db, 'series', reader.id, 12); // { isFollowing: true, notification: true }
 */
export async function getFollowStatus(
  db: Db,
  kind: FollowKind,
  readerId: number,
  targetId: number,
): Promise<FollowStatus | null> {
  const { table, target, catalog, catalogId } = FOLLOWS[kind];
  const [row] = await db
    .select({ notification: table.notification })
    .from(catalog)
    .leftJoin(table, and(eq(target, catalogId), eq(table.userId, readerId)))
    .where(eq(catalogId, targetId));
  if (!row) return null;
  return { isFollowing: row.notification !== null, notification: row.notification ?? false };
}

/**
 * Follows a work or label (notifications on); following again changes nothing, and concurrent
 * requests converge on one row. Null when the catalog has no such target.
 */
export async function follow(
  db: Db,
  kind: FollowKind,
  readerId: number,
  targetId: number,
  now: Date,
): Promise<FollowStatus | null> {
  const status = await getFollowStatus(db, kind, readerId, targetId);
  if (!status || status.isFollowing) return status;
  await FOLLOWS[kind].insert(db, { userId: readerId, targetId, createdAt: now });
  return getFollowStatus(db, kind, readerId, targetId);
}

/** Stops following one target; false when the catalog has no such target. */
export async function unfollow(
  db: Db,
  kind: FollowKind,
  readerId: number,
  targetId: number,
): Promise<boolean> {
  const { table, target } = FOLLOWS[kind];
  const deleted = await db
    .delete(table)
    .where(and(eq(table.userId, readerId), eq(target, targetId)))
    .returning({ userId: table.userId });
  if (deleted.length > 0) return true;
  // Not followed: still done for a known target (deleting is idempotent), unknown otherwise.
  return (await getFollowStatus(db, kind, readerId, targetId)) !== null;
}

/** Stops following every work (or every label) at once. */
export async function unfollowAll(db: Db, kind: FollowKind, readerId: number): Promise<void> {
  const { table } = FOLLOWS[kind];
  await db.delete(table).where(eq(table.userId, readerId));
}

/**
 * Turns update notifications for a followed target on or off. Null when the target is unknown
 * or not followed: there is no follow to change.
 */
export async function setFollowNotification(
  db: Db,
  kind: FollowKind,
  readerId: number,
  targetId: number,
  notification: boolean,
): Promise<FollowStatus | null> {
  const { table, target } = FOLLOWS[kind];
  const updated = await db
    .update(table)
    .set({ notification })
    .where(and(eq(table.userId, readerId), eq(target, targetId)))
    .returning({ notification: table.notification });
  return updated[0] ? { isFollowing: true, notification: updated[0].notification } : null;
}

/**
 * Which of `workIds` the reader follows: spec section 3's `isFollowing` of those works in an
 * answer about the reader.
 *
 * @example
 * const following = await followedWorkIds(db, reader.id, [12, 7]); // Set { 12 }
 */
export async function followedWorkIds(
  db: Db,
  readerId: number,
  workIds: number[],
): Promise<Set<number>> {
  if (workIds.length === 0) return new Set();
  const rows = await db
    .select({ workId: followsSeries.workId })
    .from(followsSeries)
    .where(and(eq(followsSeries.userId, readerId), inArray(followsSeries.workId, workIds)));
  return new Set(rows.map((row) => row.workId));
}

/** One page of the reader's follows of one kind, as target ids in list order. */
async function followPage(db: Db, kind: FollowKind, readerId: number, query: PaginationQuery) {
  const { table, target, catalog, catalogId, listOrder } = FOLLOWS[kind];
  const { page, perPage } = query;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ targetId: target, notification: table.notification, followedAt: table.createdAt })
      .from(table)
      .innerJoin(catalog, eq(catalogId, target))
      .where(eq(table.userId, readerId))
      .orderBy(...listOrder)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(table).where(eq(table.userId, readerId)),
  ]);
  const total = counted?.total ?? 0;
  return { rows, page, perPage, total, hasNext: page * perPage < total };
}

/**
 * The works the reader follows, the most recently updated first, with their notification flag;
 * each work's `isFollowing` is true, from the reader's follows.
 *
 * @example
 * const { items, hasNext } = await listFollowedSeries(db, reader.id, { page: 1, perPage: 20 }, now);
 */
export async function listFollowedSeries(
  db: Db,
  readerId: number,
  query: PaginationQuery,
  now: Date,
) {
  const { rows, ...position } = await followPage(db, 'series', readerId, query);
  const summaries = await loadWorkSummaries(
    db,
    rows.map((row) => row.targetId),
    now,
  );
  const byId = new Map(summaries.map((work) => [work.id, work]));
  const items = rows.flatMap((row): FollowedSeriesWire[] => {
    const work = byId.get(row.targetId);
    if (!work) return [];
    return [
      {
        work: { ...work, isFollowing: true },
        notification: row.notification,
        followedAt: row.followedAt.toISOString(),
      },
    ];
  });
  return { items, ...position };
}

/** The labels the reader follows, the latest followed first, with their notification flag. */
export async function listFollowedLabels(db: Db, readerId: number, query: PaginationQuery) {
  const { rows, ...position } = await followPage(db, 'labels', readerId, query);
  const labelRows = rows.length
    ? await db
        .select()
        .from(labels)
        .where(
          inArray(
            labels.id,
            rows.map((row) => row.targetId),
          ),
        )
    : [];
  const byId = new Map(labelRows.map((label) => [label.id, label]));
  const items = rows.flatMap((row): FollowedLabelWire[] => {
    const label = byId.get(row.targetId);
    if (!label) return [];
    return [
      {
        label: toLabel(label),
        notification: row.notification,
        followedAt: row.followedAt.toISOString(),
      },
    ];
  });
  return { items, ...position };
}
