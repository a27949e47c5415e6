// Every public name of @cw/api-client/constants, listed explicitly: values of the wire contract
// that domain code needs at run time, without zod (the schemas build on these), so browser
// bundles that only sort stores or read a tab name do not carry the schemas.

/** Code of every external book store, in the order the contract lists them. */
export const STORE_CODES = [
  'book_walker',
  'amazon',
  'piccoma',
  'comic_cmoa',
  'line_manga',
  'ebook_japan',
  'dmm_books',
  'mechacomic',
  'book_live',
  'renta',
  'rakuten_kobo',
  'honto',
  'rakuten_books',
  'kadokawa_store',
] as const;
export type StoreCode = (typeof STORE_CODES)[number];

/**
 * Sort key of each store in the store chooser; the publisher-run shops come last.
 *
 * @example
 * stores.toSorted((a, b) => STORE_DISPLAY_ORDER[a.code] - STORE_DISPLAY_ORDER[b.code]);
 */
export const STORE_DISPLAY_ORDER = {
  book_walker: 0,
  amazon: 1,
  piccoma: 2,
  comic_cmoa: 3,
  line_manga: 4,
  ebook_japan: 5,
  dmm_books: 6,
  mechacomic: 7,
  book_live: 8,
  renta: 9,
  rakuten_kobo: 10,
  honto: 11,
  rakuten_books: 100,
  kadokawa_store: 101,
} as const satisfies Record<StoreCode, number>;

/**
 * Display name of every store code, as the store writes it (store links, logos and the list of
 * partner stores).
 *
 * @example
 * STORE_NAMES.book_walker; //=> 'BOOK☆WALKER'
 */
export const STORE_NAMES = {
  book_walker: 'BOOK☆WALKER',
  amazon: 'Amazon',
  piccoma: 'ピッコマ',
  comic_cmoa: 'コミックシーモア',
  line_manga: 'LINEマンガ',
  ebook_japan: 'ebookjapan',
  dmm_books: 'DMMブックス',
  mechacomic: 'めちゃコミック',
  book_live: 'BookLive!',
  renta: 'Renta!',
  rakuten_kobo: '楽天Kobo',
  honto: 'honto',
  rakuten_books: '楽天ブックス',
  kadokawa_store: 'KADOKAWAストア',
} as const satisfies Record<StoreCode, string>;

/** Work detail tab and episode order named by the `episodeType` page query. */
export const EPISODE_TYPES = ['first', 'latest', 'comics'] as const;
export type EpisodeType = (typeof EPISODE_TYPES)[number];
