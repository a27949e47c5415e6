import type { FavoriteStatus } from '@cw/contract/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { episodeGuestFavorites, episodes, favorites } from '../db/schema';

/** Every "good" of the episode row in scope: readers' favorites plus guests' presses. */
const favoriteCount = sql<number>`(
  (select count(*) from ${favorites} where ${eq(favorites.episodeId, episodes.id)})
  + coalesce(
    (select ${episodeGuestFavorites.count} from ${episodeGuestFavorites}
      where ${eq(episodeGuestFavorites.episodeId, episodes.id)}),
    0
  )
)::int`;

/**
 * Whether the reader pressed "good" on an episode, and the episode's count of readers' and
 * guests' presses; null when the catalog has no such episode.
 *
 * @example
 * await getFavoriteStatus(db, reader.id, 120); // { isFavorite: true, count: 8 }
 */
export async function getFavoriteStatus(
  db: Db,
  readerId: number,
  episodeId: number,
): Promise<FavoriteStatus | null> {
  const mine = and(eq(favorites.episodeId, episodes.id), eq(favorites.userId, readerId));
  const [row] = await db
    .select({
      isFavorite: sql<boolean>`exists (select 1 from ${favorites} where ${mine})`,
      count: favoriteCount,
    })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  return row ?? null;
}

/** Presses "good" on an episode; pressing again (or concurrently) keeps one favorite. */
export async function addFavorite(
  db: Db,
  readerId: number,
  episodeId: number,
  now: Date,
): Promise<FavoriteStatus | null> {
  const status = await getFavoriteStatus(db, readerId, episodeId);
  if (!status || status.isFavorite) return status;
  await db
    .insert(favorites)
    .values({ userId: readerId, episodeId, createdAt: now })
    .onConflictDoNothing();
  return getFavoriteStatus(db, readerId, episodeId);
}

/** Takes the reader's "good" back (nothing happens when there was none). */
export async function removeFavorite(
  db: Db,
  readerId: number,
  episodeId: number,
): Promise<FavoriteStatus | null> {
  await db
    .delete(favorites)
    .where(and(eq(favorites.userId, readerId), eq(favorites.episodeId, episodeId)));
  return getFavoriteStatus(db, readerId, episodeId);
}

/** Whether the catalog has the episode. */
export async function episodeExists(db: Db, episodeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: episodes.id })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  return row !== undefined;
}

/**
 * Counts one "good" from a reader who is not signed in (only a count is kept), in one upsert so
 * concurrent presses never lose one. Returns the episode's new total, or null for an unknown
 * episode.
 */
export async function addGuestFavorite(db: Db, episodeId: number): Promise<number | null> {
  const counted = await db
    .insert(episodeGuestFavorites)
    .select(
      db
        .select({ episodeId: episodes.id, count: sql<number>`1`.as('count') })
        .from(episodes)
        .where(eq(episodes.id, episodeId)),
    )
    .onConflictDoUpdate({
      target: episodeGuestFavorites.episodeId,
      set: { count: sql`${episodeGuestFavorites.count} + 1` },
    })
    .returning({ episodeId: episodeGuestFavorites.episodeId });
  if (counted.length === 0) return null;
  const [row] = await db
    .select({ count: favoriteCount })
    .from(episodes)
    .where(eq(episodes.id, episodeId));
  return row?.count ?? null;
}
