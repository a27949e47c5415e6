import {
  apiErrorBodySchema,
  followedLabelPageSchema,
  followedLabelPageWireSchema,
  followedSeriesPageSchema,
  followStatusSchema,
} from '@cw/contract/schemas';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followsLabels, followsSeries } from '../../db/schema';
import {
  createReaderTestApp,
  first,
  type ReaderTestApp,
  type Route,
} from '../../test/readerTestApp';

let t: ReaderTestApp;
beforeAll(async () => {
  t = await createReaderTestApp();
});
afterAll(() => t.close());

/** What differs between following series and labels; every behaviour below is shared. */
const kinds = [
  {
    kind: 'series',
    collection: '/follows/series',
    bulkBody: (ids: number[]) => ({ workIds: ids }),
    targets: (n: number) => t.someWorks(n),
    followRoute: (id: number): Route => ['POST', '/follows/series', { workId: id }],
    listIds: async (reader: string, query = '') => {
      const response = await t.call(reader, 'GET', `/follows/series${query}`);
      const page = followedSeriesPageSchema.parse(await response.json());
      return { ...page, ids: page.items.map((item) => item.work.id) };
    },
    rows: (readerSubject: string, id: number) =>
      t.database.db
        .select({ n: count() })
        .from(followsSeries)
        .where(
          and(eq(followsSeries.workId, id), eq(followsSeries.userId, readerId(readerSubject))),
        ),
  },
  {
    kind: 'labels',
    collection: '/follows/labels',
    bulkBody: (ids: number[]) => ({ labelIds: ids }),
    targets: (n: number) => t.someLabels(n),
    followRoute: (id: number): Route => ['POST', `/follows/labels/${id}`],
    listIds: async (reader: string, query = '') => {
      const response = await t.call(reader, 'GET', `/follows/labels${query}`);
      const page = followedLabelPageSchema.parse(await response.json());
      return { ...page, ids: page.items.map((item) => item.label.id) };
    },
    rows: (readerSubject: string, id: number) =>
      t.database.db
        .select({ n: count() })
        .from(followsLabels)
        .where(
          and(eq(followsLabels.labelId, id), eq(followsLabels.userId, readerId(readerSubject))),
        ),
  },
];

const readerIds = new Map<string, number>();
/** The user id behind a subject, known once the reader has made a call. */
function readerId(subject: string): number {
  const id = readerIds.get(subject);
  if (id === undefined) throw new Error(`reader ${subject} has made no call yet`);
  return id;
}

async function signIn(subject: string) {
  const response = await t.call(subject, 'GET', '/users/me');
  readerIds.set(subject, ((await response.json()) as { id: number }).id);
  return subject;
}

const status = async (response: Response) => followStatusSchema.parse(await response.json());

describe.each(kinds)('follows of $kind', (k) => {
  const follow = (reader: string, id: number) => t.call(reader, ...k.followRoute(id));

  it('follows, reports, switches notifications off and unfollows', async () => {
    const reader = await signIn(`follow-cycle-${k.kind}`);
    const id = first(await k.targets(1));

    const followed = await follow(reader, id);
    expect(followed.status).toBe(200);
    expect(await status(followed)).toEqual({ isFollowing: true, notification: true });
    expect(await status(await t.call(reader, 'GET', `${k.collection}/${id}`))).toEqual({
      isFollowing: true,
      notification: true,
    });

    const muted = await t.call(reader, 'PUT', `${k.collection}/${id}/notification`, {
      notification: false,
    });
    expect(muted.status).toBe(200);
    expect(await status(muted)).toEqual({ isFollowing: true, notification: false });
    const listed = await k.listIds(reader);
    expect(listed.ids).toEqual([id]);
    expect(listed.items[0]?.notification).toBe(false);

    // Following again keeps the follow and its muted notifications.
    expect(await status(await follow(reader, id))).toEqual({
      isFollowing: true,
      notification: false,
    });

    expect((await t.call(reader, 'DELETE', `${k.collection}/${id}`)).status).toBe(204);
    expect(await status(await t.call(reader, 'GET', `${k.collection}/${id}`))).toEqual({
      isFollowing: false,
      notification: false,
    });
    expect((await t.call(reader, 'DELETE', `${k.collection}/${id}`)).status).toBe(204);
    expect((await k.listIds(reader)).total).toBe(0);
  });

  it('lists page by page and unfollows everything at once', async () => {
    const reader = await signIn(`follow-list-${k.kind}`);
    const ids = await k.targets(5);
    for (const id of ids) expect((await follow(reader, id)).status).toBe(200);

    const first = await k.listIds(reader, '?perPage=2');
    expect(first).toMatchObject({ page: 1, perPage: 2, total: 5, hasNext: true });
    const last = await k.listIds(reader, '?perPage=2&page=3');
    expect(last).toMatchObject({ total: 5, hasNext: false });
    const all = await k.listIds(reader, '?perPage=100');
    expect([...all.ids].sort((a, b) => a - b)).toEqual(ids);
    expect([
      ...first.ids,
      ...(await k.listIds(reader, '?perPage=2&page=2')).ids,
      ...last.ids,
    ]).toEqual(all.ids);

    expect((await t.call(reader, 'DELETE', k.collection)).status).toBe(204);
    expect((await k.listIds(reader)).total).toBe(0);
  });

  it('unfollows the listed ones at once, ignoring unknown ids', async () => {
    const reader = await signIn(`follow-bulk-${k.kind}`);
    const [kept, ...dropped] = await k.targets(3);
    for (const id of [kept, ...dropped]) if (id !== undefined) await follow(reader, id);
    const body = k.bulkBody([...dropped, 999_999]);
    expect((await t.call(reader, 'DELETE', k.collection, body)).status).toBe(204);
    expect((await k.listIds(reader)).ids).toEqual([kept]);
    for (const bad of [k.bulkBody([]), k.bulkBody([0]), { ids: dropped }]) {
      const response = await t.call(reader, 'DELETE', k.collection, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps one follow when the same follow arrives 20 times at once', async () => {
    const reader = await signIn(`follow-race-${k.kind}`);
    const id = first(await k.targets(1));
    const responses = await Promise.all(Array.from({ length: 20 }, () => follow(reader, id)));
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await k.rows(reader, id)).toEqual([{ n: 1 }]);
  });

  it("never shows or changes another reader's follows", async () => {
    const a = await signIn(`follow-a-${k.kind}`);
    const b = await signIn(`follow-b-${k.kind}`);
    const id = first(await k.targets(1));
    await follow(a, id);

    expect((await k.listIds(b)).total).toBe(0);
    expect(await status(await t.call(b, 'GET', `${k.collection}/${id}`))).toEqual({
      isFollowing: false,
      notification: false,
    });
    expect((await t.call(b, 'DELETE', `${k.collection}/${id}`)).status).toBe(204);
    expect((await t.call(b, 'DELETE', k.collection)).status).toBe(204);
    const put = await t.call(b, 'PUT', `${k.collection}/${id}/notification`, {
      notification: false,
    });
    expect(put.status).toBe(404);

    expect(await status(await t.call(a, 'GET', `${k.collection}/${id}`))).toEqual({
      isFollowing: true,
      notification: true,
    });
    expect((await k.listIds(a)).ids).toEqual([id]);
  });

  it('answers 404 for an unknown target and for muting what is not followed', async () => {
    const reader = await signIn(`follow-404-${k.kind}`);
    const unknown = 999_999;
    for (const response of [
      await follow(reader, unknown),
      await t.call(reader, 'GET', `${k.collection}/${unknown}`),
      await t.call(reader, 'DELETE', `${k.collection}/${unknown}`),
      await t.call(reader, 'PUT', `${k.collection}/${unknown}/notification`, {
        notification: true,
      }),
    ]) {
      expect(response.status).toBe(404);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('NOT_FOUND');
    }
    const id = first(await k.targets(1));
    const put = await t.call(reader, 'PUT', `${k.collection}/${id}/notification`, {
      notification: true,
    });
    expect(put.status).toBe(404);
  });

  it('answers 400 for malformed ids, bodies and pagination', async () => {
    const reader = await signIn(`follow-400-${k.kind}`);
    const id = first(await k.targets(1));
    for (const response of [
      await t.call(reader, 'GET', `${k.collection}/0x10`),
      await t.call(reader, 'GET', `${k.collection}/0`),
      await t.call(reader, 'DELETE', `${k.collection}/1.0`),
      await t.call(reader, 'PUT', `${k.collection}/${id}/notification`, { notification: 'no' }),
      await t.call(reader, 'PUT', `${k.collection}/${id}/notification`, {}),
      await t.call(reader, 'GET', `${k.collection}?perPage=101`),
      await t.call(reader, 'GET', `${k.collection}?page=0`),
    ]) {
      expect(response.status).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('BAD_REQUEST');
    }
  });

  it('answers 401 to every route without a valid service token', async () => {
    const id = first(await k.targets(1));
    await t.expectUnauthorized([
      ['GET', k.collection],
      ['DELETE', k.collection],
      ['GET', `${k.collection}/${id}`],
      ['DELETE', `${k.collection}/${id}`],
      ['PUT', `${k.collection}/${id}/notification`, { notification: true }],
      k.followRoute(id),
    ]);
  });
});

describe('POST /v3/membership/follows/series', () => {
  it('rejects a body without a numeric workId or with extra fields', async () => {
    const reader = await signIn('follow-body');
    for (const body of [{}, { workId: '12' }, { workId: 12, extra: true }, { workId: -1 }]) {
      const response = await t.call(reader, 'POST', '/follows/series', body);
      expect(response.status).toBe(400);
    }
  });

  it('lists followed works with the most recently updated first', async () => {
    const reader = await signIn('follow-order');
    for (const id of await t.someWorks(6))
      await t.call(reader, 'POST', '/follows/series', { workId: id });
    const response = await t.call(reader, 'GET', '/follows/series');
    const dates = followedSeriesPageSchema
      .parse(await response.json())
      .items.map((i) => i.work.latestUpdateDate);
    expect(dates).toHaveLength(6);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("spec section 3 Work.isFollowing: true on each work of the reader's followed list", async () => {
    const reader = await signIn('follow-is-following');
    const ids = await t.someWorks(3);
    for (const id of ids) await t.call(reader, 'POST', '/follows/series', { workId: id });
    const response = await t.call(reader, 'GET', '/follows/series');
    // As sent: the flag is the reader's, from their follows.
    const body = await response.json();
    const { items } = body as { items: { work: { id: number; isFollowing?: unknown } }[] };
    expect(items.map(({ work }) => [work.id, work.isFollowing]).sort()).toEqual(
      ids.map((id) => [id, true]),
    );
    expect(followedSeriesPageSchema.parse(body).items.every((i) => i.work.isFollowing)).toBe(true);
  });
});

describe('GET /v3/membership/follows/labels', () => {
  it('spec section 3: "The API supplies copy, iconImage and logoThumbnail" for followed labels', async () => {
    const reader = await signIn('follow-label-wire');
    const [id] = await t.someLabels(1);
    await t.call(reader, 'POST', `/follows/labels/${id}`);
    const response = await t.call(reader, 'GET', '/follows/labels');
    const body = await response.json();
    const [line] = followedLabelPageWireSchema.parse(body).items;
    expect(line?.label).toEqual({
      id,
      code: expect.any(String),
      name: expect.any(String),
      copy: expect.any(String),
      iconImage: `/v3/media/label-icons/${id}`,
      logoThumbnail: `/v3/media/label-logos/${id}`,
      color: expect.any(String),
    });
    // The client reads them as the Label entity's description, iconImageUrl and logoImageUrl.
    const [read] = followedLabelPageSchema.parse(body).items;
    expect(read?.label).toMatchObject({
      description: line?.label.copy,
      iconImageUrl: line?.label.iconImage,
      logoImageUrl: line?.label.logoThumbnail,
    });
  });
});
