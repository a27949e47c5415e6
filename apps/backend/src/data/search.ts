import type {
  AuthorRef,
  Categories,
  KanaRow,
  PaginationQuery,
  SearchResults,
  SearchSuggestion,
  Tag,
  WorkSummaryPage,
} from '@cw/contract/schemas';
import { MAX_SEARCH_SUGGESTIONS } from '@cw/contract/schemas';
import { asc, count, desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, genres, tags, works } from '../db/schema';
import { foldForSearch } from '../search/fold';
import { byReading, startsInKanaRow } from './lists';
import { loadWorkSummaries } from './works';

/** One page of a list, in the shape of the contract's `paginated(...)` schemas. */
type Page<Item> = Omit<WorkSummaryPage, 'items'> & { items: Item[] };

/** Authors and tags listed beside the works of a keyword search, and suggestions as you type. */
const SIDE_MATCHES = 10;

/**
 * The folded query and the LIKE patterns it is matched with. The query is escaped first, so that a
 * reader's `%`, `_` or `\` is a character to find, not a wildcard that matches everything.
 */
interface Patterns {
  /** The folded query itself, unescaped. */
  folded: string;
  /** The query anywhere in a line. */
  contains: string;
  /** A stored text that starts with the query (its first line). */
  prefix: string;
  /** Any line after the first that starts with the query (search_text is one name a line). */
  linePrefix: string;
}

function patternsFor(query: string): Patterns | null {
  // Control characters never spell a name, and PostgreSQL text cannot hold NUL at all.
  const folded = foldForSearch(query).replace(/\p{Cc}/gu, '');
  // Nothing searchable left (the query was punctuation only): match nothing rather than all.
  if (folded === '') return null;
  const escaped = folded.replace(/[\\%_]/g, '\\$&');
  return {
    folded,
    contains: `%${escaped}%`,
    prefix: `${escaped}%`,
    linePrefix: `%\n${escaped}%`,
  };
}

/** LIKE with backslash as the escape character, stated so it does not depend on the server. */
const likeEscaped = (text: SQLWrapper, pattern: string) => sql`${text} like ${pattern} escape '\\'`;

/** The folded title: always the first line of works.search_text. */
const foldedTitle = sql`split_part(${works.searchText}, chr(10), 1)`;

/**
 * The title or its reading matches. title_kana is stored in hiragana without spaces, which
 * foldForSearch leaves as it is, so it compares unfolded.
 */
const titleLike = (pattern: string) =>
  sql<boolean>`(${likeEscaped(foldedTitle, pattern)} or ${likeEscaped(works.titleKana, pattern)})`;

/**
 * Where the query sits in a work, best first: 0 the title or its reading starts with it,
 * 1 the title or reading contains it, 2 only an author or tag does.
 */
const matchTier = (p: Patterns) =>
  sql<number>`case when ${titleLike(p.prefix)} then 0
    when ${titleLike(p.contains)} then 1 else 2 end`;

/** A name (one name and its reading a line) that starts with the query sorts first. */
const startsWith = (text: SQLWrapper, p: Patterns) =>
  sql<boolean>`(${likeEscaped(text, p.prefix)} or ${likeEscaped(text, p.linePrefix)})`;

async function pageOfWorks(
  db: Db,
  where: SQL,
  orderBy: SQL[],
  { page, perPage }: PaginationQuery,
  now: Date,
): Promise<WorkSummaryPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: works.id })
      .from(works)
      .where(where)
      .orderBy(...orderBy)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(works).where(where),
  ]);
  const total = counted?.total ?? 0;
  const items = await loadWorkSummaries(
    db,
    rows.map((row) => row.id),
    now,
  );
  return { items, page, perPage, total, hasNext: page * perPage < total };
}

const emptyPage = <Item>({ page, perPage }: PaginationQuery): Page<Item> => ({
  items: [],
  page,
  perPage,
  total: 0,
  hasNext: false,
});

async function matchingAuthors(db: Db, p: Patterns, limit: number, offset = 0) {
  return db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(likeEscaped(authors.searchText, p.contains))
    .orderBy(desc(startsWith(authors.searchText, p)), asc(authors.nameKana), asc(authors.id))
    .limit(limit)
    .offset(offset);
}

async function matchingTags(db: Db, p: Patterns, limit?: number): Promise<Tag[]> {
  const query = db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(likeEscaped(tags.searchText, p.contains))
    .orderBy(desc(startsWith(tags.searchText, p)), asc(tags.nameKana), asc(tags.id));
  return limit === undefined ? query : query.limit(limit);
}

/**
 * Keyword search as readers type it: works whose title, reading, author or tag contains the
 * folded query (title prefix first, then title, then author or tag; newest update first
 * within each), plus the authors and tags whose names match.
 *
 * @example
 * const { works } = await searchKeywords(db, { q: 'えくりぷす', page: 1, perPage: 20 }, now);
 */
export async function searchKeywords(
  db: Db,
  query: PaginationQuery & { q: string },
  now: Date,
): Promise<SearchResults> {
  const p = patternsFor(query.q);
  if (!p) return { works: emptyPage(query), authors: [], tags: [] };
  const [page, authorRefs, tagRefs] = await Promise.all([
    pageOfWorks(
      db,
      likeEscaped(works.searchText, p.contains),
      [asc(matchTier(p)), desc(works.latestUpdateAt), asc(works.id)],
      query,
      now,
    ),
    matchingAuthors(db, p, SIDE_MATCHES),
    matchingTags(db, p, SIDE_MATCHES),
  ]);
  return { works: page, authors: authorRefs, tags: tagRefs };
}

/**
 * Up to ten titles, authors and tags for a search box as the reader types: names that start
 * with the query come before names that only contain it, works before authors before tags.
 * Three small queries, each on one table, with no work hydration.
 *
 * @example
 * await suggestSearch(db, 'すろー'); // [{ kind: 'tag', id: 5, text: 'スローライフ' }, ...]
 */
export async function suggestSearch(db: Db, q: string): Promise<SearchSuggestion[]> {
  const p = patternsFor(q);
  if (!p) return [];
  const titlePrefix = titleLike(p.prefix);
  const [workRows, authorRows, tagRows] = await Promise.all([
    db
      .select({ id: works.id, code: works.code, text: works.title, prefix: titlePrefix })
      .from(works)
      .where(titleLike(p.contains))
      .orderBy(desc(titlePrefix), desc(works.latestUpdateAt), asc(works.id))
      .limit(MAX_SEARCH_SUGGESTIONS),
    db
      .select({ id: authors.id, text: authors.name, prefix: startsWith(authors.searchText, p) })
      .from(authors)
      .where(likeEscaped(authors.searchText, p.contains))
      .orderBy(desc(startsWith(authors.searchText, p)), asc(authors.nameKana), asc(authors.id))
      .limit(MAX_SEARCH_SUGGESTIONS),
    db
      .select({ id: tags.id, text: tags.name, prefix: startsWith(tags.searchText, p) })
      .from(tags)
      .where(likeEscaped(tags.searchText, p.contains))
      .orderBy(desc(startsWith(tags.searchText, p)), asc(tags.nameKana), asc(tags.id))
      .limit(MAX_SEARCH_SUGGESTIONS),
  ]);
  const candidates: { prefix: boolean; item: SearchSuggestion }[] = [
    ...workRows.map(({ prefix, ...work }) => ({
      prefix,
      item: { kind: 'work' as const, ...work },
    })),
    ...authorRows.map(({ prefix, ...author }) => ({
      prefix,
      item: { kind: 'author' as const, ...author },
    })),
    ...tagRows.map(({ prefix, ...tag }) => ({ prefix, item: { kind: 'tag' as const, ...tag } })),
  ];
  // A stable sort keeps works, authors, tags (and each one's own order) within each group.
  return candidates
    .sort((a, b) => Number(b.prefix) - Number(a.prefix))
    .slice(0, MAX_SEARCH_SUGGESTIONS)
    .map((candidate) => candidate.item);
}

/**
 * Authors whose name or reading contains the folded query, those starting with it first.
 *
 * @example
 * await searchAuthors(db, { q: 'やまざき', page: 1, perPage: 20 });
 */
export async function searchAuthors(
  db: Db,
  query: PaginationQuery & { q: string },
): Promise<Page<AuthorRef>> {
  const { page, perPage } = query;
  const p = patternsFor(query.q);
  if (!p) return emptyPage(query);
  const [items, [counted]] = await Promise.all([
    matchingAuthors(db, p, perPage, (page - 1) * perPage),
    db.select({ total: count() }).from(authors).where(likeEscaped(authors.searchText, p.contains)),
  ]);
  const total = counted?.total ?? 0;
  return { items, page, perPage, total, hasNext: page * perPage < total };
}

/**
 * Genres and tags whose folded name contains the folded query, those starting with it first.
 * Genres (a few dozen, with no search_text column) are folded here.
 *
 * @example
 * await searchGenresAndTags(db, 'ﾌｧﾝﾀｼﾞｰ'); // { genres: [{ id: 2, name: 'ファンタジー' }], tags: [...] }
 */
export async function searchGenresAndTags(db: Db, q: string): Promise<Categories> {
  const p = patternsFor(q);
  if (!p) return { genres: [], tags: [] };
  const [genreRows, tagRows] = await Promise.all([
    db.select({ id: genres.id, name: genres.name }).from(genres).orderBy(asc(genres.sortOrder)),
    matchingTags(db, p),
  ]);
  const matches = genreRows
    .map((genre) => ({ genre, name: foldForSearch(genre.name) }))
    .filter(({ name }) => name.includes(p.folded));
  return {
    genres: [
      ...matches.filter(({ name }) => name.startsWith(p.folded)),
      ...matches.filter(({ name }) => !name.startsWith(p.folded)),
    ].map(({ genre }) => genre),
    tags: tagRows,
  };
}

/**
 * Works whose title reading starts in a kana row, in reading order; その他 holds readings
 * starting outside every row (Latin, digits, Chinese titles). The row rule is the catalog
 * index's (startsInKanaRow), so search and /list/index agree.
 *
 * @example
 * await searchByInitial(db, { initial: 'か', page: 1, perPage: 20 }, now);
 */
export async function searchByInitial(
  db: Db,
  query: PaginationQuery & { initial: KanaRow },
  now: Date,
): Promise<WorkSummaryPage> {
  return pageOfWorks(
    db,
    startsInKanaRow(works.titleKana, query.initial),
    [byReading(works.titleKana), asc(works.id)],
    query,
    now,
  );
}
