import {
  apiErrorBodySchema,
  bannerListSchema,
  newSerialsInfoSchema,
  topicEpisodeListSchema,
  topicSchema,
  topicSummaryPageSchema,
  workSummaryPageSchema,
} from '@cw/contract/schemas';
import { MILLISECONDS_PER_DAY as DAY } from '@cw/dates';
import { and, asc, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, episodes, topics, topicWorks } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { seedNow } from '../../test/database';

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock: Date;
/** A topic with several works. */
let feature: typeof topics.$inferSelect;
beforeAll(async () => {
  t = await createTestApp();
  clock = seedNow();
  const [row] = await t.database.db
    .select()
    .from(topics)
    .where(eq(topics.kind, 'feature'))
    .orderBy(asc(topics.id))
    .limit(1);
  if (!row) throw new Error('seed has no feature');
  feature = row;
});
afterAll(() => t.close());

async function expectError(path: string, status: number) {
  const response = await t.app.request(`/v3/library${path}`);
  expect(response.status).toBe(status);
  apiErrorBodySchema.parse(await response.json());
}

describe('GET /v3/library/topics', () => {
  it('lists published topics, newest first, page by page', async () => {
    const response = await t.app.request('/v3/library/topics?perPage=50');
    expect(response.status).toBe(200);
    const page = topicSummaryPageSchema.parse(await response.json());
    expect(page.total).toBe(await t.database.db.$count(topics, lte(topics.publishedAt, clock)));
    expect(page.hasNext).toBe(true);
    const dates = page.items.map((topic) => topic.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.items[0]?.thumbnail).toBe(`/v3/media/topics/${page.items[0]?.id}`);
  });

  it('filters by kind and label', async () => {
    const [fair] = await t.database.db
      .select()
      .from(topics)
      .where(and(eq(topics.kind, 'fair'), isNotNull(topics.labelId)))
      .limit(1);
    const label = await t.database.db.query.labels.findFirst({
      where: (row, { eq }) => eq(row.id, fair?.labelId ?? 0),
    });
    const response = await t.app.request(`/v3/library/topics?kind=fair&label=${label?.code}`);
    const page = topicSummaryPageSchema.parse(await response.json());
    expect(page.total).toBe(
      await t.database.db.$count(
        topics,
        and(eq(topics.kind, 'fair'), eq(topics.labelId, label?.id ?? 0)),
      ),
    );
    expect(page.items.every((row) => row.kind === 'fair' && row.labelId === label?.id)).toBe(true);
  });

  it('leaves out topics not yet published at the clock', async () => {
    const earlier = new Date(clock.getTime() - 30 * DAY);
    const response = await t.at(earlier).request('/v3/library/topics?perPage=100');
    const page = topicSummaryPageSchema.parse(await response.json());
    expect(page.total).toBe(await t.database.db.$count(topics, lte(topics.publishedAt, earlier)));
    expect(page.items.every((row) => new Date(row.publishedAt) <= earlier)).toBe(true);
  });

  it.each([
    ['/topics?label=no_such_label', 404],
    ['/topics?kind=gossip', 400],
    ['/topics?perPage=101', 400],
    ['/topics?page=-1', 400],
  ])('GET %s answers %i with an error body', expectError);
});

describe('GET /v3/library/topics/{topicId}', () => {
  it('serves a topic with its body', async () => {
    const response = await t.app.request(`/v3/library/topics/${feature.id}`);
    expect(response.status).toBe(200);
    const topic = topicSchema.parse(await response.json());
    expect(topic).toMatchObject({ id: feature.id, kind: 'feature', body: feature.body });
  });

  it('answers 404 for a topic published after the clock', async () => {
    const [latest] = await t.database.db
      .select()
      .from(topics)
      .orderBy(desc(topics.publishedAt))
      .limit(1);
    const before = new Date((latest?.publishedAt.getTime() ?? 0) - 1000);
    const response = await t.at(before).request(`/v3/library/topics/${latest?.id}`);
    expect(response.status).toBe(404);
  });

  it.each([
    ['/topics/999999', 404],
    ['/topics/999999/works', 404],
    ['/topics/999999/episodes', 404],
    ['/topics/abc', 400],
    ['/topics/99999999999', 400],
    ['/topics/0', 400],
    ['/topics/1.0', 400],
    ['/topics/1/works?perPage=101', 400],
  ])('GET %s answers %i with an error body', expectError);
});

describe("a topic's works and episodes", () => {
  it("GET /topics/{topicId}/works pages through the works in the topic's order", async () => {
    const links = await t.database.db
      .select()
      .from(topicWorks)
      .where(eq(topicWorks.topicId, feature.id))
      .orderBy(asc(topicWorks.position));
    expect(links.length).toBeGreaterThan(3);
    const pages = await Promise.all(
      [1, 2].map(async (page) => {
        const response = await t.app.request(
          `/v3/library/topics/${feature.id}/works?perPage=3&page=${page}`,
        );
        return workSummaryPageSchema.parse(await response.json());
      }),
    );
    expect(pages[0]).toMatchObject({ total: links.length, hasNext: true });
    const ids = pages.flatMap((page) => page.items.map((work) => work.id));
    expect(ids).toEqual(links.slice(0, ids.length).map((link) => link.workId));
  });

  it('GET /topics/{topicId}/episodes gives the latest active web episode of each work', async () => {
    const response = await t.app.request(`/v3/library/topics/${feature.id}/episodes`);
    expect(response.status).toBe(200);
    const { items } = topicEpisodeListSchema.parse(await response.json());
    expect(items.length).toBeGreaterThan(0);
    for (const { work, episode } of items) {
      const [latest] = await t.database.db
        .select({ id: episodes.id })
        .from(episodes)
        .where(
          and(
            eq(episodes.workId, work.id),
            eq(episodes.serviceId, 'web'),
            eq(episodes.isActive, true),
          ),
        )
        .orderBy(desc(episodes.episodeNo))
        .limit(1);
      expect(episode.id).toBe(latest?.id);
    }
  });
});

describe('new serials', () => {
  it('GET /topics/new-serials/info counts the announced works and names the latest', async () => {
    const response = await t.app.request('/v3/library/topics/new-serials/info');
    expect(response.status).toBe(200);
    const info = newSerialsInfoSchema.parse(await response.json());
    const announced = await t.database.db
      .selectDistinct({ workId: topicWorks.workId })
      .from(topicWorks)
      .innerJoin(topics, eq(topics.id, topicWorks.topicId))
      .where(eq(topics.kind, 'new_serial'));
    expect(info.workCount).toBe(announced.length);
    expect(info.latest?.kind).toBe('new_serial');
  });

  it('GET /topics/new-serials/works lists the announced works, latest first', async () => {
    const response = await t.app.request('/v3/library/topics/new-serials/works?perPage=10');
    const page = workSummaryPageSchema.parse(await response.json());
    expect(page.total).toBeGreaterThan(10);
    const announced = await t.database.db
      .select({ workId: topicWorks.workId, publishedAt: topics.publishedAt })
      .from(topicWorks)
      .innerJoin(topics, eq(topics.id, topicWorks.topicId))
      .where(
        and(
          eq(topics.kind, 'new_serial'),
          inArray(
            topicWorks.workId,
            page.items.map((work) => work.id),
          ),
        ),
      );
    const dates = page.items.map(
      (work) => announced.find((row) => row.workId === work.id)?.publishedAt.getTime() ?? 0,
    );
    expect(dates.every((date) => date > 0)).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('GET /topics/new-serials/works answers 400 for perPage=101', () =>
    expectError('/topics/new-serials/works?perPage=101', 400));
});

describe('GET /v3/library/topics/campaign/{token}', () => {
  it('serves the topic of a campaign page', async () => {
    const response = await t.app.request('/v3/library/topics/campaign/10th-anniversary');
    expect(response.status).toBe(200);
    const topic = topicSchema.parse(await response.json());
    const [stored] = await t.database.db
      .select()
      .from(topics)
      .where(eq(topics.campaignToken, '10th-anniversary'));
    expect(topic.id).toBe(stored?.id);
  });

  it.each([
    ['/topics/campaign/no-such-campaign', 404],
    ['/topics/campaign/bad%20token!', 400],
  ])('GET %s answers %i with an error body', expectError);
});

describe('GET /v3/library/banners', () => {
  /** Ids of the banners running at an instant, by the database, in position order. */
  async function runningAt(now: Date) {
    const rows = await t.database.db.select().from(banners).orderBy(asc(banners.position));
    return rows.filter((row) => row.startsAt <= now && now <= row.endsAt).map((row) => row.id);
  }

  it('serves the banners running now, by position', async () => {
    const response = await t.app.request('/v3/library/banners');
    expect(response.status).toBe(200);
    const { items } = bannerListSchema.parse(await response.json());
    const expected = await runningAt(clock);
    expect(items.map((banner) => banner.id)).toEqual(expected);
    // The seed has a finished and a future banner, both left out.
    expect(expected.length).toBeLessThan(await t.database.db.$count(banners));
    expect(items[0]?.image).toBe(`/v3/media/banners/${items[0]?.id}`);
  });

  it('follows the clock', async () => {
    const later = new Date(clock.getTime() + 25 * DAY);
    const { items } = bannerListSchema.parse(
      await (await t.at(later).request('/v3/library/banners')).json(),
    );
    const expected = await runningAt(later);
    expect(expected).not.toEqual(await runningAt(clock));
    expect(items.map((banner) => banner.id)).toEqual(expected);
  });
});

it('documents every topic route in the OpenAPI document', async () => {
  const document = (await (await t.app.request('/v3/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  for (const path of [
    '/topics',
    '/topics/new-serials/info',
    '/topics/new-serials/works',
    '/topics/campaign/{token}',
    '/topics/{topicId}',
    '/topics/{topicId}/works',
    '/topics/{topicId}/episodes',
    '/banners',
  ]) {
    expect(document.paths).toHaveProperty([`/v3/library${path}`]);
  }
});
