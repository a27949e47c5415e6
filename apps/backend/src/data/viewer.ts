import type {
  Episode,
  EpisodeSummary,
  Store,
  ViewerManifest,
  ViewerWork,
} from '@cw/contract/schemas';
import { episodeAvailabilityAt } from '@cw/domain';
import { and, asc, desc, eq, gt, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { episodeStores, episodes, followsSeries, volumeEpisodes, volumeStores } from '../db/schema';
import { mediaPath } from '../media/paths';
import { toStores } from './stores';
import { EPISODE_LIST_COLUMNS, toEpisode, toEpisodeSummary, toWorkSummary } from './works';

type StoreLink = { storeCode: Store['code']; url: string };
/** The volume a trial episode belongs to: where it sits among the volume's trial episodes. */
type TrialVolume = { volumeId: number; position: number; stores: StoreLink[] };

/** What `isReadable` reads of an episode row: its columns, and its purchase links. */
type AvailabilityRow = Pick<
  typeof episodes.$inferSelect,
  'isActive' | 'type' | 'serviceId' | 'deliveryUntil'
> & { stores: readonly unknown[] };

/**
 * Whether readers may open an episode in the viewer at `now`: what `episodeAvailabilityAt`
 * (`@cw/domain`, the rule the web app asks too) calls `readable`, `trial` or `promotional`,
 * the row's `deliveryUntil` as its delivery period. Not an ended episode (inactive, or its
 * delivery over; a null end, like year 9999, means never), and not one sold in stores,
 * active or not: the viewer shows that one's stores instead.
 *
 * @example
 * isReadable({ isActive: true, type: 'normal', serviceId: 'web', deliveryUntil: new Date('2020-01-01'), stores: [] }, new Date()); // false
 */
export function isReadable(episode: AvailabilityRow, now: Date): boolean {
  const { kind } = episodeAvailabilityAt(
    { ...episode, deliveryPeriod: episode.deliveryUntil },
    now,
  );
  return kind !== 'store-only' && kind !== 'ended';
}

/**
 * `isReadable` in SQL, for the neighbour lookups and the sitemap: active, delivery not over,
 * no purchase links (an ended `pr` entry is inactive or over, so `pr` needs no clause). The
 * viewer tests hold the two to the same answer over the whole catalog.
 */
export const readableAt = (now: Date) =>
  and(
    eq(episodes.isActive, true),
    or(isNull(episodes.deliveryUntil), gt(episodes.deliveryUntil, now)),
    sql`not exists (select from ${episodeStores} where ${episodeStores.episodeId} = ${episodes.id})`,
  );

/**
 * One statement: the episode with its stores, its work (label, genre, sub-genre, tags, authors,
 * follower count) and, for a trial episode, its volume with the volume's stores.
 */
function findEpisode(db: Db, code: string) {
  // Relational-query extras re-alias every column they mention to their own table, so the
  // other tables are reached through query-builder subqueries, which keep their names.
  const volumeStoreLinks = db
    .select({
      stores: sql`coalesce(json_agg(json_build_object(
        'storeCode', ${volumeStores.storeCode}, 'url', ${volumeStores.url}
      )), '[]'::json)`,
    })
    .from(volumeStores)
    .where(eq(volumeStores.volumeId, volumeEpisodes.volumeId));
  return db.query.episodes.findFirst({
    where: eq(episodes.code, code),
    with: {
      stores: { columns: { storeCode: true, url: true } },
      work: {
        with: {
          label: true,
          genre: true,
          subGenre: true,
          tags: { with: { tag: true }, orderBy: (workTag) => [asc(workTag.tagId)] },
          authors: { with: { author: true }, orderBy: (credit) => [asc(credit.position)] },
        },
        extras: (work) => ({
          followerCount: sql<number>`${work.followerBase} + ${db
            .select({ follows: sql`count(*)::int` })
            .from(followsSeries)
            .where(eq(followsSeries.workId, work.id))}`.as('follower_count'),
        }),
      },
    },
    extras: (episode) => ({
      volume: sql<TrialVolume | null>`${db
        .select({
          volume: sql`json_build_object(
            'volumeId', ${volumeEpisodes.volumeId},
            'position', ${volumeEpisodes.position},
            'stores', ${volumeStoreLinks}
          )`,
        })
        .from(volumeEpisodes)
        .where(eq(volumeEpisodes.episodeId, episode.id))
        .orderBy(volumeEpisodes.volumeId)
        .limit(1)}`.as('volume'),
    }),
  });
}

type EpisodeWithWork = NonNullable<Awaited<ReturnType<typeof findEpisode>>>;

type Role = 'previous' | 'next' | 'nextWeb' | 'nextInStory' | 'latest' | 'latestNormal';
/** Episodes `scope` sorted by `key`, this one at `at`; trial orders read volume_episodes. */
type ReadingOrder = { scope: SQL | undefined; key: AnyPgColumn; at: number; inVolume: boolean };

/**
 * The reading order an episode belongs to: a web episode among the work's web episodes by
 * number, a trial episode among its volume's trial episodes by position.
 */
function readingOrder(episode: EpisodeWithWork): ReadingOrder {
  if (episode.serviceId === 'web') {
    return {
      scope: and(eq(episodes.workId, episode.workId), eq(episodes.serviceId, 'web')),
      key: episodes.episodeNo,
      at: episode.episodeNo,
      inVolume: false,
    };
  }
  if (episode.volume) {
    return {
      scope: eq(volumeEpisodes.volumeId, episode.volume.volumeId),
      key: volumeEpisodes.position,
      at: episode.volume.position,
      inVolume: true,
    };
  }
  // A trial episode outside any volume reads alone.
  return {
    scope: eq(episodes.id, episode.id),
    key: episodes.episodeNo,
    at: episode.episodeNo,
    inVolume: false,
  };
}

/**
 * One statement: the readable episodes just before and after this one in its reading order,
 * the work's newest active web episode (any type, and of type normal) and, for a trial, the
 * first readable web episode past its number, each an index lookup of at most one row. With
 * `storyNext`, also the episode right after this one in the same order, readable or not
 * (promotional 'pr' entries are not part of the story), with its purchase links: when it
 * cannot be read but is sold, it is `nextForSale`, the gap 次の話へ would skip.
 *
 *   reading order:  第2話①  第2話②  第3話① … 第28話②  第29話①
 *                   this    ^ nextForSale (sold)        ^ next (readable)
 */
async function findNeighbours(
  db: Db,
  episode: EpisodeWithWork,
  now: Date,
  { storyNext = false }: { storyNext?: boolean } = {},
) {
  const order = readingOrder(episode);
  const activeWeb = and(
    eq(episodes.workId, episode.workId),
    eq(episodes.serviceId, 'web'),
    eq(episodes.isActive, true),
  );
  const episodeStoreLinks = db
    .select({
      stores: sql`coalesce(json_agg(json_build_object(
        'storeCode', ${episodeStores.storeCode}, 'url', ${episodeStores.url}
      )), '[]'::json)`,
    })
    .from(episodeStores)
    .where(eq(episodeStores.episodeId, episodes.id));
  const pick = (
    role: Role,
    where: SQL | undefined,
    orderBy: SQL,
    { inVolume = false, withStores = false } = {},
  ) => {
    const query = db
      .select({
        role: sql<Role>`${role}::text`,
        ...EPISODE_LIST_COLUMNS,
        // Only the row that may be sold reads its links; the others keep the column empty.
        stores: withStores
          ? sql<StoreLink[] | null>`${episodeStoreLinks}`
          : sql<StoreLink[] | null>`null::json`,
      })
      .from(episodes)
      .$dynamic();
    const source = inVolume
      ? query.innerJoin(volumeEpisodes, eq(volumeEpisodes.episodeId, episodes.id))
      : query;
    return source.where(where).orderBy(orderBy).limit(1);
  };
  const inVolume = order.inVolume;
  const before = and(order.scope, lt(order.key, order.at), readableAt(now));
  const after = and(order.scope, gt(order.key, order.at), readableAt(now));
  const storyAfter = storyNext
    ? and(order.scope, gt(order.key, order.at), ne(episodes.type, 'pr'))
    : sql`false`;
  // A volume's trial chapters end where the free web episodes go on: the reader of the last
  // trial chapter is led to the next episode they can read here, not to a dead end.
  const webAfter = and(activeWeb, gt(episodes.episodeNo, episode.episodeNo), readableAt(now));
  const rows = await unionAll(
    pick('previous', before, desc(order.key), { inVolume }),
    pick('next', after, asc(order.key), { inVolume }),
    pick('nextWeb', episode.serviceId === 'web' ? sql`false` : webAfter, asc(episodes.episodeNo)),
    pick('nextInStory', storyAfter, asc(order.key), { inVolume, withStores: true }),
    pick('latest', activeWeb, desc(episodes.episodeNo)),
    pick('latestNormal', and(activeWeb, eq(episodes.type, 'normal')), desc(episodes.episodeNo)),
  );
  const byRole = new Map(rows.map(({ role, ...row }) => [role, row]));
  // Unreadable, it comes before the next readable episode. A trial chapter is sold with its
  // volume, whose stores are this one's: the client falls back to them (`volumeStores`).
  const inStory = byRole.get('nextInStory');
  const stores = inStory?.stores ?? [];
  const sold = stores.length > 0 || (inVolume && (episode.volume?.stores.length ?? 0) > 0);
  return {
    previous: byRole.get('previous'),
    next: byRole.get('next') ?? byRole.get('nextWeb'),
    nextForSale:
      inStory && !isReadable({ ...inStory, stores }, now) && sold
        ? { ...inStory, stores }
        : undefined,
    latest: byRole.get('latest'),
    latestNormal: byRole.get('latestNormal'),
  };
}

type Neighbours = Awaited<ReturnType<typeof findNeighbours>>;

/**
 * The episode as the catalog serves it (`toEpisode`: `isActive` is whether it is served now, so
 * an episode whose delivery ended reads as inactive), marked latest when it is the work's
 * newest normal web episode.
 */
function toReadableEpisode(episode: EpisodeWithWork, neighbours: Neighbours, now: Date): Episode {
  const isLatest = episode.serviceId === 'web' && neighbours.latestNormal?.id === episode.id;
  return toEpisode(episode, isLatest, now);
}

/**
 * An episode with its work and purchase links, for any episode, readable or not: the viewer
 * falls back to it when a manifest is refused, to offer the store chooser of a store-only
 * episode. Null for an unknown code.
 *
 * @example
 * const detail = await getEpisodeDetail(db, 'CW_000123_0001_E', new Date());
 */
export async function getEpisodeDetail(db: Db, code: string, now: Date) {
  const episode = await findEpisode(db, code);
  if (!episode) return null;
  const neighbours = await findNeighbours(db, episode, now);
  return {
    episode: toReadableEpisode(episode, neighbours, now),
    work: toWorkSummary(episode.work, episode.work.followerCount, neighbours.latest ?? null, now),
    volumeStores: toStores(episode.volume?.stores ?? []),
  };
}

/**
 * Everything the viewer needs to show an episode, in two statements: `nextEpisode` the next
 * readable episode, and `nextStoreEpisode` the episode before it in reading order when that one
 * is sold in stores only. 'unavailable' when the episode exists but cannot be read (inactive,
 * delivery ended, or sold in stores: `isReadable`), null for an unknown code.
 *
 * @example
 * const manifest = await getViewerManifest(db, 'CW_000123_0001_E', new Date());
 */
export async function getViewerManifest(
  db: Db,
  code: string,
  now: Date,
): Promise<ViewerManifest | 'unavailable' | null> {
  const episode = await findEpisode(db, code);
  if (!episode) return null;
  if (!isReadable(episode, now)) return 'unavailable';
  const neighbours = await findNeighbours(db, episode, now, { storyNext: true });
  const work: ViewerWork = {
    ...toWorkSummary(episode.work, episode.work.followerCount, neighbours.latest ?? null, now),
    scrollType: episode.work.scrollType,
    originalDirection: episode.work.originalDirection,
    // Analytics reads them (spec section 3: "Analytics also uses subGenre.name and tags[].name").
    tags: episode.work.tags.map(({ tag }) => ({ id: tag.id, name: tag.name })),
    subGenre: episode.work.subGenre
      ? { id: episode.work.subGenre.id, name: episode.work.subGenre.name }
      : null,
  };
  return {
    episode: toReadableEpisode(episode, neighbours, now),
    work,
    pages: episode.pages.map((page, index) => ({
      index,
      width: page.w,
      height: page.h,
      src: mediaPath.page(episode.id, index),
    })),
    previousEpisode: neighbours.previous ? toEpisodeSummary(neighbours.previous, now) : null,
    nextEpisode: neighbours.next ? toEpisodeSummary(neighbours.next, now) : null,
    nextStoreEpisode: neighbours.nextForSale
      ? toEpisode(
          neighbours.nextForSale,
          neighbours.latestNormal?.id === neighbours.nextForSale.id,
          now,
        )
      : null,
    volumeStores: toStores(episode.volume?.stores ?? []),
  };
}

/**
 * The readable episode after (`forward`) or before (`back`) an episode in its reading order,
 * whether or not that episode itself is readable: `{ episode: null }` at either end, null for
 * an unknown code.
 *
 * @example
 * const jump = await getAdjacentEpisode(db, 'CW_000123_0001_E', 'forward', new Date());
 */
export async function getAdjacentEpisode(
  db: Db,
  code: string,
  direction: 'forward' | 'back',
  now: Date,
): Promise<{ episode: EpisodeSummary | null } | null> {
  const episode = await findEpisode(db, code);
  if (!episode) return null;
  const neighbours = await findNeighbours(db, episode, now);
  const adjacent = direction === 'forward' ? neighbours.next : neighbours.previous;
  return { episode: adjacent ? toEpisodeSummary(adjacent, now) : null };
}
