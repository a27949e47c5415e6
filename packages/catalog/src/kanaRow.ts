import type { AuthorIndex, AuthorRef, KanaRow } from '@cw/api-client/schemas';

/**
 * The rows of the kana index in order: the ten gojūon rows, then その他 for names that start
 * outside them. The same values, in the same order, as the API's `KanaRow`.
 */
export const KANA_ROWS = [
  'あ',
  'か',
  'さ',
  'た',
  'な',
  'は',
  'ま',
  'や',
  'ら',
  'わ',
  'その他',
] as const satisfies readonly KanaRow[];

/** The row of names starting with anything but kana (Latin, digits, kanji, symbols). */
export const OTHER_KANA_ROW = 'その他' satisfies KanaRow;

// The backend's rule, copied letter for letter (apps/backend/src/data/lists.ts, `kanaRowOf`):
// the web's index and the API's `initial` filter must put a name in the same row.
// The hiragana of each row, small kana and voiced marks included; ゔ sounds like う.
const KANA_ROW_LETTERS = {
  あ: 'ぁあぃいぅうぇえぉおゔ',
  か: 'かがきぎくぐけげこごゕゖ',
  さ: 'さざしじすずせぜそぞ',
  た: 'ただちぢっつづてでとど',
  な: 'なにぬねの',
  は: 'はばぱひびぴふぶぷへべぺほぼぽ',
  ま: 'まみむめも',
  や: 'ゃやゅゆょよ',
  ら: 'らりるれろ',
  わ: 'ゎわゐゑをん',
} as const satisfies Record<Exclude<KanaRow, 'その他'>, string>;

/** Katakana sit 0x60 code points after their hiragana (ァ U+30A1 for ぁ U+3041). */
const KATAKANA_OFFSET = 0x60;

const ROW_OF_LETTER: ReadonlyMap<string, KanaRow> = new Map(
  Object.entries(KANA_ROW_LETTERS).flatMap(([row, letters]) =>
    [...letters].flatMap((letter) => [
      [letter, row as KanaRow] as const,
      [
        String.fromCodePoint((letter.codePointAt(0) ?? 0) + KATAKANA_OFFSET),
        row as KanaRow,
      ] as const,
    ]),
  ),
);

/**
 * The kana row of a reading's first letter, hiragana or katakana, with voiced and
 * semi-voiced letters in their plain letter's row (が → か, ぱ → は), small kana in their
 * row (ゃ → や, っ → た), ゔ/ヴ in あ and ん/ン in わ. Anything else is その他: Latin,
 * digits, kanji, half-width katakana, a leading space or long vowel mark (ー), and `''`.
 * Only the first letter counts, exactly as the backend's `kanaRowOf`, so this index and the
 * API's `initial` search agree; pass the reading (kana), not the displayed name.
 *
 * @example
 * kanaRowOf('がっこう'); //=> 'か'
 */
export function kanaRowOf(reading: string): KanaRow {
  return ROW_OF_LETTER.get(reading.charAt(0)) ?? OTHER_KANA_ROW;
}

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
