import type { AccountUpdated, User } from '@cw/contract/schemas';
import { and, eq, exists, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { episodes, followsSeries, mailUnsubscribes, users } from '../db/schema';

/** The reader's account as the web app shows it. */
export async function getUser(db: Db, readerId: number): Promise<User | null> {
  const [row] = await db.select().from(users).where(eq(users.id, readerId));
  if (!row) return null;
  return {
    id: row.id,
    subject: row.subject,
    email: row.email,
    isLinked: row.isLinked,
    createdAt: row.createdAt.toISOString(),
  };
}

/** When the reader last looked at their updates; never looked means since the account exists. */
const lastCheckedAt = sql<Date>`coalesce(${users.accountUpdatedSeenAt}, ${users.createdAt})`;

/**
 * Whether a work the reader follows with notifications on got an episode since they last
 * checked (or since they followed it, if later), up to `now`. With `since`, since then instead
 * of the stored mark: the answer's `checkedAt` is the instant the answer counts from.
 *
 * @example
 * await getAccountUpdated(db, reader.id, now); // { updated: true, checkedAt: '2026-11-18T…' }
 */
export async function getAccountUpdated(
  db: Db,
  readerId: number,
  now: Date,
  since?: Date,
): Promise<AccountUpdated | null> {
  const checkedAt = since ? sql`${since.toISOString()}::timestamptz` : lastCheckedAt;
  const newEpisodes = db
    .select({ id: episodes.id })
    .from(followsSeries)
    .innerJoin(episodes, eq(episodes.workId, followsSeries.workId))
    .where(
      and(
        eq(followsSeries.userId, users.id),
        eq(followsSeries.notification, true),
        eq(episodes.isActive, true),
        gt(episodes.updatedAt, sql`greatest(${followsSeries.createdAt}, ${checkedAt})`),
        lte(episodes.updatedAt, now),
      ),
    );
  const [row] = await db
    .select({
      seenAt: users.accountUpdatedSeenAt,
      createdAt: users.createdAt,
      updated: sql<boolean>`${exists(newEpisodes)}`,
    })
    .from(users)
    .where(eq(users.id, readerId));
  if (!row) return null;
  return {
    updated: row.updated,
    checkedAt: (since ?? row.seenAt ?? row.createdAt).toISOString(),
  };
}

/**
 * Records that the reader has seen their updates up to `seenAt` (now by default; a later
 * instant counts as now), then answers as `getAccountUpdated` does from the stored mark. The
 * mark never moves back: an earlier `seenAt` than the stored one, as from a tab open since
 * before another marked, leaves it.
 *
 * @example
 * await markAccountChecked(db, reader.id, now); // { updated: false, checkedAt: now }
 */
export async function markAccountChecked(
  db: Db,
  readerId: number,
  now: Date,
  seenAt: Date = now,
): Promise<AccountUpdated | null> {
  const mark = seenAt > now ? now : seenAt;
  await db
    .update(users)
    .set({
      accountUpdatedSeenAt: sql`greatest(${users.accountUpdatedSeenAt}, ${mark.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, readerId));
  return getAccountUpdated(db, readerId, now);
}

/**
 * Unsubscribes the reader's email address with the token of a mail's link; using a token twice
 * changes nothing. False when the reader has no email address to unsubscribe.
 */
export async function unsubscribeMail(
  db: Db,
  readerId: number,
  token: string,
  now: Date,
): Promise<boolean> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, readerId));
  if (!user?.email) return false;
  await db
    .insert(mailUnsubscribes)
    .values({ token, email: user.email, createdAt: now })
    .onConflictDoNothing();
  return true;
}
