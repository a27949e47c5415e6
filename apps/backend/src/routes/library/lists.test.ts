import { KANA_ROWS, kanaRowOf } from '@cw/contract/constants';
import {
  apiErrorBodySchema,
  newComicPageSchema,
  recommendationsSchema,
  relatedProductsSchema,
  workSummaryPageSchema,
} from '@cw/contract/schemas';
import { MILLISECONDS_PER_DAY as DAY } from '@cw/dates';
import { and, eq, gt, gte, inArray, lt, lte, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_WORK_FOR_DAYS } from '../../data/works';
import { episodes, labels, volumes, works, workTags } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { seedNow } from '../../test/database';

let t: Awaited<ReturnType<typeof createTestApp>>;
/** The test app's clock. */
let clock: Date;
beforeAll(async () => {
  t = await createTestApp();
  clock = seedNow();
});
afterAll(() => t.close());

async function workPage(path: string) {
  const response = await t.app.request(`/v3/library${path}`);
  expect(response.status).toBe(200);
  return workSummaryPageSchema.parse(await response.json());
}

/** The stored rows of the works on a page, in page order. */
async function rowsOf(items: { id: number }[]) {
  const rows = await t.database.db
    .select()
    .from(works)
    .where(
      inArray(
        works.id,
        items.map((item) => item.id),
      ),
    );
  return items.map((item) => rows.find((row) => row.id === item.id) as (typeof rows)[number]);
}

describe('GET /v3/library/works', () => {
  it('lists the whole catalog, last updated first, page by page', async () => {
    const first = await workPage('/works?perPage=30');
    const second = await workPage('/works?perPage=30&page=2');
    expect(first.total).toBe(await t.database.db.$count(works));
    expect(first).toMatchObject({ page: 1, perPage: 30, hasNext: true });
    expect(first.items).toHaveLength(30);
    const dates = [...first.items, ...second.items].map((w) => w.latestUpdateDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const ids = new Set(first.items.map((w) => w.id));
    expect(second.items.some((w) => ids.has(w.id))).toBe(false);
  });

  it('answers an empty page past the end, still with the total', async () => {
    const page = await workPage('/works?page=999&perPage=100');
    expect(page.items).toEqual([]);
    expect(page.total).toBe(800);
    expect(page.hasNext).toBe(false);
  });

  it('filters by label, status and kind together', async () => {
    const [label] = await t.database.db.select().from(labels).limit(1);
    if (!label) throw new Error('seed has no label');
    const page = await workPage(`/works?label=${label.code}&status=ongoing&oneShot=false`);
    expect(page.total).toBe(
      await t.database.db.$count(
        works,
        and(
          eq(works.labelId, label.id),
          eq(works.serializationStatus, 'ongoing'),
          eq(works.isOneShot, false),
        ),
      ),
    );
    expect(page.total).toBeGreaterThan(0);
    for (const work of page.items) {
      expect(work.labelInfo.code).toBe(label.code);
      expect(work.serializationStatus).toBe('ongoing');
      expect(work.isOneShot).toBe(false);
    }
  });

  it.each([
    ['', 'series'],
    ['&oneShot=true', 'one-shot'],
    ['&status=ongoing', 'ongoing'],
  ])(
    'spec section 7 /api/series/{labelId}: the label id lists what its code lists (%s, %s)',
    async (filter) => {
      const [label] = await t.database.db.select().from(labels).orderBy(labels.id).limit(1);
      if (!label) throw new Error('seed has no label');
      const byId = await workPage(`/works?label=${label.id}${filter}&perPage=100`);
      expect(byId).toEqual(await workPage(`/works?label=${label.code}${filter}&perPage=100`));
      expect(byId.items.every((work) => work.labelInfo.id === label.id)).toBe(true);
      if (filter === '') expect(byId.total).toBeGreaterThan(0);
    },
  );

  it('filters by genre (main or sub-genre), tag and language', async () => {
    const byGenre = await workPage('/works?genre=2&perPage=100');
    for (const row of await rowsOf(byGenre.items)) {
      expect(row.genreId === 2 || row.subGenreId === 2).toBe(true);
    }
    expect(byGenre.items.some((w) => w.genre.id !== 2)).toBe(true);

    const byTag = await workPage('/works?tag=1&perPage=100');
    const tagged = await t.database.db
      .select({ workId: workTags.workId })
      .from(workTags)
      .where(eq(workTags.tagId, 1));
    expect(byTag.total).toBe(tagged.length);
    const taggedIds = new Set(tagged.map((row) => row.workId));
    expect(byTag.items.every((w) => taggedIds.has(w.id))).toBe(true);

    const english = await workPage('/works?language=en');
    expect(english.total).toBe(await t.database.db.$count(works, eq(works.language, 'en')));
    expect((await rowsOf(english.items)).every((row) => row.language === 'en')).toBe(true);
  });

  it('sorts by first publication or by title reading', async () => {
    const newest = await rowsOf((await workPage('/works?sort=new&perPage=50')).items);
    const published = newest.map((row) => row.publishedAt.getTime());
    expect(published).toEqual([...published].sort((a, b) => b - a));

    const byTitle = await rowsOf((await workPage('/works?sort=title&perPage=50')).items);
    const readings = byTitle.map((row) => row.titleKana);
    expect(readings).toEqual([...readings].sort());
  });

  it('indexes titles by kana row: each row holds its readings, all rows the whole catalog', async () => {
    let covered = 0;
    for (const row of KANA_ROWS) {
      const page = await workPage(`/works?row=${encodeURIComponent(row)}&sort=title&perPage=100`);
      covered += page.total;
      for (const work of await rowsOf(page.items)) expect(kanaRowOf(work.titleKana)).toBe(row);
    }
    expect(covered).toBe(800);
    const others = await rowsOf((await workPage('/works?row=その他&sort=title')).items);
    expect(others.some((row) => /^[A-Za-z]/.test(row.titleKana))).toBe(true);
  });

  it.each([
    ['/works?label=no_such_label', 404],
    ['/works?label=9999', 404],
    ['/works?label=99999999999', 404],
    ['/works?genre=9999', 404],
    ['/works?tag=9999', 404],
    ['/works?genre=abc', 400],
    ['/works?genre=99999999999', 400],
    ['/works?tag=1.5', 400],
    ['/works?status=paused', 400],
    ['/works?oneShot=yes', 400],
    ['/works?language=fr', 400],
    ['/works?row=ア', 400],
    ['/works?sort=random', 400],
    ['/works?label=bad%20code', 400],
    ['/works?page=0', 400],
    ['/works?perPage=101', 400],
  ])('GET %s answers %i with an error body', async (path, status) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

describe('GET /v3/library/new-serials', () => {
  it('lists serials by first publication, newest first, without one-shots', async () => {
    const page = await workPage('/new-serials?perPage=40');
    expect(page.hasNext).toBe(true);
    const rows = await rowsOf(page.items);
    const published = rows.map((row) => row.publishedAt.getTime());
    expect(published).toEqual([...published].sort((a, b) => b - a));
    for (const row of rows) {
      expect(row.isOneShot).toBe(false);
      expect(row.serviceIds).toContain('web');
    }
  });

  it('answers 400 for perPage=101', async () => {
    expect((await t.app.request('/v3/library/new-serials?perPage=101')).status).toBe(400);
  });
});

describe('GET /v3/library/daily/new', () => {
  /** Midnight in Japan (UTC+9, no daylight saving time) of the day `daysAgo` before the clock's. */
  const japanMidnight = (daysAgo: number) =>
    new Date(Math.floor((clock.getTime() + 9 * 3_600_000) / DAY - daysAgo) * DAY - 9 * 3_600_000);

  /**
   * Ids of works with an active web episode updated in [start, start + 1 day), by the
   * database: the latest update that day first.
   */
  async function updatedOn(start: Date) {
    const rows = await t.database.db
      .select({ workId: episodes.workId, updatedAt: max(episodes.updatedAt) })
      .from(episodes)
      .where(
        and(
          eq(episodes.serviceId, 'web'),
          eq(episodes.isActive, true),
          gte(episodes.updatedAt, start),
          lt(episodes.updatedAt, new Date(start.getTime() + DAY)),
        ),
      )
      .groupBy(episodes.workId);
    return rows
      .sort(
        (a, b) =>
          (b.updatedAt?.getTime() ?? 0) - (a.updatedAt?.getTime() ?? 0) || a.workId - b.workId,
      )
      .map((row) => row.workId);
  }

  it("defaults to today in Japan at the service's clock", async () => {
    const page = await workPage('/daily/new?perPage=100');
    const expected = await updatedOn(japanMidnight(0));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.total).toBe(expected.length);
    expect(page.items.map((w) => w.id)).toEqual(expected);
    // Updated today: the latest episode is new (最新UP!), the work itself only if it is new to
    // the service (新着), which most of today's updates are not.
    expect(page.items.every((w) => w.latestEpisode?.isNew)).toBe(true);
    const stored = await t.database.db
      .select({ id: works.id, publishedAt: works.publishedAt })
      .from(works)
      .where(inArray(works.id, expected));
    const firstPublished = new Map(stored.map((w) => [w.id, w.publishedAt.getTime()]));
    for (const work of page.items) {
      const days = (seedNow().getTime() - (firstPublished.get(work.id) ?? 0)) / DAY;
      // Calendar days in Japan decide the edge; away from it the rule is plain.
      if (Math.abs(days - NEW_WORK_FOR_DAYS) > 1) {
        expect(work.isNew, work.code).toBe(days < NEW_WORK_FOR_DAYS);
      }
    }
    expect(page.items.filter((w) => w.isNew).length).toBeLessThan(page.items.length / 2);
  });

  it('lists the works of a given day, latest update first', async () => {
    const day = japanMidnight(5);
    const date = new Date(day.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
    const page = await workPage(`/daily/new?date=${date}&perPage=100`);
    const expected = await updatedOn(day);
    expect(expected.length).toBeGreaterThan(1);
    expect(page.items.map((w) => w.id)).toEqual(expected);
  });

  it('is empty for a day in the future', async () => {
    const nextYear = clock.getUTCFullYear() + 1;
    expect((await workPage(`/daily/new?date=${nextYear}-01-01`)).total).toBe(0);
  });

  it.each([
    '/daily/new?date=2026-02-30',
    '/daily/new?date=20261120',
    '/daily/new?date=today',
    '/daily/new?date=9999-01-01',
    '/daily/new?perPage=101',
  ])('GET %s answers 400', async (path) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(400);
    apiErrorBodySchema.parse(await response.json());
  });
});

describe('GET /v3/library/free-campaign', () => {
  it('lists works whose serial campaign still runs, ending soonest first', async () => {
    const page = await workPage('/free-campaign?filterType=serial&perPage=100');
    expect(page.total).toBe(
      await t.database.db.$count(works, gt(works.freeCampaignSerialUntil, clock)),
    );
    const ends = (await rowsOf(page.items)).map((row) => row.freeCampaignSerialUntil?.getTime());
    expect(ends.every((end) => end !== undefined && end > clock.getTime())).toBe(true);
    expect(ends).toEqual([...ends].sort((a, b) => (a ?? 0) - (b ?? 0)));
    // Expired campaigns exist in the seed and are left out.
    expect(
      await t.database.db.$count(works, lte(works.freeCampaignSerialUntil, clock)),
    ).toBeGreaterThan(0);
  });

  it('serves serial, comics or either campaign', async () => {
    const [all, serial, comics] = await Promise.all(
      ['all', 'serial', 'comics'].map((filter) => workPage(`/free-campaign?filterType=${filter}`)),
    );
    const both = await t.database.db.$count(
      works,
      and(gt(works.freeCampaignSerialUntil, clock), gt(works.freeCampaignComicsUntil, clock)),
    );
    expect(comics?.total).toBeGreaterThan(0);
    expect(all?.total).toBe((serial?.total ?? 0) + (comics?.total ?? 0) - both);
    expect((await workPage('/free-campaign')).total).toBe(all?.total);
  });

  it('follows the clock: forty days on, every seeded campaign is over', async () => {
    const later = t.at(new Date(clock.getTime() + 40 * DAY));
    const response = await later.request('/v3/library/free-campaign');
    expect(workSummaryPageSchema.parse(await response.json()).total).toBe(0);
  });

  it.each(['/free-campaign?filterType=volume', '/free-campaign?perPage=101'])(
    'GET %s answers 400',
    async (path) => {
      const response = await t.app.request(`/v3/library${path}`);
      expect(response.status).toBe(400);
      apiErrorBodySchema.parse(await response.json());
    },
  );
});

describe('GET /v3/library/comics/new', () => {
  it('lists released volumes, newest first, with their works', async () => {
    const response = await t.app.request('/v3/library/comics/new?perPage=50');
    expect(response.status).toBe(200);
    const page = newComicPageSchema.parse(await response.json());
    expect(page.total).toBe(await t.database.db.$count(volumes, lte(volumes.releaseAt, clock)));
    // Announced volumes are not out yet.
    expect(await t.database.db.$count(volumes, gt(volumes.releaseAt, clock))).toBeGreaterThan(0);
    const releases = page.items.map((item) => item.volume.release);
    expect(releases).toEqual([...releases].sort().reverse());
    expect(releases.every((release) => new Date(release) <= clock)).toBe(true);
    const stored = await t.database.db
      .select({ id: volumes.id, workId: volumes.workId })
      .from(volumes)
      .where(
        inArray(
          volumes.id,
          page.items.map((item) => item.volume.id),
        ),
      );
    for (const item of page.items) {
      expect(stored.find((row) => row.id === item.volume.id)?.workId).toBe(item.work.id);
    }
  });

  it("narrows to one label's volumes", async () => {
    const response = await t.app.request('/v3/library/comics/new?label=hoshizora');
    const page = newComicPageSchema.parse(await response.json());
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.work.labelInfo.code === 'hoshizora')).toBe(true);
  });

  it('spec section 7 /api/comics/{labelId}/new: the label id lists what its code lists', async () => {
    const [label] = await t.database.db.select().from(labels).where(eq(labels.code, 'hoshizora'));
    if (!label) throw new Error('seed has no hoshizora');
    const byId = await t.app.request(`/v3/library/comics/new?label=${label.id}`);
    expect(byId.status).toBe(200);
    const byCode = await t.app.request('/v3/library/comics/new?label=hoshizora');
    expect(newComicPageSchema.parse(await byId.json())).toEqual(
      newComicPageSchema.parse(await byCode.json()),
    );
  });

  it.each([
    ['/comics/new?label=no_such_label', 404],
    ['/comics/new?label=9999', 404],
    ['/comics/new?label=bad%20code', 400],
    ['/comics/new?perPage=101', 400],
  ])('GET %s answers %i', async (path, status) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

describe('recommendations', () => {
  /** Genre, sub-genre and tag ids of works. */
  async function traits(ids: number[]) {
    const [rows, tags] = await Promise.all([
      t.database.db.select().from(works).where(inArray(works.id, ids)),
      t.database.db.select().from(workTags).where(inArray(workTags.workId, ids)),
    ]);
    return {
      genres: new Set(rows.flatMap((row) => [row.genreId, row.subGenreId])),
      tagsOf: (id: number) => tags.filter((tag) => tag.workId === id).map((tag) => tag.tagId),
      tags: new Set(tags.map((tag) => tag.tagId)),
      rows,
    };
  }

  it('GET /recommendations ranks other works sharing the genre or tags of a work', async () => {
    const response = await t.app.request('/v3/library/recommendations?workId=1');
    expect(response.status).toBe(200);
    const { works: recommended } = recommendationsSchema.parse(await response.json());
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.some((w) => w.id === 1)).toBe(false);
    const seed = await traits([1]);
    const found = await traits(recommended.map((w) => w.id));
    const score = (id: number) => {
      const row = found.rows.find((r) => r.id === id);
      const genre = seed.genres.has(row?.genreId ?? 0) || seed.genres.has(row?.subGenreId ?? 0);
      return (genre ? 2 : 0) + found.tagsOf(id).filter((tag) => seed.tags.has(tag)).length;
    };
    const scores = recommended.map((w) => score(w.id));
    expect(scores.every((s) => s > 0)).toBe(true);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('POST /recommendations/candidate leaves out the candidates and ignores unknown ids', async () => {
    const response = await t.app.request('/v3/library/recommendations/candidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ workIds: [1, 2, 3, 999_999] }),
    });
    expect(response.status).toBe(200);
    const { works: recommended } = recommendationsSchema.parse(await response.json());
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.some((w) => [1, 2, 3].includes(w.id))).toBe(false);
  });

  it('POST /recommendations/candidate with no known work recommends nothing', async () => {
    const response = await t.app.request('/v3/library/recommendations/candidate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ workIds: [] }),
    });
    expect(recommendationsSchema.parse(await response.json()).works).toEqual([]);
  });

  it.each([
    ['GET', '/recommendations?workId=999999', undefined, 404],
    ['GET', '/recommendations', undefined, 400],
    ['GET', '/recommendations?workId=0x10', undefined, 400],
    ['GET', '/recommendations?workId=99999999999', undefined, 400],
    ['POST', '/recommendations/candidate', '{"workIds":["1"]}', 400],
    ['POST', '/recommendations/candidate', '{"workIds":[99999999999]}', 400],
    ['POST', '/recommendations/candidate', '{"workIds":[1],"extra":true}', 400],
    ['POST', '/recommendations/candidate', `{"workIds":[${Array(101).fill(1)}]}`, 400],
    ['POST', '/recommendations/candidate', '{"workIds":', 400],
  ])('%s %s %s answers %i', async (method, path, body, status) => {
    const response = await t.app.request(`/v3/library${path}`, {
      method,
      ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }),
    });
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

describe('GET /v3/library/related-products/{workCode}', () => {
  it("lists the work's volumes that have store links, first volume first", async () => {
    const volume = await t.database.db.query.volumes.findFirst({
      where: eq(volumes.volumeNo, 3),
      with: { work: true },
    });
    if (!volume) throw new Error('seed has no third volume');
    const response = await t.app.request(`/v3/library/related-products/${volume.work.code}`);
    expect(response.status).toBe(200);
    const { products } = relatedProductsSchema.parse(await response.json());
    const stored = await t.database.db.query.volumes.findMany({
      where: eq(volumes.workId, volume.workId),
      with: { stores: true },
      orderBy: (v, { asc }) => [asc(v.volumeNo)],
    });
    expect(products.map((p) => p.volume.id)).toEqual(
      stored.filter((v) => v.stores.length > 0).map((v) => v.id),
    );
    expect(products.every((p) => p.stores.length > 0)).toBe(true);
  });

  it.each([
    ['/related-products/NO_SUCH_WORK', 404],
    ['/related-products/bad%20code!', 400],
  ])('GET %s answers %i', async (path, status) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

it('documents every list route in the OpenAPI document', async () => {
  const document = (await (await t.app.request('/v3/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  for (const path of [
    '/works',
    '/new-serials',
    '/daily/new',
    '/free-campaign',
    '/comics/new',
    '/recommendations',
    '/recommendations/candidate',
    '/related-products/{workCode}',
  ]) {
    expect(document.paths).toHaveProperty([`/v3/library${path}`]);
  }
});
