import {
  apiErrorBodySchema,
  authorRefSchema,
  categoriesSchema,
  paginated,
  searchResultsSchema,
  searchSuggestionsSchema,
  workSummaryPageSchema,
} from '@cw/contract/schemas';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authors, works } from '../../db/schema';
import { createTestApp } from '../../test/app';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KATAKANA_RUN = /[\u30a1-\u30fa\u30fc]{4,}/;
const toHiragana = (text: string) =>
  text.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60));
const toFullWidth = (text: string) =>
  text.replace(/[!-~]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

async function search(q: string, perPage = 100) {
  const response = await t.app.request(
    `/v3/library/search?q=${encodeURIComponent(q)}&perPage=${perPage}`,
  );
  expect(response.status).toBe(200);
  return searchResultsSchema.parse(await response.json());
}

async function errorOf(path: string) {
  const response = await t.app.request(path);
  return { status: response.status, body: apiErrorBodySchema.parse(await response.json()) };
}

describe('GET /v3/library/search', () => {
  it('finds a katakana title from part of it typed in hiragana, title matches first', async () => {
    const rows = await t.database.db
      .select({ code: works.code, title: works.title })
      .from(works)
      .orderBy(asc(works.id));
    const work = rows.find((row) => KATAKANA_RUN.test(row.title));
    const run = work?.title.match(KATAKANA_RUN)?.[0];
    if (!work || !run) throw new Error('seed has no katakana title');
    // Drop the first character so that the query is a part, not a prefix, of the word.
    const results = await search(toHiragana(run.slice(1)));
    const codes = results.works.items.map((item) => item.code);
    expect(codes).toContain(work.code);
    const titleMatches = results.works.items.filter((item) =>
      toHiragana(item.title).includes(toHiragana(run.slice(1))),
    );
    expect(codes.slice(0, titleMatches.length)).toEqual(titleMatches.map((item) => item.code));
  });

  it('folds half-width katakana and full-width Latin', async () => {
    const halfWidth = await search('ｽﾛｰﾗｲﾌ');
    expect(halfWidth.tags.map((tag) => tag.name)).toContain('スローライフ');
    expect(halfWidth.works.total).toBeGreaterThan(0);
    expect(halfWidth.works.total).toBe((await search('すろーらいふ')).works.total);

    const [english] = await t.database.db
      .select({ code: works.code, title: works.title })
      .from(works)
      .where(eq(works.language, 'en'))
      .orderBy(asc(works.id))
      .limit(1);
    const word = english?.title.split(' ').find((part) => /^[A-Za-z]{4,}$/.test(part));
    if (!english || !word) throw new Error('seed has no English title');
    const fullWidth = await search(toFullWidth(word.toUpperCase()));
    expect(fullWidth.works.items.map((item) => item.code)).toContain(english.code);
  });

  it('finds an author’s works and the author by name or reading', async () => {
    const [author] = await t.database.db
      .select({ id: authors.id, name: authors.name, nameKana: authors.nameKana })
      .from(authors)
      .where(sql`exists (select 1 from work_authors where work_authors.author_id = ${authors.id})`)
      .orderBy(asc(authors.id))
      .limit(1);
    if (!author) throw new Error('seed has no credited author');
    const credited = await t.database.db.query.workAuthors.findMany({
      where: (credit) => eq(credit.authorId, author.id),
      with: { work: { columns: { code: true } } },
    });
    const results = await search(author.name);
    expect(results.authors).toContainEqual({ id: author.id, name: author.name });
    expect(results.works.items.map((item) => item.code)).toEqual(
      expect.arrayContaining(credited.map((credit) => credit.work.code)),
    );
    const byReading = await search(author.nameKana);
    expect(byReading.authors.map((a) => a.id)).toContain(author.id);
  });

  it('treats LIKE wildcards as characters to find', async () => {
    for (const q of ['%', '_', '\\', '%%', '_%_']) {
      const results = await search(q);
      expect(results.works.total, q).toBe(0);
      expect(results.authors, q).toEqual([]);
      expect(results.tags, q).toEqual([]);
    }
  });

  it('finds nothing for punctuation only and ignores control characters', async () => {
    expect((await search('・、！')).works.total).toBe(0);
    expect((await search('\u0000')).works.total).toBe(0);
    expect((await search('の\u0000')).works.total).toBe((await search('の')).works.total);
  });

  it('pages through the works', async () => {
    const all = await search('の', 100);
    expect(all.works.total).toBeGreaterThan(10);
    const response = await t.app.request(
      `/v3/library/search?q=${encodeURIComponent('の')}&page=2&perPage=5`,
    );
    const second = searchResultsSchema.parse(await response.json());
    expect(second.works.items.map((item) => item.code)).toEqual(
      all.works.items.slice(5, 10).map((item) => item.code),
    );
    expect(second.works).toMatchObject({ page: 2, perPage: 5, hasNext: true });
    const far = await t.app.request(`/v3/library/search?q=a&page=${Number.MAX_SAFE_INTEGER}`);
    expect(far.status).toBe(200);
    expect(searchResultsSchema.parse(await far.json()).works.items).toEqual([]);
  });

  it('answers 400 for a missing, blank or over-long query and bad pagination', async () => {
    for (const path of [
      '/v3/library/search',
      '/v3/library/search?q=',
      `/v3/library/search?q=${encodeURIComponent('　 ')}`,
      `/v3/library/search?q=${'あ'.repeat(101)}`,
      '/v3/library/search?q=a&perPage=101',
      '/v3/library/search?q=a&page=0',
      '/v3/library/search?q=a&page=x',
    ]) {
      const { status, body } = await errorOf(path);
      expect(status, path).toBe(400);
      expect(body.error.code).toBe('BAD_REQUEST');
    }
    const { body } = await errorOf('/v3/library/search');
    expect(body.error.message).toContain('q');
  });
});

describe('GET /v3/library/search/suggestions', () => {
  it('suggests up to ten titles, authors and tags as the reader types', async () => {
    const response = await t.app.request(
      `/v3/library/search/suggestions?q=${encodeURIComponent('ｽﾛｰ')}`,
    );
    expect(response.status).toBe(200);
    const { items } = searchSuggestionsSchema.parse(await response.json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(10);
    expect(items).toContainEqual({ kind: 'tag', id: expect.any(Number), text: 'スローライフ' });

    const many = searchSuggestionsSchema.parse(
      await (
        await t.app.request(`/v3/library/search/suggestions?q=${encodeURIComponent('の')}`)
      ).json(),
    );
    expect(many.items).toHaveLength(10);
    const work = many.items.find((item) => item.kind === 'work');
    if (work?.kind !== 'work') throw new Error('no work suggested');
    expect((await t.app.request(`/v3/library/works/${work.code}`)).status).toBe(200);
  });

  it('answers 400 without a query and nothing for a wildcard', async () => {
    expect((await errorOf('/v3/library/search/suggestions')).status).toBe(400);
    const response = await t.app.request('/v3/library/search/suggestions?q=%25');
    expect(searchSuggestionsSchema.parse(await response.json()).items).toEqual([]);
  });
});

describe('GET /v3/library/search/authors', () => {
  it('pages the authors whose name or reading contains the query', async () => {
    const [author] = await t.database.db.select().from(authors).orderBy(asc(authors.id)).limit(1);
    if (!author) throw new Error('seed has no author');
    const katakana = author.nameKana.replace(/[\u3041-\u3096]/g, (c) =>
      String.fromCharCode(c.charCodeAt(0) + 0x60),
    );
    const response = await t.app.request(
      `/v3/library/search/authors?q=${encodeURIComponent(katakana)}`,
    );
    expect(response.status).toBe(200);
    const page = paginated(authorRefSchema).parse(await response.json());
    expect(page.items[0]).toEqual({ id: author.id, name: author.name });
    expect((await errorOf('/v3/library/search/authors?q=a&perPage=0')).status).toBe(400);
  });
});

describe('GET /v3/library/search/genre-or-tag', () => {
  it('finds genres and tags by folded name', async () => {
    const genres = await t.database.db.query.genres.findMany();
    const genre = genres.find((g) => /[\u30a1-\u30f6]/.test(g.name)) ?? genres[0];
    if (!genre) throw new Error('seed has no genre');
    const response = await t.app.request(
      `/v3/library/search/genre-or-tag?q=${encodeURIComponent(toHiragana(genre.name))}`,
    );
    expect(response.status).toBe(200);
    const found = categoriesSchema.parse(await response.json());
    expect(found.genres).toContainEqual({ id: genre.id, name: genre.name });

    const tags = categoriesSchema.parse(
      await (
        await t.app.request(`/v3/library/search/genre-or-tag?q=${encodeURIComponent('ｽﾛｰ')}`)
      ).json(),
    );
    expect(tags.tags.map((tag) => tag.name)).toContain('スローライフ');
    expect((await errorOf('/v3/library/search/genre-or-tag')).status).toBe(400);
  });
});

describe('GET /v3/library/search/initial', () => {
  async function readingsOf(initial: string) {
    const response = await t.app.request(
      `/v3/library/search/initial?initial=${encodeURIComponent(initial)}&perPage=100`,
    );
    expect(response.status).toBe(200);
    const page = workSummaryPageSchema.parse(await response.json());
    const rows = await t.database.db
      .select({ code: works.code, titleKana: works.titleKana })
      .from(works)
      .where(
        inArray(
          works.code,
          page.items.map((item) => item.code),
        ),
      );
    const byCode = new Map(rows.map((row) => [row.code, row.titleKana]));
    return { page, readings: page.items.map((item) => byCode.get(item.code) ?? '') };
  }

  it('lists works whose reading starts in the kana row, in reading order', async () => {
    const { page, readings } = await readingsOf('か');
    expect(page.total).toBeGreaterThan(0);
    expect(readings.every((reading) => /^[か-ごゕゖ]/.test(reading))).toBe(true);
    expect(readings).toEqual([...readings].sort());
  });

  it('puts readings outside the kana rows under その他', async () => {
    const { page, readings } = await readingsOf('その他');
    expect(page.total).toBeGreaterThan(0);
    expect(readings.some((reading) => /^[A-Za-z]/.test(reading))).toBe(true);
    expect(readings.every((reading) => !/^[\u3041-\u3096]/.test(reading))).toBe(true);
  });

  it('answers 400 for something that is not a kana row', async () => {
    for (const initial of ['', 'ア', 'き', 'abc']) {
      const path = `/v3/library/search/initial?initial=${encodeURIComponent(initial)}`;
      expect((await errorOf(path)).status, initial).toBe(400);
    }
  });
});
