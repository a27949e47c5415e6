import {
  SITEMAP_KINDS,
  SITEMAP_PAGE_SIZE,
  type SitemapFile,
  type SitemapIndex,
  type SitemapKind,
  type SitemapPage,
} from '@cw/contract/schemas';
import { and, eq, lte, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { authors, episodes, labels, topics, workAuthors, works } from '../db/schema';
import { isPublished } from './topics';
import { readableAt } from './viewer';

/** An instant as epoch milliseconds: a float8, which both drivers read as a number. */
const epochMs = (instant: SQLWrapper | SQL) =>
  sql<number>`(extract(epoch from ${instant}) * 1000)::float8`;

/** A work's last change as a sitemap dates it: never later than now (a schedule is no change). */
const workChangeMs = (instant: SQLWrapper | SQL, now: Date) =>
  epochMs(sql`least(${instant}, ${now.toISOString()}::timestamptz)`).as('last_modified');

const isPublishedWork = (now: Date) => lte(works.publishedAt, now);

/**
 * Every entry of each kind as a subquery to be read by `id` (pages are cut in that order, so
 * an entry keeps its page as others are added): `lastModified` in epoch milliseconds, and the
 * fields the page path takes.
 *
 * - works: published works, by their latest update;
 * - episodes: episodes readable now and already out, by their update;
 * - labels and authors: those with a published work, by the latest update of their works;
 * - topics: published topics with a page of their own (new-serial notes share one), by date.
 */
const ENTRIES = {
  works: (db: Db, now: Date) =>
    db
      .select({
        id: works.id,
        code: works.code,
        lastModified: workChangeMs(works.latestUpdateAt, now),
      })
      .from(works)
      .where(isPublishedWork(now))
      .as('entries'),
  episodes: (db: Db, now: Date) =>
    db
      .select({
        id: episodes.id,
        code: episodes.code,
        lastModified: epochMs(episodes.updatedAt).as('last_modified'),
      })
      .from(episodes)
      .where(and(readableAt(now), lte(episodes.updatedAt, now)))
      .as('entries'),
  labels: (db: Db, now: Date) =>
    db
      .select({
        id: labels.id,
        code: labels.code,
        lastModified: workChangeMs(sql`max(${works.latestUpdateAt})`, now),
      })
      .from(labels)
      .innerJoin(works, and(eq(works.labelId, labels.id), isPublishedWork(now)))
      .groupBy(labels.id)
      .as('entries'),
  authors: (db: Db, now: Date) =>
    db
      .select({
        id: authors.id,
        lastModified: workChangeMs(sql`max(${works.latestUpdateAt})`, now),
      })
      .from(authors)
      .innerJoin(workAuthors, eq(workAuthors.authorId, authors.id))
      .innerJoin(works, and(eq(works.id, workAuthors.workId), isPublishedWork(now)))
      .groupBy(authors.id)
      .as('entries'),
  topics: (db: Db, now: Date) =>
    db
      .select({
        id: topics.id,
        kind: topics.kind,
        lastModified: epochMs(topics.publishedAt).as('last_modified'),
      })
      .from(topics)
      .where(and(isPublished(now), ne(topics.kind, 'new_serial')))
      .as('entries'),
};

const iso = (epochMilliseconds: number) => new Date(epochMilliseconds).toISOString();

/** The files of one kind: its entries cut into pages of `pageSize` by id. */
async function filesOf(
  db: Db,
  kind: SitemapKind,
  now: Date,
  pageSize: number,
): Promise<SitemapFile[]> {
  const entries = ENTRIES[kind](db, now);
  const numbered = db
    .select({
      page: sql<number>`((row_number() over (order by ${entries.id}) - 1) / ${sql.raw(
        String(Math.trunc(pageSize)),
      )} + 1)::int`.as('page'),
      lastModified: entries.lastModified,
    })
    .from(entries)
    .as('numbered');
  const rows = await db
    .select({
      page: numbered.page,
      count: sql<number>`count(*)::int`,
      lastModified: sql<number>`max(${numbered.lastModified})`,
    })
    .from(numbered)
    .groupBy(numbered.page)
    .orderBy(numbered.page);
  return rows.map((row) => ({
    kind,
    page: Number(row.page),
    count: Number(row.count),
    lastModified: iso(Number(row.lastModified)),
  }));
}

/**
 * Every sitemap file of the catalog at `now`, kind by kind, each with its size and the newest
 * change it lists; a kind with nothing to list has no file. `pageSize` is for tests: the
 * site's files are cut at `SITEMAP_PAGE_SIZE`, the protocol's limit.
 *
 * @example
 * const { files } = await getSitemapIndex(db, new Date());
 * //=> [{ kind: 'works', page: 1, count: 800, lastModified: '2026-11-20T…Z' }, …]
 */
export async function getSitemapIndex(
  db: Db,
  now: Date,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapIndex> {
  const files = await Promise.all(SITEMAP_KINDS.map((kind) => filesOf(db, kind, now, pageSize)));
  return { files: files.flat() };
}

/** Page `page` (from 1) of `pageSize` entries read by id. */
const pageOf = <Query extends PgSelect>(query: Query, page: number, pageSize: number) =>
  query.limit(pageSize).offset((page - 1) * pageSize);

/** Entry fields as the wire has them: the last change in ISO 8601. */
const dated = <Row extends { lastModified: number }>({ lastModified, ...row }: Row) => ({
  ...row,
  lastModified: iso(Number(lastModified)),
});

/**
 * One sitemap file's entries: page `page` (from 1) of `kind`, by id; null past the last page
 * (page 1 of a kind with nothing to list is empty). `pageSize` as for `getSitemapIndex`.
 *
 * @example
 * const page = await getSitemapPage(db, 'works', 1, new Date());
 * //=> { kind: 'works', page: 1, items: [{ code: 'CW_000001_S', lastModified: '2026-11-20T…Z' }, …] }
 */
export async function getSitemapPage(
  db: Db,
  kind: SitemapKind,
  page: number,
  now: Date,
  pageSize = SITEMAP_PAGE_SIZE,
): Promise<SitemapPage | null> {
  // Page 1 of a kind with nothing to list is empty; a page past the last is no page.
  const found = <Items extends unknown[]>(items: Items) =>
    items.length === 0 && page > 1 ? null : items;
  switch (kind) {
    case 'works': {
      const entries = ENTRIES.works(db, now);
      const rows = await pageOf(
        db.select().from(entries).orderBy(entries.id).$dynamic(),
        page,
        pageSize,
      );
      const items = found(rows.map(({ code, lastModified }) => dated({ code, lastModified })));
      return items && { kind, page, items };
    }
    case 'episodes': {
      const entries = ENTRIES.episodes(db, now);
      const rows = await pageOf(
        db.select().from(entries).orderBy(entries.id).$dynamic(),
        page,
        pageSize,
      );
      const items = found(rows.map(({ code, lastModified }) => dated({ code, lastModified })));
      return items && { kind, page, items };
    }
    case 'labels': {
      const entries = ENTRIES.labels(db, now);
      const rows = await pageOf(
        db.select().from(entries).orderBy(entries.id).$dynamic(),
        page,
        pageSize,
      );
      const items = found(rows.map(({ code, lastModified }) => dated({ code, lastModified })));
      return items && { kind, page, items };
    }
    case 'authors': {
      const entries = ENTRIES.authors(db, now);
      const rows = await pageOf(
        db.select().from(entries).orderBy(entries.id).$dynamic(),
        page,
        pageSize,
      );
      const items = found(rows.map(dated));
      return items && { kind, page, items };
    }
    case 'topics': {
      const entries = ENTRIES.topics(db, now);
      const rows = await pageOf(
        db.select().from(entries).orderBy(entries.id).$dynamic(),
        page,
        pageSize,
      );
      const items = found(rows.map(dated));
      return items && { kind, page, items };
    }
  }
}
