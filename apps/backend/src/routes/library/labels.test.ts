import {
  apiErrorBodySchema,
  labelFollowerSchema,
  labelListWireSchema,
  labelTopicsSchema,
  labelWireSchema,
} from '@cw/contract/schemas';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { followsLabels, labels, topics, users } from '../../db/schema';
import { createTestApp } from '../../test/app';

const followerListSchema = z.object({ items: z.array(labelFollowerSchema) });

let t: Awaited<ReturnType<typeof createTestApp>>;
let ordered: (typeof labels.$inferSelect)[];
beforeAll(async () => {
  t = await createTestApp();
  ordered = await t.database.db.select().from(labels).orderBy(asc(labels.sortOrder));
  // Three readers follow the first label, one of them the second too.
  const readers = await t.database.db
    .insert(users)
    .values(['a', 'b', 'c'].map((subject) => ({ subject: `label-test-${subject}` })))
    .returning();
  const [first, second] = ordered;
  if (!first || !second) throw new Error('seed has fewer than two labels');
  await t.database.db
    .insert(followsLabels)
    .values([
      ...readers.map((reader) => ({ userId: reader.id, labelId: first.id })),
      { userId: readers[0]?.id ?? 0, labelId: second.id },
    ]);
});
afterAll(() => t.close());

const firstLabel = () => ordered[0] as (typeof ordered)[number];

describe('GET /v3/library/labels', () => {
  it('lists every label in the editorial order with icon and logo', async () => {
    const response = await t.app.request('/v3/library/labels');
    expect(response.status).toBe(200);
    const { items } = labelListWireSchema.parse(await response.json());
    expect(items.map((label) => label.code)).toEqual(ordered.map((label) => label.code));
    expect(items[0]?.iconImage).toBe(`/v3/media/label-icons/${items[0]?.id}`);
    expect(items[0]?.logoThumbnail).toBe(`/v3/media/label-logos/${items[0]?.id}`);
  });

  it('spec section 3: "The API supplies copy, iconImage and logoThumbnail" for each label', async () => {
    const response = await t.app.request('/v3/library/labels');
    const { items } = z
      .object({ items: z.array(z.strictObject(labelWireSchema.shape)) })
      .parse(await response.json());
    expect(items).toHaveLength(ordered.length);
    for (const [i, label] of items.entries()) {
      const row = ordered[i];
      expect(label).toEqual({
        id: row?.id,
        code: row?.code,
        name: row?.name,
        copy: row?.copy,
        iconImage: `/v3/media/label-icons/${row?.id}`,
        logoThumbnail: `/v3/media/label-logos/${row?.id}`,
        color: row?.color,
      });
    }
  });
});

describe('GET /v3/library/labels/{labelCode}', () => {
  it('serves one label', async () => {
    const { code, name, copy, color } = firstLabel();
    const response = await t.app.request(`/v3/library/labels/${code}`);
    expect(response.status).toBe(200);
    expect(labelWireSchema.parse(await response.json())).toMatchObject({ code, name, copy, color });
  });

  it.each([
    ['/labels/no_such_label', 404],
    ['/labels/bad%20code!', 400],
    ['/labels/no_such_label/fairs', 404],
    ['/labels/no_such_label/features', 404],
    ['/labels/no_such_label/followers', 404],
  ])('GET %s answers %i with an error body', async (path, status) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

describe('GET /v3/library/labels/{labelCode}/fairs and /features', () => {
  it.each(['fair', 'feature'] as const)(
    "lists a label's published %ss, newest first",
    async (kind) => {
      const [topic] = await t.database.db
        .select({ labelId: topics.labelId })
        .from(topics)
        .where(and(eq(topics.kind, kind), isNotNull(topics.labelId)))
        .limit(1);
      const label = ordered.find((row) => row.id === topic?.labelId);
      if (!label) throw new Error(`seed has no label ${kind}`);
      const response = await t.app.request(`/v3/library/labels/${label.code}/${kind}s`);
      expect(response.status).toBe(200);
      const body = labelTopicsSchema.parse(await response.json());
      expect(body.label).toEqual({
        id: label.id,
        code: label.code,
        name: label.name,
        color: label.color,
      });
      expect(body.topics.length).toBe(
        await t.database.db.$count(
          topics,
          and(eq(topics.kind, kind), eq(topics.labelId, label.id)),
        ),
      );
      expect(body.topics.every((row) => row.kind === kind && row.labelId === label.id)).toBe(true);
      const dates = body.topics.map((row) => row.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
    },
  );
});

describe('label followers', () => {
  it('GET /labels/followers counts the readers following each label, in label order', async () => {
    const [first, second, third] = ordered;
    const response = await t.app.request(
      `/v3/library/labels/followers?ids=${third?.id},${first?.id},${second?.id}`,
    );
    expect(response.status).toBe(200);
    const { items } = followerListSchema.parse(await response.json());
    expect(items).toEqual([
      { labelId: first?.id, followerCount: 3 },
      { labelId: second?.id, followerCount: 1 },
      { labelId: third?.id, followerCount: 0 },
    ]);
  });

  it('GET /labels/followers without ids counts every label', async () => {
    const response = await t.app.request('/v3/library/labels/followers');
    const { items } = followerListSchema.parse(await response.json());
    expect(items).toHaveLength(ordered.length);
  });

  it('GET /labels/{labelCode}/followers counts one label', async () => {
    const response = await t.app.request(`/v3/library/labels/${firstLabel().code}/followers`);
    expect(response.status).toBe(200);
    expect(labelFollowerSchema.parse(await response.json())).toEqual({
      labelId: firstLabel().id,
      followerCount: 3,
    });
  });

  it.each([
    ['/labels/followers?ids=1,99999', 404],
    ['/labels/followers?ids=one', 400],
    ['/labels/followers?ids=99999999999', 400],
    ['/labels/followers?ids=1,,2', 400],
    ['/labels/followers?ids=', 400],
    [`/labels/followers?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 400],
  ])('GET %s answers %i with an error body', async (path, status) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

it('documents every label route in the OpenAPI document', async () => {
  const document = (await (await t.app.request('/v3/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  for (const path of [
    '/labels',
    '/labels/followers',
    '/labels/{labelCode}',
    '/labels/{labelCode}/followers',
    '/labels/{labelCode}/fairs',
    '/labels/{labelCode}/features',
  ]) {
    expect(document.paths).toHaveProperty([`/v3/library${path}`]);
  }
});
