import {
  apiErrorBodySchema,
  SITEMAP_KINDS,
  type SitemapKind,
  sitemapIndexSchema,
  sitemapPageSchema,
} from '@cw/contract/schemas';
import { and, eq, gt, isNull, lte, max, ne, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSitemapIndex, getSitemapPage } from '../../data/sitemap';
import { episodes, topics, works } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { seedNow } from '../../test/database';

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock: Date;
beforeAll(async () => {
  t = await createTestApp();
  clock = seedNow();
});
afterAll(() => t.close());

const get = (path: string) => t.app.request(`/v3/library${path}`);

async function entriesOf(kind: SitemapKind) {
  const response = await get(`/sitemap/${kind}`);
  expect(response.status).toBe(200);
  const page = sitemapPageSchema.parse(await response.json());
  expect(page).toMatchObject({ kind, page: 1 });
  return page.items;
}

describe('GET /v3/library/sitemap', () => {
  it('lists one file per kind with its size and newest change, cacheable', async () => {
    const response = await get('/sitemap');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('public');
    const { files } = sitemapIndexSchema.parse(await response.json());
    // The seeded catalog fits one page of each kind.
    expect(files.map((file) => [file.kind, file.page])).toEqual(
      SITEMAP_KINDS.map((kind) => [kind, 1]),
    );
    const [worksFile] = files;
    expect(worksFile?.count).toBe(await t.database.db.$count(works, lte(works.publishedAt, clock)));
    const [latest] = await t.database.db
      .select({ at: max(works.latestUpdateAt) })
      .from(works)
      .where(lte(works.latestUpdateAt, clock));
    expect(worksFile?.lastModified).toBe(latest?.at?.toISOString());
    for (const file of files) {
      expect(file.count, file.kind).toBe((await entriesOf(file.kind)).length);
      expect(Date.parse(file.lastModified), file.kind).toBeLessThanOrEqual(clock.getTime());
    }
  });
});

describe('GET /v3/library/sitemap/{kind}', () => {
  it('lists every published work by code, with its latest update', async () => {
    const items = await entriesOf('works');
    const rows = await t.database.db
      .select({ code: works.code, latestUpdateAt: works.latestUpdateAt })
      .from(works)
      .where(lte(works.publishedAt, clock))
      .orderBy(works.id);
    expect(items).toEqual(
      rows.map((row) => ({
        code: row.code,
        lastModified: new Date(
          Math.min(row.latestUpdateAt.getTime(), clock.getTime()),
        ).toISOString(),
      })),
    );
  });

  it('lists the episodes readable now, and no ended, inactive or future one', async () => {
    const items = await entriesOf('episodes');
    const readable = await t.database.db.$count(
      episodes,
      and(
        eq(episodes.isActive, true),
        or(isNull(episodes.deliveryUntil), gt(episodes.deliveryUntil, clock)),
        lte(episodes.updatedAt, clock),
      ),
    );
    expect(items).toHaveLength(readable);
    const [closed] = await t.database.db
      .select({ code: episodes.code })
      .from(episodes)
      .where(eq(episodes.isActive, false))
      .limit(1);
    expect(closed).toBeDefined();
    expect(items.map((item) => ('code' in item ? item.code : ''))).not.toContain(closed?.code);
  });

  it('lists topics with pages of their own, never the new-serial notes', async () => {
    const items = await entriesOf('topics');
    const published = await t.database.db.$count(
      topics,
      and(lte(topics.publishedAt, clock), ne(topics.kind, 'new_serial')),
    );
    expect(items).toHaveLength(published);
    expect(items.some((item) => 'kind' in item && item.kind === 'new_serial')).toBe(false);
  });

  it('dates labels and authors by the latest update of their works', async () => {
    for (const kind of ['labels', 'authors'] as const) {
      const items = await entriesOf(kind);
      expect(items.length, kind).toBeGreaterThan(0);
      for (const item of items) {
        expect(Date.parse(item.lastModified)).toBeLessThanOrEqual(clock.getTime());
      }
    }
  });

  it.each([
    ['/sitemap/works?page=2', 404],
    ['/sitemap/volumes', 400],
    ['/sitemap/works?page=0', 400],
  ])('GET %s answers %i with an error body', async (path, status) => {
    const response = await get(path);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

describe('pages of a kind', () => {
  it('cuts a kind into pages by id, each dated by the newest change it lists', async () => {
    // The route cuts at 50,000 (SITEMAP_PAGE_SIZE); the seed has some 20,000 episodes.
    const pageSize = 3000;
    const { db } = t.database;
    const files = (await getSitemapIndex(db, clock, pageSize)).files.filter(
      (file) => file.kind === 'episodes',
    );
    const all = await entriesOf('episodes');
    expect(files.length).toBe(Math.ceil(all.length / pageSize));
    expect(files.map((file) => file.page)).toEqual(files.map((_, i) => i + 1));
    const paged = [];
    for (const file of files) {
      const page = await getSitemapPage(db, 'episodes', file.page, clock, pageSize);
      const items = page?.items ?? [];
      expect(items.length).toBe(file.count);
      expect(file.count).toBeLessThanOrEqual(pageSize);
      const newest = items
        .map((item) => item.lastModified)
        .sort()
        .at(-1);
      expect(file.lastModified).toBe(newest);
      paged.push(...items);
    }
    expect(paged).toEqual(all);
    expect(await getSitemapPage(db, 'episodes', files.length + 1, clock, pageSize)).toBeNull();
  });
});
