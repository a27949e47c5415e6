import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { foldForSearch } from '../search/fold';
import { type Catalog, generateCatalog } from './generateCatalog';
import { seedDatabase } from './seedDatabase';

const now = new Date('2026-11-22T03:00:00Z');

describe('seedDatabase on PGlite', () => {
  let database: Database;
  let catalog: Catalog;
  let firstRun: boolean;

  beforeAll(async () => {
    database = await createDatabase({ dataDir: 'memory://' });
    catalog = generateCatalog({ now });
    firstRun = await seedDatabase(database.db, catalog);
  });
  afterAll(() => database.close());

  const tableCounts = async () => {
    const { db } = database;
    return {
      labels: (await db.select({ n: count() }).from(schema.labels))[0]?.n,
      works: (await db.select({ n: count() }).from(schema.works))[0]?.n,
      episodes: (await db.select({ n: count() }).from(schema.episodes))[0]?.n,
      volumeStores: (await db.select({ n: count() }).from(schema.volumeStores))[0]?.n,
      topicWorks: (await db.select({ n: count() }).from(schema.topicWorks))[0]?.n,
      workReadCounts: (await db.select({ n: count() }).from(schema.workReadCounts))[0]?.n,
    };
  };

  it('inserts the whole catalog', async () => {
    expect(firstRun).toBe(true);
    expect(await tableCounts()).toEqual({
      labels: catalog.labels.length,
      works: catalog.works.length,
      episodes: catalog.episodes.length,
      volumeStores: catalog.volumeStores.length,
      topicWorks: catalog.topicWorks.length,
      workReadCounts: catalog.workReadCounts.length,
    });
  });

  it('does nothing when called again, even concurrently', async () => {
    const before = await tableCounts();
    const runs = await Promise.all([
      seedDatabase(database.db, catalog),
      seedDatabase(database.db, catalog),
    ]);
    expect(runs).toEqual([false, false]);
    expect(await tableCounts()).toEqual(before);
  });

  it('round-trips dates, arrays and page sizes', async () => {
    const expected = catalog.episodes.find((episode) => episode.pages.some((p) => p.w > p.h));
    if (!expected) throw new Error('no spread in the catalog');
    const [episode] = await database.db
      .select()
      .from(schema.episodes)
      .where(eq(schema.episodes.code, expected.code));
    expect(episode).toEqual(expected);
    const [work] = await database.db
      .select()
      .from(schema.works)
      .where(eq(schema.works.id, expected.workId));
    expect(work).toEqual(catalog.works[expected.workId - 1]);
  });

  it('moves id sequences past the seeded ids', async () => {
    const [banner] = await database.db
      .insert(schema.banners)
      .values({
        title: 'new',
        alt: 'new',
        href: '/new',
        startsAt: now,
        endsAt: now,
        position: 99,
      })
      .returning({ id: schema.banners.id });
    expect(banner?.id).toBe(catalog.banners.length + 1);
  });

  it('serves relational queries for a work detail', async () => {
    const hit = catalog.works.reduce((a, b) => (a.followerBase > b.followerBase ? a : b));
    const work = await database.db.query.works.findFirst({
      where: eq(schema.works.code, hit.code),
      with: {
        label: true,
        genre: true,
        authors: { with: { author: true } },
        tags: { with: { tag: true } },
        volumes: { with: { stores: true, episodes: true } },
      },
    });
    expect(work?.label.id).toBe(hit.labelId);
    expect(work?.genre.id).toBe(hit.genreId);
    expect(work?.authors.length).toBeGreaterThan(0);
    expect(work?.tags.length).toBeGreaterThan(0);
  });

  it('finds works by folded title, reading, author and tag', async () => {
    const work = catalog.works.find((w) => w.language === 'ja' && !w.title.includes('～'));
    const credit = catalog.workAuthors.find((c) => c.workId === work?.id);
    const author = catalog.authors.find((a) => a.id === credit?.authorId);
    if (!work || !author) throw new Error('catalog without a credited Japanese work');
    const search = async (query: string) =>
      (
        await database.db
          .select({ id: schema.works.id })
          .from(schema.works)
          .where(like(schema.works.searchText, `%${foldForSearch(query)}%`))
      ).map((row) => row.id);

    const katakanaReading = work.titleKana.replace(/[\u3041-\u3096]/g, (c) =>
      String.fromCharCode(c.charCodeAt(0) + 0x60),
    );
    expect(await search(work.title)).toContain(work.id);
    expect(await search(katakanaReading)).toContain(work.id);
    expect(await search(author.nameKana)).toContain(work.id);
    expect(await search('ﾁｰﾄ')).toEqual(await search('チート'));
  });

  it('finds authors and tags by folded name or reading', async () => {
    const [tag] = await database.db
      .select({ name: schema.tags.name })
      .from(schema.tags)
      .where(like(schema.tags.searchText, `%${foldForSearch('ｽﾛｰﾗｲﾌ')}%`));
    expect(tag?.name).toBe('スローライフ');
    const author = catalog.authors[0];
    if (!author) throw new Error('no authors');
    const found = await database.db
      .select({ id: schema.authors.id })
      .from(schema.authors)
      .where(like(schema.authors.searchText, `%${foldForSearch(author.nameKana)}%`));
    expect(found.map((row) => row.id)).toContain(author.id);
  });
});
