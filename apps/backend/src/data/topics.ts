import type {
  Banner,
  EpisodeSummary,
  PaginationQuery,
  Topic,
  TopicKind,
  TopicSummary,
  WorkSummary,
  WorkSummaryPage,
} from '@cw/contract/schemas';
import { and, asc, countDistinct, desc, eq, gte, lte, max, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, topics, topicWorks } from '../db/schema';
import { mediaPath } from '../media/paths';
import { loadWorkPage, type Page, paginate, toPage } from './lists';
import { loadWorkSummaries } from './works';

type TopicRow = typeof topics.$inferSelect;

export function toTopicSummary(row: Omit<TopicRow, 'body'>): TopicSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    thumbnail: mediaPath.topic(row.id),
    labelId: row.labelId,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** A topic is visible from its publication instant on. */
export const isPublished = (now: Date) => lte(topics.publishedAt, now);

/** Published topics, newest first, optionally of one kind or one label. */
export async function listTopics(
  db: Db,
  filters: { kind?: TopicKind; labelId?: number },
  pagination: PaginationQuery,
  now: Date,
): Promise<Page<TopicSummary>> {
  const query = db
    .select()
    .from(topics)
    .where(
      and(
        isPublished(now),
        filters.kind === undefined ? undefined : eq(topics.kind, filters.kind),
        filters.labelId === undefined ? undefined : eq(topics.labelId, filters.labelId),
      ),
    )
    .orderBy(desc(topics.publishedAt), desc(topics.id))
    .$dynamic();
  const { rows, total } = await paginate(db, query, pagination);
  return toPage(rows.map(toTopicSummary), total, pagination);
}

async function findPublishedTopic(db: Db, where: SQL, now: Date): Promise<Topic | null> {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(where, isPublished(now)));
  return row ? { ...toTopicSummary(row), body: row.body } : null;
}

/** A published topic with its body, or null. */
export function getTopic(db: Db, topicId: number, now: Date): Promise<Topic | null> {
  return findPublishedTopic(db, eq(topics.id, topicId), now);
}

/** The published topic behind a campaign page `/campaign/{token}`, or null. */
export function getCampaignTopic(db: Db, token: string, now: Date): Promise<Topic | null> {
  return findPublishedTopic(db, eq(topics.campaignToken, token), now);
}

/** Ids of a topic's works in the topic's order. */
function selectTopicWorkIds(db: Db, topicId: number) {
  return db
    .select({ id: topicWorks.workId })
    .from(topicWorks)
    .where(eq(topicWorks.topicId, topicId))
    .orderBy(asc(topicWorks.position))
    .$dynamic();
}

/** A page of a topic's works in the topic's order, or null for an unknown topic. */
export async function listTopicWorks(
  db: Db,
  topicId: number,
  pagination: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage | null> {
  const [topic, page] = await Promise.all([
    getTopic(db, topicId, now),
    loadWorkPage(db, selectTopicWorkIds(db, topicId), pagination, now),
  ]);
  return topic && page;
}

export interface TopicEpisode {
  work: Pick<WorkSummary, 'id' | 'code' | 'title' | 'thumbnail'>;
  episode: EpisodeSummary;
}

/**
 * The latest web episode of each of a topic's works, in the topic's order; works without
 * one are left out. Null for an unknown topic.
 */
export async function listTopicEpisodes(
  db: Db,
  topicId: number,
  now: Date,
): Promise<TopicEpisode[] | null> {
  const [topic, rows] = await Promise.all([
    getTopic(db, topicId, now),
    selectTopicWorkIds(db, topicId),
  ]);
  if (!topic) return null;
  const summaries = await loadWorkSummaries(
    db,
    rows.map((row) => row.id),
    now,
  );
  return summaries.flatMap(({ id, code, title, thumbnail, latestEpisode }) =>
    latestEpisode ? [{ work: { id, code, title, thumbnail }, episode: latestEpisode }] : [],
  );
}

const newSerialLinks = (now: Date) => and(eq(topics.kind, 'new_serial'), isPublished(now));

/** How many works the published new-serial topics announce, and the latest announcement. */
export async function getNewSerialsInfo(
  db: Db,
  now: Date,
): Promise<{ workCount: number; latest: TopicSummary | null }> {
  const [[counted], [latest]] = await Promise.all([
    db
      .select({ workCount: countDistinct(topicWorks.workId) })
      .from(topicWorks)
      .innerJoin(topics, eq(topics.id, topicWorks.topicId))
      .where(newSerialLinks(now)),
    db
      .select()
      .from(topics)
      .where(newSerialLinks(now))
      .orderBy(desc(topics.publishedAt), desc(topics.id))
      .limit(1),
  ]);
  return { workCount: counted?.workCount ?? 0, latest: latest ? toTopicSummary(latest) : null };
}

/** Works announced by published new-serial topics, latest announcement first. */
export function listNewSerialTopicWorks(
  db: Db,
  pagination: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage> {
  const query = db
    .select({ id: topicWorks.workId })
    .from(topicWorks)
    .innerJoin(topics, eq(topics.id, topicWorks.topicId))
    .where(newSerialLinks(now))
    .groupBy(topicWorks.workId)
    .orderBy(desc(max(topics.publishedAt)), asc(topicWorks.workId))
    .$dynamic();
  return loadWorkPage(db, query, pagination, now);
}

/** Banners running at `now`, in carousel order. */
export async function listRunningBanners(db: Db, now: Date): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(lte(banners.startsAt, now), gte(banners.endsAt, now)))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: mediaPath.banner(row.id),
    href: row.href,
    alt: row.alt,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));
}
