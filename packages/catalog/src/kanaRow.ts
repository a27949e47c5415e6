// The rows and the row of a reading are the wire contract's (`kanaRowOf`), so that the web's
// index and the API's `initial` filter put a name in the same row.
import { KANA_ROWS, type KanaRow, kanaRowOf, OTHER_KANA_ROW } from '@cw/contract/constants';
import type { AuthorIndex, AuthorRef } from '@cw/contract/schemas';

/** Items of one kana row, in the order they were given. */
export interface KanaGroup<Item> {
  initial: KanaRow;
  items: Item[];
}

/**
 * Groups items by the kana row of their reading: rows in あ to その他 order, empty rows
 * left out, items in each row in their given order (sort them by reading first). The shape
 * of the API's author index (`AuthorIndex.rows`), with `items` for `authors`.
 *
 * @example
 * groupByKanaRow(authors, (author) => author.nameKana);
 * //=> [{ initial: 'あ', items: [...] }, { initial: 'か', items: [...] }]
 */
export function groupByKanaRow<Item>(
  items: readonly Item[],
  getReading: (item: Item) => string,
): KanaGroup<Item>[] {
  const byRow = new Map<KanaRow, Item[]>();
  for (const item of items) {
    const row = kanaRowOf(getReading(item));
    const listed = byRow.get(row);
    if (listed) listed.push(item);
    else byRow.set(row, [item]);
  }
  return KANA_ROWS.flatMap((initial) => {
    const listed = byRow.get(initial);
    return listed ? [{ initial, items: listed }] : [];
  });
}

/**
 * The API's author index (`GET /api/authors/initial`) as kana groups, for `KanaGroupedList`.
 *
 * @example
 * authorIndexGroups({ rows: [{ initial: 'あ', authors: [{ id: 1, name: '青木' }] }] });
 * //=> [{ initial: 'あ', items: [{ id: 1, name: '青木' }] }]
 */
export function authorIndexGroups(index: AuthorIndex): KanaGroup<AuthorRef>[] {
  return index.rows.map((row) => ({ initial: row.initial, items: row.authors }));
}

const ROW_SLUGS = {
  あ: 'a',
  か: 'ka',
  さ: 'sa',
  た: 'ta',
  な: 'na',
  は: 'ha',
  ま: 'ma',
  や: 'ya',
  ら: 'ra',
  わ: 'wa',
  その他: 'other',
} as const satisfies Record<KanaRow, string>;

/**
 * An ASCII name of a row for ids and URL fragments, which stay readable when copied
 * (`#kana-ka`, not `#kana-%E3%81%8B`).
 *
 * @example
 * kanaRowSlug('か'); //=> 'ka'
 */
export function kanaRowSlug(row: KanaRow): string {
  return ROW_SLUGS[row];
}

/**
 * The heading of a row: `{row}行`, and その他 as is.
 *
 * @example
 * kanaRowHeading('さ'); //=> 'さ行'
 */
export function kanaRowHeading(row: KanaRow): string {
  return row === OTHER_KANA_ROW ? row : `${row}行`;
}
