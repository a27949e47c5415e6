import type {
  ComicVolume,
  Episode,
  EpisodeSummary,
  Work,
  WorkDetailResponse,
  WorkSummary,
} from '@cw/contract/schemas';
import { isWithinDays } from '@cw/dates';
import { isEpisodeServed, isTrialEpisode } from '@cw/domain';
import { and, count, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { episodes, followsSeries, works } from '../db/schema';
import { mediaPath } from '../media/paths';
import { toStores } from './stores';

/** An episode counts as new (最新UP!) for this many days after its update. */
export const NEW_FOR_DAYS = 3;
/**
 * A work counts as new (新着) for this many days after its first episode was published: new to
 * the service, not merely updated (most serials update weekly, so "updated lately" marked
 * most of the catalog).
 */
export const NEW_WORK_FOR_DAYS = 14;

const isNewWork = (row: { publishedAt: Date }, now: Date) =>
  row.publishedAt <= now && isWithinDays(row.publishedAt, NEW_WORK_FOR_DAYS, now);
const RELATED_WORKS = 12;

type EpisodeRow = Omit<typeof episodes.$inferSelect, 'pages'>;
type StoreLink = { storeCode: Episode['stores'][number]['code']; url: string };

const iso = (date: Date) => date.toISOString();
/** Episode columns without the page-size array, which only the viewer needs. */
const episodeColumns = { pages: false } as const;
const { pages: _pages, ...episodeListColumns } = getTableColumns(episodes);
/** The same columns for `select()`: what lists, neighbours and history read of an episode. */
export const EPISODE_LIST_COLUMNS = episodeListColumns;

export function toEpisodeSummary(row: EpisodeRow, now: Date): EpisodeSummary {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    subTitle: row.subTitle,
    thumbnail: mediaPath.thumbnail(row.id),
    isNew: isWithinDays(row.updatedAt, NEW_FOR_DAYS, now),
    updateDate: iso(row.updatedAt),
  };
}

export function toEpisode(
  row: EpisodeRow & { stores: StoreLink[] },
  isLatest: boolean,
  now: Date,
): Episode {
  return {
    ...toEpisodeSummary(row, now),
    // Served now: an episode whose delivery ended is as closed as an inactive one.
    isActive: isEpisodeServed({ isActive: row.isActive, deliveryPeriod: row.deliveryUntil }, now),
    deliveryPeriod: row.deliveryUntil ? iso(row.deliveryUntil) : null,
    stores: toStores(row.stores),
    type: row.type,
    serviceId: row.serviceId,
    internal: {
      episodeNo: row.episodeNo,
      pageCount: row.pageCount,
      episodetype: row.type === 'pr' ? 'pr' : isTrialEpisode(row) ? 'trial' : 'serial',
      isLatest,
    },
  };
}

/** Followers: the seeded base plus every real follow. */
async function followCounts(db: Db, workIds: number[]): Promise<Map<number, number>> {
  if (workIds.length === 0) return new Map();
  const rows = await db
    .select({ workId: followsSeries.workId, follows: count() })
    .from(followsSeries)
    .where(inArray(followsSeries.workId, workIds))
    .groupBy(followsSeries.workId);
  return new Map(rows.map((row) => [row.workId, row.follows]));
}

/** The newest active web episode of each work. */
async function latestEpisodes(db: Db, workIds: number[]): Promise<Map<number, EpisodeRow>> {
  if (workIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([episodes.workId], EPISODE_LIST_COLUMNS)
    .from(episodes)
    .where(
      and(
        inArray(episodes.workId, workIds),
        eq(episodes.serviceId, 'web'),
        eq(episodes.isActive, true),
      ),
    )
    .orderBy(episodes.workId, desc(episodes.episodeNo));
  return new Map(rows.map((row) => [row.workId, row]));
}

type LabelRow = { id: number; code: string; name: string; color: string };
type SummaryRow = Pick<
  typeof works.$inferSelect,
  | 'id'
  | 'code'
  | 'title'
  | 'latestUpdateAt'
  | 'publishedAt'
  | 'serializationStatus'
  | 'isOneShot'
  | 'language'
> & {
  label: LabelRow;
  genre: { id: number; name: string };
  authors: { role: string; author: { id: number; name: string } }[];
};

const toLabelSummary = (label: LabelRow) => ({
  id: label.id,
  code: label.code,
  name: label.name,
  color: label.color,
});

const toCredits = (credits: SummaryRow['authors']) =>
  credits.map((c) => ({ id: c.author.id, name: c.author.name, role: c.role }));

/** A work as lists show it, from its row with label, genre and credits. */
export function toWorkSummary(
  row: SummaryRow,
  followerCount: number,
  latestEpisode: EpisodeRow | null,
  now: Date,
): WorkSummary {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    thumbnail: mediaPath.cover(row.id),
    authors: toCredits(row.authors),
    labelInfo: toLabelSummary(row.label),
    genre: { id: row.genre.id, name: row.genre.name },
    isNew: isNewWork(row, now),
    latestUpdateDate: iso(row.latestUpdateAt),
    serializationStatus: row.serializationStatus,
    followerCount,
    isOneShot: row.isOneShot,
    language: row.language,
    latestEpisode: latestEpisode ? toEpisodeSummary(latestEpisode, now) : null,
  };
}

/**
 * Work summaries for a list of ids, in the order given. Every list endpoint selects and
 * paginates ids with its own ordering, then hydrates them here in three queries.
 *
 * @example
 * const items = await loadWorkSummaries(db, [12, 7, 3], new Date());
 */
export async function loadWorkSummaries(
  db: Db,
  workIds: number[],
  now: Date,
): Promise<WorkSummary[]> {
  if (workIds.length === 0) return [];
  const [rows, follows, latest] = await Promise.all([
    db.query.works.findMany({
      where: inArray(works.id, workIds),
      with: {
        label: true,
        genre: true,
        authors: { with: { author: true }, orderBy: (credit, { asc }) => [asc(credit.position)] },
      },
    }),
    followCounts(db, workIds),
    latestEpisodes(db, workIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return workIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const latestEpisode = latest.get(id);
    return [
      toWorkSummary(row, row.followerBase + (follows.get(id) ?? 0), latestEpisode ?? null, now),
    ];
  });
}

/** Works sharing the label or the genre, most recently updated first. */
async function relatedWorkIds(db: Db, work: { id: number; labelId: number; genreId: number }) {
  const rows = await db
    .select({ id: works.id })
    .from(works)
    .where(
      and(
        ne(works.id, work.id),
        or(eq(works.genreId, work.genreId), eq(works.labelId, work.labelId)),
      ),
    )
    .orderBy(
      desc(
        sql`(${works.genreId} = ${work.genreId})::int + (${works.labelId} = ${work.labelId})::int`,
      ),
      desc(works.latestUpdateAt),
    )
    .limit(RELATED_WORKS);
  return rows.map((row) => row.id);
}

/** Related works of a work code, or null for an unknown code. */
export async function getRelatedWorks(
  db: Db,
  code: string,
  now: Date,
): Promise<WorkSummary[] | null> {
  const [work] = await db
    .select({ id: works.id, labelId: works.labelId, genreId: works.genreId })
    .from(works)
    .where(eq(works.code, code));
  if (!work) return null;
  return loadWorkSummaries(db, await relatedWorkIds(db, work), now);
}

/**
 * Everything the work detail page shows for a work code, or null for an unknown code.
 * Web episodes and volumes come from the first; trial episodes belong to their volume.
 */
export async function getWorkDetail(
  db: Db,
  code: string,
  now: Date,
): Promise<WorkDetailResponse | null> {
  const row = await db.query.works.findFirst({
    where: eq(works.code, code),
    with: {
      label: true,
      genre: true,
      subGenre: true,
      authors: { with: { author: true }, orderBy: (credit, { asc }) => [asc(credit.position)] },
      // In one order wherever a work's tags are sent (the viewer's too), so analytics agree.
      tags: { with: { tag: true }, orderBy: (workTag, { asc }) => [asc(workTag.tagId)] },
    },
  });
  if (!row) return null;

  const [episodeRows, volumeRows, follows, relatedIds] = await Promise.all([
    db.query.episodes.findMany({
      columns: episodeColumns,
      where: and(eq(episodes.workId, row.id), eq(episodes.serviceId, 'web')),
      orderBy: (episode, { asc }) => [asc(episode.episodeNo)],
      with: { stores: true },
    }),
    db.query.volumes.findMany({
      where: (volume, { eq }) => eq(volume.workId, row.id),
      orderBy: (volume, { asc }) => [asc(volume.volumeNo)],
      with: {
        stores: true,
        episodes: {
          orderBy: (trial, { asc }) => [asc(trial.position)],
          with: { episode: { columns: episodeColumns, with: { stores: true } } },
        },
      },
    }),
    followCounts(db, [row.id]),
    relatedWorkIds(db, row),
  ]);
  const relatedWorks = await loadWorkSummaries(db, relatedIds, now);

  const latestActive = episodeRows.findLast((e) => e.isActive && e.type === 'normal');
  const freeCampaigns = {
    serial: row.freeCampaignSerialUntil ? { notAfter: iso(row.freeCampaignSerialUntil) } : null,
    comics: row.freeCampaignComicsUntil ? { notAfter: iso(row.freeCampaignComicsUntil) } : null,
  };
  const work: Work = {
    id: row.id,
    code: row.code,
    thumbnail: mediaPath.cover(row.id),
    originalThumbnail: mediaPath.cover(row.id),
    title: row.title,
    nextUpdateDateText: row.nextUpdateText,
    latestUpdateDate: iso(row.latestUpdateAt),
    isNew: isNewWork(row, now),
    isOriginal: row.isOriginal,
    labelInfo: {
      id: row.label.id,
      code: row.label.code,
      name: row.label.name,
      color: row.label.color,
    },
    serializationStatus: row.serializationStatus,
    tags: row.tags.map(({ tag }) => ({ id: tag.id, name: tag.name })),
    genre: { id: row.genre.id, name: row.genre.name },
    subGenre: row.subGenre ? { id: row.subGenre.id, name: row.subGenre.name } : null,
    followerCount: row.followerBase + (follows.get(row.id) ?? 0),
    isFollowing: false,
    summary: row.summary,
    authors: toCredits(row.authors),
    isOneShot: row.isOneShot,
    language: row.language,
    ratingLevel: row.ratingLevel,
    serviceIds: row.serviceIds,
    freeCampaigns,
    internal: {
      departmentCode: row.departmentCode,
      scrollType: row.scrollType,
      labelNames: [row.label.name],
      fairIds: row.fairIds,
      originalDirection: row.originalDirection,
    },
    isFanLetterAvailable: row.isFanLetterAvailable,
    isLatestComicsAdVisible: row.isLatestComicsAdVisible,
  };
  const volumes: ComicVolume[] = volumeRows.map((volume) => ({
    id: volume.id,
    title: volume.title,
    thumbnail: mediaPath.volume(volume.id),
    release: iso(volume.releaseAt),
    episodes: volume.episodes.map(({ episode }) => toEpisode(episode, false, now)),
    stores: toStores(volume.stores),
  }));
  return {
    work,
    info: {
      id: row.id,
      code: row.code,
      language: row.language,
      nextUpdateDateText: row.nextUpdateText,
      freeCampaigns,
    },
    episodes: episodeRows.map((episode) => toEpisode(episode, episode === latestActive, now)),
    volumes,
    relatedWorks,
  };
}
