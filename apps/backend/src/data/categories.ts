import { KANA_ROWS, kanaRowOf } from '@cw/contract/constants';
import type {
  AuthorIndex,
  AuthorRef,
  Categories,
  Genre,
  KanaRow,
  Tag,
  WorkSummary,
} from '@cw/contract/schemas';
import { and, asc, desc, eq, exists, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authors, genres, tags, workAuthors, works } from '../db/schema';
import { byReading } from './lists';
import { loadWorkSummaries } from './works';

/** Every genre in the editorial order and every tag in reading order. */
export async function getCategories(db: Db): Promise<Categories> {
  const [genreRows, tagRows] = await Promise.all([
    db
      .select({ id: genres.id, name: genres.name })
      .from(genres)
      .orderBy(asc(genres.sortOrder), asc(genres.id)),
    db
      .select({ id: tags.id, name: tags.name })
      .from(tags)
      .orderBy(byReading(tags.nameKana), asc(tags.id)),
  ]);
  return { genres: genreRows, tags: tagRows };
}

/** A genre by id, or null. */
export async function getGenre(db: Db, genreId: number): Promise<Genre | null> {
  const [row] = await db
    .select({ id: genres.id, name: genres.name })
    .from(genres)
    .where(eq(genres.id, genreId));
  return row ?? null;
}

/** A tag by id, or null. */
export async function getTag(db: Db, tagId: number): Promise<Tag | null> {
  const [row] = await db
    .select({ id: tags.id, name: tags.name })
    .from(tags)
    .where(eq(tags.id, tagId));
  return row ?? null;
}

/**
 * Every author credited on a published work, grouped by the kana row of their reading, rows
 * and authors in kana order: an author with nothing to read is no way in.
 */
export async function getAuthorIndex(db: Db, now: Date): Promise<AuthorIndex> {
  const credited = db
    .select({ id: workAuthors.workId })
    .from(workAuthors)
    .innerJoin(works, eq(works.id, workAuthors.workId))
    .where(and(eq(workAuthors.authorId, authors.id), lte(works.publishedAt, now)));
  const rows = await db
    .select({ id: authors.id, name: authors.name, nameKana: authors.nameKana })
    .from(authors)
    .where(exists(credited))
    .orderBy(byReading(authors.nameKana), asc(authors.id));
  const byRow = new Map<KanaRow, AuthorRef[]>();
  for (const { id, name, nameKana } of rows) {
    const row = kanaRowOf(nameKana);
    const listed = byRow.get(row);
    if (listed) listed.push({ id, name });
    else byRow.set(row, [{ id, name }]);
  }
  return {
    rows: KANA_ROWS.flatMap((initial) => {
      const listed = byRow.get(initial);
      return listed ? [{ initial, authors: listed }] : [];
    }),
  };
}

/** An author and every work they are credited on, latest update first; null if unknown. */
export async function getAuthorWorks(
  db: Db,
  authorId: number,
  now: Date,
): Promise<{ author: AuthorRef; works: WorkSummary[] } | null> {
  const [author] = await db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(eq(authors.id, authorId));
  if (!author) return null;
  const credited = await db
    .selectDistinct({ id: works.id, latestUpdateAt: works.latestUpdateAt })
    .from(workAuthors)
    .innerJoin(works, eq(works.id, workAuthors.workId))
    .where(eq(workAuthors.authorId, authorId))
    .orderBy(desc(works.latestUpdateAt), asc(works.id));
  return {
    author,
    works: await loadWorkSummaries(
      db,
      credited.map((work) => work.id),
      now,
    ),
  };
}
