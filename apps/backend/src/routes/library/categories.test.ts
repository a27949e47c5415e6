import {
  apiErrorBodySchema,
  authorIndexSchema,
  authorWorksSchema,
  categoriesSchema,
  genreSchema,
  type KanaRow,
  tagSchema,
} from '@cw/contract/schemas';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, genres, tags, workAuthors, works } from '../../db/schema';
import { createTestApp } from '../../test/app';
import { seedNow } from '../../test/database';

/** The plain kana that open each row (the oracle for the index). */
const ROW_STARTS: Record<Exclude<KanaRow, 'その他'>, string> = {
  あ: 'あいうえお',
  か: 'かきくけこがぎぐげご',
  さ: 'さしすせそざじずぜぞ',
  た: 'たちつてとだぢづでど',
  な: 'なにぬねの',
  は: 'はひふへほばびぶべぼぱぴぷぺぽ',
  ま: 'まみむめも',
  や: 'やゆよ',
  ら: 'らりるれろ',
  わ: 'わをん',
};

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /v3/library/categories and /genres-and-tags', () => {
  it('lists genres in the editorial order and tags by reading, on both paths', async () => {
    const response = await t.app.request('/v3/library/categories');
    expect(response.status).toBe(200);
    const categories = categoriesSchema.parse(await response.json());
    const storedGenres = await t.database.db.select().from(genres).orderBy(asc(genres.sortOrder));
    expect(categories.genres.map((genre) => genre.id)).toEqual(storedGenres.map((g) => g.id));
    const storedTags = await t.database.db.select().from(tags);
    expect(categories.tags).toHaveLength(storedTags.length);
    const readings = categories.tags.map(
      (tag) => storedTags.find((row) => row.id === tag.id)?.nameKana ?? '',
    );
    expect(readings).toEqual([...readings].sort());

    const alias = await t.app.request('/v3/library/genres-and-tags');
    expect(categoriesSchema.parse(await alias.json())).toEqual(categories);
  });
});

describe('GET /v3/library/genres/{genreId} and /tags/{tagId}', () => {
  it('serves a genre and a tag', async () => {
    const genre = await t.app.request('/v3/library/genres/1');
    expect(genreSchema.parse(await genre.json())).toMatchObject({ id: 1 });
    const tag = await t.app.request('/v3/library/tags/1');
    expect(tagSchema.parse(await tag.json())).toMatchObject({ id: 1 });
  });

  it.each([
    ['/genres/9999', 404],
    ['/tags/9999', 404],
    ['/genres/abc', 400],
    ['/genres/01', 400],
    ['/tags/-1', 400],
    ['/tags/1e3', 400],
    ['/tags/99999999999', 400],
  ])('GET %s answers %i with an error body', async (path, status) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

describe('GET /v3/library/authors/initial', () => {
  it('groups every author of a published work once by the kana row of their reading, in kana order', async () => {
    const response = await t.app.request('/v3/library/authors/initial');
    expect(response.status).toBe(200);
    const { rows } = authorIndexSchema.parse(await response.json());
    const stored = await t.database.db.select().from(authors);
    const readingOf = new Map(stored.map((author) => [author.id, author.nameKana]));
    const credits = await t.database.db
      .select({ authorId: workAuthors.authorId, publishedAt: works.publishedAt })
      .from(workAuthors)
      .innerJoin(works, eq(works.id, workAuthors.workId));
    const withWorks = new Set(
      credits.filter((c) => c.publishedAt <= seedNow()).map((c) => c.authorId),
    );
    // The seed has authors credited on nothing: they must not be listed.
    expect(withWorks.size).toBeLessThan(stored.length);

    const listed = rows.flatMap((row) => row.authors.map((author) => author.id));
    expect(listed.sort((a, b) => a - b)).toEqual([...withWorks].sort((a, b) => a - b));
    expect(rows.length).toBeGreaterThan(5);
    for (const { initial, authors: members } of rows) {
      const readings = members.map((author) => readingOf.get(author.id) ?? '');
      expect(readings).toEqual([...readings].sort());
      for (const reading of readings) {
        if (initial === 'その他')
          expect(Object.values(ROW_STARTS).join('')).not.toContain(reading[0]);
        else expect(ROW_STARTS[initial]).toContain(reading.charAt(0));
      }
    }
  });
});

describe('GET /v3/library/authors/{authorId}', () => {
  it('serves an author and every work they are credited on, latest update first', async () => {
    const [credit] = await t.database.db.select().from(workAuthors).limit(1);
    const authorId = credit?.authorId ?? 0;
    const response = await t.app.request(`/v3/library/authors/${authorId}`);
    expect(response.status).toBe(200);
    const body = authorWorksSchema.parse(await response.json());
    expect(body.author.id).toBe(authorId);
    const credited = await t.database.db
      .selectDistinct({ workId: workAuthors.workId })
      .from(workAuthors)
      .innerJoin(works, eq(works.id, workAuthors.workId))
      .where(eq(workAuthors.authorId, authorId));
    expect(body.works.map((work) => work.id).sort()).toEqual(
      credited.map((row) => row.workId).sort(),
    );
    for (const work of body.works) {
      expect(work.authors.some((author) => author.id === authorId)).toBe(true);
    }
    const dates = body.works.map((work) => work.latestUpdateDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each([
    ['/authors/999999', 404],
    ['/authors/abc', 400],
    ['/authors/99999999999', 400],
    ['/authors/0', 400],
  ])('GET %s answers %i with an error body', async (path, status) => {
    const response = await t.app.request(`/v3/library${path}`);
    expect(response.status).toBe(status);
    apiErrorBodySchema.parse(await response.json());
  });
});

it('documents every category route in the OpenAPI document', async () => {
  const document = (await (await t.app.request('/v3/openapi.json')).json()) as {
    paths: Record<string, unknown>;
  };
  for (const path of [
    '/categories',
    '/genres-and-tags',
    '/genres/{genreId}',
    '/tags/{tagId}',
    '/authors/initial',
    '/authors/{authorId}',
  ]) {
    expect(document.paths).toHaveProperty([`/v3/library${path}`]);
  }
});
