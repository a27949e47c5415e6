import { KANA_ROW_INITIALS, type KanaRow } from '@cw/contract/constants';
import type {
  ComicVolumeSummary,
  FreeCampaignFilter,
  Language,
  PaginationQuery,
  RelatedProducts,
  SerializationStatus,
  WorkSort,
  WorkSummary,
  WorkSummaryPage,
} from '@cw/contract/schemas';
import { MILLISECONDS_PER_DAY } from '@cw/dates';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  max,
  notInArray,
  or,
  type SQL,
  type SQLWrapper,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { episodes, volumes, works, workTags } from '../db/schema';
import { mediaPath } from '../media/paths';
import { toStores } from './stores';
import { loadWorkSummaries } from './works';

// Japan has no daylight saving time: every day there lasts 24 hours.
const RECOMMENDATIONS = 12;

// --- Pagination -----------------------------------------------------------------------------

/** One page of any list, shaped like the wire's `paginated()` pages. */
export type Page<Item> = Omit<WorkSummaryPage, 'items'> & { items: Item[] };

/**
 * Runs one page of a dynamic select (`.$dynamic()`, ordered by the caller) and counts every
 * row it matches. A page past the end is empty but still carries the total.
 *
 * @example
 * const { rows, total } = await paginate(db, db.select().from(topics).$dynamic(), { page: 2, perPage: 20 });
 */
export async function paginate<Query extends PgSelect>(
  db: Db,
  query: Query,
  { page, perPage }: PaginationQuery,
): Promise<{ rows: Awaited<Query>; total: number }> {
  // `as` renders the SQL now, before limit and offset change the (mutable) dynamic query.
  const matches: Subquery = query.as('matches');
  const counting = db.select({ total: count() }).from(matches);
  const [rows, [counted]] = await Promise.all([
    query.limit(perPage).offset((page - 1) * perPage),
    counting,
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Wraps the items of one page with its position and the total. */
export function toPage<Item>(
  items: Item[],
  total: number,
  { page, perPage }: PaginationQuery,
): Page<Item> {
  return { items, page, perPage, total, hasNext: page * perPage < total };
}

/**
 * A page of work summaries from a dynamic select of work ids (`{ id }`) in list order.
 *
 * @example
 * const ids = db.select({ id: works.id }).from(works).orderBy(works.id).$dynamic();
 * const page = await loadWorkPage(db, ids, { page: 1, perPage: 20 }, new Date());
 */
export async function loadWorkPage<Query extends PgSelect>(
  db: Db,
  query: Query,
  pagination: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage> {
  const { rows, total } = await paginate(db, query, pagination);
  const ids = (rows as { id: number }[]).map((row) => row.id);
  return toPage(await loadWorkSummaries(db, ids, now), total, pagination);
}

// --- Kana rows ------------------------------------------------------------------------------

/** Every letter that starts a reading in one of the gojūon rows. */
const KANA_INITIALS = Object.values(KANA_ROW_INITIALS).flat();

/** SQL: the reading in `column` starts in `row`, the same rule as `kanaRowOf`. */
export function startsInKanaRow(column: SQLWrapper, row: KanaRow): SQL {
  const first = sql`left(${column}, 1)`;
  return row === 'その他'
    ? notInArray(first, KANA_INITIALS)
    : inArray(first, [...KANA_ROW_INITIALS[row]]);
}

/** Order by a kana reading in code point order (gojūon order) whatever the collation. */
export const byReading = (column: SQLWrapper) => asc(sql`${column} collate "C"`);

// --- Work lists -----------------------------------------------------------------------------

const WORK_ORDERS: Record<WorkSort, SQL[]> = {
  latest: [desc(works.latestUpdateAt), asc(works.id)],
  new: [desc(works.publishedAt), asc(works.id)],
  title: [byReading(works.titleKana), asc(works.id)],
};

export interface WorkFilters {
  labelId?: number;
  /** Matches the main genre or the sub-genre. */
  genreId?: number;
  tagId?: number;
  status?: SerializationStatus;
  oneShot?: boolean;
  language?: Language;
  /** Kana row of the title's reading, for the index by initial. */
  row?: KanaRow;
}

function selectWorkIds(db: Db, where: SQL | undefined, orderBy: SQL[]) {
  return db
    .select({ id: works.id })
    .from(works)
    .where(where)
    .orderBy(...orderBy)
    .$dynamic();
}

/** The catalog filtered by label, genre, tag, status, kind, language or kana row. */
export function listWorks(
  db: Db,
  filters: WorkFilters,
  sort: WorkSort,
  pagination: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage> {
  const { labelId, genreId, tagId, status, oneShot, language, row } = filters;
  const where = and(
    labelId === undefined ? undefined : eq(works.labelId, labelId),
    genreId === undefined
      ? undefined
      : or(eq(works.genreId, genreId), eq(works.subGenreId, genreId)),
    tagId === undefined
      ? undefined
      : inArray(
          works.id,
          db.select({ id: workTags.workId }).from(workTags).where(eq(workTags.tagId, tagId)),
        ),
    status === undefined ? undefined : eq(works.serializationStatus, status),
    oneShot === undefined ? undefined : eq(works.isOneShot, oneShot),
    language === undefined ? undefined : eq(works.language, language),
    row === undefined ? undefined : startsInKanaRow(works.titleKana, row),
  );
  return loadWorkPage(db, selectWorkIds(db, where, WORK_ORDERS[sort]), pagination, now);
}

/** Serials (web episodes, not one-shots) that started most recently, newest first. */
export function listNewSerials(
  db: Db,
  pagination: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage> {
  const where = and(
    eq(works.isOneShot, false),
    sql`'web' = any(${works.serviceIds})`,
    lte(works.publishedAt, now),
  );
  return loadWorkPage(db, selectWorkIds(db, where, WORK_ORDERS.new), pagination, now);
}

/**
 * Works with an active web episode updated on the Japan day starting at `dayStart` (and not
 * after `now`), the most recently updated first.
 */
export function listDailyUpdatedWorks(
  db: Db,
  dayStart: Date,
  pagination: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage> {
  const query = db
    .select({ id: episodes.workId })
    .from(episodes)
    .where(
      and(
        eq(episodes.serviceId, 'web'),
        eq(episodes.isActive, true),
        gte(episodes.updatedAt, dayStart),
        lt(episodes.updatedAt, new Date(dayStart.getTime() + MILLISECONDS_PER_DAY)),
        lte(episodes.updatedAt, now),
      ),
    )
    .groupBy(episodes.workId)
    .orderBy(desc(max(episodes.updatedAt)), asc(episodes.workId))
    .$dynamic();
  return loadWorkPage(db, query, pagination, now);
}

/**
 * Works whose free campaign (serial, comics or either) still runs at `now`, the campaign
 * ending soonest first.
 */
export function listFreeCampaignWorks(
  db: Db,
  filter: FreeCampaignFilter,
  pagination: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage> {
  // The end of a campaign still running at `now`, else null.
  const runningUntil = (column: typeof works.freeCampaignSerialUntil) =>
    sql`case when ${gt(column, now)} then ${column} end`;
  const serial = runningUntil(works.freeCampaignSerialUntil);
  const comics = runningUntil(works.freeCampaignComicsUntil);
  // least() skips nulls: the sooner of the running campaigns.
  const endsAt = { serial, comics, all: sql`least(${serial}, ${comics})` }[filter];
  const query = selectWorkIds(db, sql`${endsAt} is not null`, [asc(endsAt), asc(works.id)]);
  return loadWorkPage(db, query, pagination, now);
}

// --- Volumes --------------------------------------------------------------------------------

export function toVolumeSummary(row: {
  id: number;
  title: string;
  releaseAt: Date;
}): ComicVolumeSummary {
  return {
    id: row.id,
    title: row.title,
    thumbnail: mediaPath.volume(row.id),
    release: row.releaseAt.toISOString(),
  };
}

/** Volumes already released at `now`, newest release first, each with its work. */
export async function listNewComics(
  db: Db,
  labelId: number | undefined,
  pagination: PaginationQuery,
  now: Date,
): Promise<Page<{ volume: ComicVolumeSummary; work: WorkSummary }>> {
  const query = db
    .select({
      id: volumes.id,
      title: volumes.title,
      releaseAt: volumes.releaseAt,
      workId: volumes.workId,
    })
    .from(volumes)
    .innerJoin(works, eq(works.id, volumes.workId))
    .where(
      and(
        lte(volumes.releaseAt, now),
        labelId === undefined ? undefined : eq(works.labelId, labelId),
      ),
    )
    .orderBy(desc(volumes.releaseAt), asc(volumes.id))
    .$dynamic();
  const { rows, total } = await paginate(db, query, pagination);
  const summaries = await loadWorkSummaries(db, [...new Set(rows.map((row) => row.workId))], now);
  const byId = new Map(summaries.map((work) => [work.id, work]));
  const items = rows.flatMap((row) => {
    const work = byId.get(row.workId);
    return work ? [{ volume: toVolumeSummary(row), work }] : [];
  });
  return toPage(items, total, pagination);
}

/** Volumes of a work code that can be bought somewhere, first volume first; null if unknown. */
export async function getRelatedProducts(db: Db, code: string): Promise<RelatedProducts | null> {
  const work = await db.query.works.findFirst({
    columns: { id: true },
    where: eq(works.code, code),
    with: {
      volumes: { orderBy: (volume, { asc }) => [asc(volume.volumeNo)], with: { stores: true } },
    },
  });
  if (!work) return null;
  return {
    products: work.volumes
      .filter((volume) => volume.stores.length > 0)
      .map((volume) => ({ volume: toVolumeSummary(volume), stores: toStores(volume.stores) })),
  };
}

// --- Recommendations ------------------------------------------------------------------------

/**
 * Works to read next after `workIds`: other works ranked by overlap with them, two points for
 * sharing a genre (main or sub) and one per shared tag, then by followers. Null when none of
 * the ids is a known work; unknown ones are ignored.
 */
export async function recommendWorks(
  db: Db,
  workIds: number[],
  now: Date,
): Promise<WorkSummary[] | null> {
  const ids = workIds;
  if (ids.length === 0) return null;
  const [seeds, seedTags] = await Promise.all([
    db
      .select({ genreId: works.genreId, subGenreId: works.subGenreId })
      .from(works)
      .where(inArray(works.id, ids)),
    db
      .selectDistinct({ tagId: workTags.tagId })
      .from(workTags)
      .where(inArray(workTags.workId, ids)),
  ]);
  if (seeds.length === 0) return null;

  const genreIds = [
    ...new Set(
      seeds.flatMap((seed) => [seed.genreId, ...(seed.subGenreId ? [seed.subGenreId] : [])]),
    ),
  ];
  const tagIds = seedTags.map((row) => row.tagId);
  const shared = db
    .select({ workId: workTags.workId, tags: count().as('tags') })
    .from(workTags)
    .where(inArray(workTags.tagId, tagIds))
    .groupBy(workTags.workId)
    .as('shared');
  const sharesGenre = or(inArray(works.genreId, genreIds), inArray(works.subGenreId, genreIds));
  // A null sub-genre makes the test null, so spell out the zero.
  const score = sql`(case when ${sharesGenre} then 2 else 0 end) + coalesce(${shared.tags}, 0)`;
  const rows = await db
    .select({ id: works.id })
    .from(works)
    .leftJoin(shared, eq(shared.workId, works.id))
    .where(and(notInArray(works.id, ids), sql`${score} > 0`))
    .orderBy(desc(score), desc(works.followerBase), asc(works.id))
    .limit(RECOMMENDATIONS);
  return loadWorkSummaries(
    db,
    rows.map((row) => row.id),
    now,
  );
}
