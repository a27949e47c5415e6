import type { PaginationQuery, RankingEntry, RankingPeriod } from '@cw/contract/schemas';
import { MAX_ID } from '@cw/contract/schemas';
import { and, asc, countDistinct, desc, eq, gt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  followsSeries,
  genres,
  labels,
  rankingPeriod,
  rankings,
  workReadCounts,
  works,
} from '../db/schema';
import { loadWorkSummaries } from './works';

/** Places kept per ranking (each genre's and the all-genre one, per period). */
export const RANKING_SIZE = 100;
/** genre_id of the ranking across all genres. */
export const ALL_GENRES = 0;
// Any constant shared by every instance (the migration and seed locks use 7_301_122 and 123).
const RANKINGS_LOCK_KEY = 7_301_124;

const HOUR = 60 * 60 * 1000;
const DAILY_HOURS = 24;
/**
 * The hourly ranking counts the reads of the last hour. Early in an hour, or on a quiet
 * service, that is too few to fill a page: when fewer than HOURLY_MIN_WORKS works were read in
 * the last hour, it counts the last HOURLY_FALLBACK_HOURS hours instead.
 */
const HOURLY_MIN_WORKS = 20;
const HOURLY_FALLBACK_HOURS = 3;
/** Daily score: a follow made in the window counts as this many reads... */
const NEW_FOLLOW_WEIGHT = 20;
/** ...and every follower (seeded base plus real follows) as this much of one read. */
const FOLLOWER_WEIGHT = 0.001;

const periods = rankingPeriod.enumValues;

/** The reads bucket of an instant: work_read_counts keeps one row per work per hour. */
const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR) * HOUR);

/**
 * Counts one read of a work in the hour of `at`. A single upsert, so concurrent reads of the
 * same work never lose a count. The work must exist (the caller resolved it from an episode).
 *
 * @example
 * await recordRead(db, episode.workId, new Date());
 */
export async function recordRead(db: Db, workId: number, at: Date): Promise<void> {
  await db
    .insert(workReadCounts)
    .values({ workId, hour: hourOf(at), reads: 1 })
    .onConflictDoUpdate({
      target: [workReadCounts.workId, workReadCounts.hour],
      set: { reads: sql`${workReadCounts.reads} + 1` },
    });
}

/** Hour buckets in the `hours` before `now`: (now - hours, now]. */
const readWindow = (hours: number, now: Date) =>
  and(
    gt(workReadCounts.hour, new Date(now.getTime() - hours * HOUR)),
    lte(workReadCounts.hour, now),
  );

/** How many hours the hourly ranking counts at `now` (see HOURLY_MIN_WORKS). */
async function hourlyWindowHours(db: Db, now: Date): Promise<number> {
  const [row] = await db
    .select({ works: countDistinct(workReadCounts.workId) })
    .from(workReadCounts)
    .where(readWindow(1, now));
  return (row?.works ?? 0) >= HOURLY_MIN_WORKS ? 1 : HOURLY_FALLBACK_HOURS;
}

/**
 * Every work with activity in the window and its score, as SQL selecting
 * (work_id, genre_id, latest_update_at, score):
 *   daily:  reads in the last 24 h + NEW_FOLLOW_WEIGHT × follows made in them
 *           + FOLLOWER_WEIGHT × all followers (a tie-breaker between equally read works);
 *   hourly: reads in the last hour (or HOURLY_FALLBACK_HOURS).
 * `scope` narrows the works (a label's ranking).
 */
function scoredWorks(period: RankingPeriod, hours: number, now: Date, scope?: SQL): SQL {
  const reads = sql`(
    select ${workReadCounts.workId} as work_id, sum(${workReadCounts.reads})::float8 as reads
    from ${workReadCounts} where ${readWindow(hours, now)} group by ${workReadCounts.workId}
  ) as reads`;
  const scopeFilter = scope ? sql`and ${scope}` : sql``;
  if (period === 'hourly') {
    return sql`select ${works.id} as work_id, ${works.genreId} as genre_id,
        ${works.latestUpdateAt} as latest_update_at, reads.reads as score
      from ${works} join ${reads} on reads.work_id = ${works.id}
      where reads.reads > 0 ${scopeFilter}`;
  }
  const since = new Date(now.getTime() - hours * HOUR);
  const follows = sql`(
    select ${followsSeries.workId} as work_id, count(*) as total,
      count(*) filter (
        where ${and(gt(followsSeries.createdAt, since), lte(followsSeries.createdAt, now))}
      ) as new
    from ${followsSeries} group by ${followsSeries.workId}
  ) as follows`;
  return sql`select ${works.id} as work_id, ${works.genreId} as genre_id,
      ${works.latestUpdateAt} as latest_update_at,
      (coalesce(reads.reads, 0) + ${NEW_FOLLOW_WEIGHT}::float8 * coalesce(follows.new, 0)
        + ${FOLLOWER_WEIGHT}::float8 * (${works.followerBase} + coalesce(follows.total, 0))
      )::float8 as score
    from ${works}
    left join ${reads} on reads.work_id = ${works.id}
    left join ${follows} on follows.work_id = ${works.id}
    where (reads.reads > 0 or follows.new > 0) ${scopeFilter}`;
}

/** Best first; equal scores go to the most recently updated work, then the lower id. */
const rankOrder = sql`score desc, latest_update_at desc, work_id`;

/**
 * Recomputes the daily and hourly rankings, overall and per genre, from work_read_counts and
 * follows_series, replacing the previous ones in one transaction: readers see the old rankings
 * or the new ones, never a mix. An advisory lock makes concurrent calls (several instances
 * on one schedule) compute once: a call that finds the lock taken does nothing and resolves to
 * null; otherwise it resolves to the computedAt written (`now`). With `unlessComputedWithinMs`,
 * a call that gets the lock but finds rankings computed less than that long before `now` (by
 * another instance that held the lock a moment ago) also does nothing and resolves to null.
 *
 * @example
 * const computedAt = await computeRankings(db, new Date());
 */
export async function computeRankings(
  db: Db,
  now: Date,
  options: { unlessComputedWithinMs?: number } = {},
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ acquired: sql<boolean>`pg_try_advisory_xact_lock(${RANKINGS_LOCK_KEY})` })
      .from(sql`(values (1)) as one`);
    if (!lock?.acquired) return null;
    if (options.unlessComputedWithinMs !== undefined) {
      // Read under the lock: a computation committed since the caller last looked counts.
      const computedAt = await latestRankingsComputedAt(tx);
      if (computedAt && now.getTime() - computedAt.getTime() < options.unlessComputedWithinMs) {
        return null;
      }
    }
    const hourlyHours = await hourlyWindowHours(tx, now);
    for (const period of periods) {
      const hours = period === 'daily' ? DAILY_HOURS : hourlyHours;
      await tx.delete(rankings).where(eq(rankings.period, period));
      // Each scored work enters two rankings: all genres (0) and its own genre.
      await tx.execute(sql`
        insert into ${rankings} (period, genre_id, rank, work_id, score, computed_at)
        select ${period}::${sql.identifier(rankingPeriod.enumName)}, genre_id, rank, work_id,
          score, ${now.toISOString()}::timestamptz
        from (
          select scope.genre_id, scored.work_id, scored.score,
            row_number() over (partition by scope.genre_id order by ${rankOrder}) as rank
          from (${scoredWorks(period, hours, now)}) as scored
          cross join lateral (values (${ALL_GENRES}::integer), (scored.genre_id)) as scope(genre_id)
        ) as ranked
        where rank <= ${RANKING_SIZE}`);
    }
    return now;
  });
}

/** When the rankings were last computed, or null if never. */
export async function latestRankingsComputedAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ computedAt: rankings.computedAt })
    .from(rankings)
    .orderBy(desc(rankings.computedAt))
    .limit(1);
  return row?.computedAt ?? null;
}

/**
 * Computes rankings for a request that finds none (a fresh database before the job's first
 * run). If another instance holds the lock, waits for its transaction to commit instead.
 */
async function computeOnDemand(db: Db, now: Date): Promise<Date> {
  const computedAt = await computeRankings(db, now);
  if (computedAt) return computedAt;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RANKINGS_LOCK_KEY})`);
  });
  return (await latestRankingsComputedAt(db)) ?? now;
}

type ScoredRow = { workId: number; score: number };

async function storedRanking(db: Db, period: RankingPeriod, genreId: number, now: Date) {
  const select = () =>
    db
      .select({ workId: rankings.workId, score: rankings.score, computedAt: rankings.computedAt })
      .from(rankings)
      .where(and(eq(rankings.period, period), eq(rankings.genreId, genreId)))
      .orderBy(asc(rankings.rank));
  const rows = await select();
  const computedAt = rows[0]?.computedAt ?? (await latestRankingsComputedAt(db));
  if (computedAt) return { computedAt, rows };
  return { computedAt: await computeOnDemand(db, now), rows: await select() };
}

/** A label has a few dozen works: its ranking is scored when asked, with the same formula. */
async function labelRanking(
  db: Db,
  period: RankingPeriod,
  genreId: number,
  labelId: number,
  now: Date,
) {
  const hours = period === 'daily' ? DAILY_HOURS : await hourlyWindowHours(db, now);
  const scope = and(
    eq(works.labelId, labelId),
    genreId === ALL_GENRES ? undefined : eq(works.genreId, genreId),
  );
  const rows = await db
    .select({ workId: sql<number>`work_id`, score: sql<number>`score` })
    .from(sql`(${scoredWorks(period, hours, now, scope)}) as scored`)
    .orderBy(rankOrder)
    .limit(RANKING_SIZE);
  return { computedAt: now, rows };
}

/** Places from 1, best first; equal scores share a place (1, 2, 2, 4). */
function placesOf(rows: ScoredRow[]): { rank: number; workId: number }[] {
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || row.score !== rows[i - 1]?.score) rank = i + 1;
    return { rank, workId: row.workId };
  });
}

/** Whether a genre id names a genre. */
export async function genreExists(db: Db, genreId: number): Promise<boolean> {
  if (genreId > MAX_ID) return false;
  const rows = await db.select({ id: genres.id }).from(genres).where(eq(genres.id, genreId));
  return rows.length > 0;
}

/** The id of a label code, or null for an unknown code. */
export async function findLabelId(db: Db, code: string): Promise<number | null> {
  const [row] = await db.select({ id: labels.id }).from(labels).where(eq(labels.code, code));
  return row?.id ?? null;
}

export interface RankingScope {
  period: RankingPeriod;
  /** ALL_GENRES or a genre id. */
  genreId: number;
  /** Only this label's works, scored at request time. */
  labelId?: number;
}

/**
 * One page of a ranking, best first, and when it was computed. Rankings come from
 * the last computeRankings; if there never was one, it runs once, here. A label's ranking is
 * scored at request time.
 *
 * @example
 * const { entries } = await getRanking(db, { period: 'daily', genreId: ALL_GENRES },
 *   { page: 1, perPage: 20 }, new Date());
 */
export async function getRanking(
  db: Db,
  { period, genreId, labelId }: RankingScope,
  { page, perPage }: PaginationQuery,
  now: Date,
): Promise<{ computedAt: Date; entries: RankingEntry[] }> {
  const { computedAt, rows } =
    labelId === undefined
      ? await storedRanking(db, period, genreId, now)
      : await labelRanking(db, period, genreId, labelId, now);
  const start = (page - 1) * perPage;
  const places = placesOf(rows).slice(start, start + perPage);
  const summaries = await loadWorkSummaries(
    db,
    places.map((place) => place.workId),
    now,
  );
  const byId = new Map(summaries.map((work) => [work.id, work]));
  return {
    computedAt,
    entries: places.flatMap(({ rank, workId }) => {
      const work = byId.get(workId);
      return work ? [{ rank, work }] : [];
    }),
  };
}
