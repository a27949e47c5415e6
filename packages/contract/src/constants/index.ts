// Every public name of @cw/contract/constants, listed explicitly: values of the wire contract
// that domain code needs at run time, without zod (the schemas build on these), so browser
// bundles that only sort stores or read a tab name do not carry the schemas.

import { endpointAccess } from '../endpoints/endpointAccess';
import type { EndpointName } from '../endpoints/endpoints';

// Who may call each endpoint, without zod: the client and its query keys read it before the
// endpoint table (and its schemas) loads.
export { endpointAccess };

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
 * Sort key of each store in the store chooser; the publisher-run shops come last. Sort with
 * {@link inStoreDisplayOrder}.
 *
 * @example
 * STORE_DISPLAY_ORDER.kadokawa_store; //=> 101
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
 * Stores in their display order (`STORE_DISPLAY_ORDER`): the order the backend lists a work's
 * purchase links in, the store chooser starts from and the partner store page shows. Returns a
 * new array; `codeOf` reads the store code of an item (store codes themselves need none).
 *
 * @example
 * inStoreDisplayOrder(['kadokawa_store', 'honto', 'amazon']); //=> ['amazon', 'honto', 'kadokawa_store']
 * inStoreDisplayOrder(stores, (store) => store.code);
 */
export function inStoreDisplayOrder<Code extends StoreCode>(codes: readonly Code[]): Code[];
export function inStoreDisplayOrder<Item>(
  items: readonly Item[],
  codeOf: (item: Item) => StoreCode,
): Item[];
export function inStoreDisplayOrder<Item>(
  items: readonly Item[],
  codeOf: (item: Item) => StoreCode = (item) => item as StoreCode,
): Item[] {
  return [...items].sort((a, b) => STORE_DISPLAY_ORDER[codeOf(a)] - STORE_DISPLAY_ORDER[codeOf(b)]);
}

/**
 * What a reader can follow: a work or a label. Both kinds have one shape on the wire (a
 * followed list, a status, follow, unfollow and a notification switch), served by one set of
 * backend routes; only the names differ (`/api/follows/series` and `{ workIds }` for works,
 * `/api/follows/labels` and `{ labelIds }` for labels).
 *
 * @example
 * FOLLOW_KINDS.map((kind) => followMutation(client, queryClient, kind));
 */
export const FOLLOW_KINDS = ['work', 'label'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

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

/**
 * The name of every endpoint of the site's API, which is also the name of its method on the
 * client: for code that builds a client's methods before loading the client itself (the
 * browser's client, loaded with its first call).
 *
 * @example
 * ENDPOINT_NAMES.includes('getWorkDetail'); //=> true
 */
export const ENDPOINT_NAMES = /* @__PURE__ */ Object.keys(
  endpointAccess,
) as readonly EndpointName[];

/**
 * Shape of the URL-safe code of a work, episode or label (`codeSchema`), for code that checks a
 * code without loading zod (what the browser kept in local storage).
 *
 * @example
 * CODE_PATTERN.test('CW_000001_S'); //=> true
 */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The longest message a client may log (`POST /api/log`); a log line is a few hundred bytes,
 * never a dump. Here rather than only beside the schema, so the browser's logger (on every page)
 * can cut a message to it without loading zod.
 *
 * @example
 * fetch('/api/log', { method: 'POST', body: JSON.stringify({ ...line, message: line.message.slice(0, CLIENT_LOG_MESSAGE_MAX) }) });
 */
export const CLIENT_LOG_MESSAGE_MAX = 1000;

/**
 * Request header carrying the key of a write that may be sent twice (again after its answer was
 * lost): the server applies the first request with a key and answers later ones with the same
 * key, from the same reader, 204 without applying them. Only endpoints whose `headers` schema
 * names it take one (`recordHistory`); the client sends it from the `idempotencyKey` option.
 *
 * @example
 * await client.recordHistory(write.body, { idempotencyKey: write.key }); // Idempotency-Key: 2-lsx…-0
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The longest `Idempotency-Key` the server takes (1 to this many printable ASCII characters). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/**
 * How long the server remembers a reader's `Idempotency-Key` from the write that first used it
 * (7 days): a write sent again within this time is not applied twice. Longer than a lost answer usually waits, since an
 * offline device keeps its unacknowledged writes until the connection returns.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Work detail tab and episode order named by the `episodeType` page query. */
export const EPISODE_TYPES = ['first', 'latest', 'comics'] as const;
export type EpisodeType = (typeof EPISODE_TYPES)[number];

/**
 * Widths the media host serves for each kind of image, smallest first: a client appends
 * `/w{width}.{avif|webp}` to an image's base path (`/v3/media/{kind}/{id}`), so these are part
 * of the contract. The backend renders exactly these; components pass them to `mediaImage` of
 * `@cw/ui` to build `srcset`s.
 *
 * @example
 * mediaImage(work.thumbnail, MEDIA_WIDTHS.covers); // srcsets of w180, w360 and w720
 */
export const MEDIA_WIDTHS = {
  /** 5:7 work cover (`/v3/media/covers/{workId}`). */
  covers: [180, 360, 720],
  /** 5:7 volume cover (`/v3/media/volumes/{volumeId}`). */
  volumes: [180, 360, 720],
  /** 16:9 episode thumbnail (`/v3/media/thumbnails/{episodeId}`). */
  thumbnails: [320, 640],
  /** 16:9 banner (`/v3/media/banners/{bannerId}`). */
  banners: [640, 960, 1280],
  /** 16:9 topic thumbnail (`/v3/media/topics/{topicId}`). */
  topics: [320, 640],
  /** Square label icon (`/v3/media/label-icons/{labelId}`). */
  'label-icons': [96, 192],
  /** 4:1 label logo (`/v3/media/label-logos/{labelId}`). */
  'label-logos': [320, 640],
  /** 8:3 store logo (`/v3/media/stores/{code}`). */
  stores: [160, 320],
  /** A page of an episode, any shape (`/v3/media/pages/{episodeId}/{index}`). */
  pages: [480, 720, 1080, 1440],
} as const satisfies Record<string, readonly number[]>;
/** A kind of image of the media host: the path segment after `/v3/media/`. */
export type MediaKind = keyof typeof MEDIA_WIDTHS;

/**
 * Height over width of each kind of image, as the media host renders every variant of it (a 5:7
 * cover is 7/5 as tall as wide), so a client knows an image's size before it loads; `null` for
 * pages, which keep the proportions of their original.
 *
 * @example
 * Math.round(MEDIA_WIDTHS.covers[2] * MEDIA_ASPECT_RATIOS.covers); //=> 1008 (w720 is 720×1008)
 */
export const MEDIA_ASPECT_RATIOS = {
  covers: 7 / 5,
  volumes: 7 / 5,
  thumbnails: 9 / 16,
  banners: 9 / 16,
  topics: 9 / 16,
  'label-icons': 1,
  'label-logos': 1 / 4,
  stores: 3 / 8,
  pages: null,
} as const satisfies Record<MediaKind, number | null>;

/**
 * The rows of the kana index in order: the ten gojūon rows, then その他 for names that start
 * outside them (Latin, digits, kanji, symbols).
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
] as const;
/** Kana row of a name's first sound; その他 holds names starting outside the kana rows. */
export type KanaRow = (typeof KANA_ROWS)[number];
/** The row of names starting with anything but kana. */
export const OTHER_KANA_ROW = 'その他' satisfies KanaRow;

/** Katakana sit 0x60 code points after their hiragana (ァ U+30A1 for ぁ U+3041). */
const KATAKANA_OFFSET = 0x60;

/** Each hiragana letter followed by its katakana twin. */
const withKatakana = (hiragana: string): readonly string[] =>
  [...hiragana].flatMap((letter) => [
    letter,
    String.fromCodePoint((letter.codePointAt(0) ?? 0) + KATAKANA_OFFSET),
  ]);

/**
 * Every letter a reading can start with to fall in each kana row: the row's hiragana (small
 * kana and voiced letters included; ゔ sounds like う), each followed by its katakana twin. A
 * reading starting with anything else is in その他. The backend turns these into its SQL
 * filter, so the database and {@link kanaRowOf} agree.
 *
 * @example
 * KANA_ROW_INITIALS.な; //=> ['な', 'ナ', 'に', 'ニ', 'ぬ', 'ヌ', 'ね', 'ネ', 'の', 'ノ']
 */
export const KANA_ROW_INITIALS: Readonly<Record<Exclude<KanaRow, 'その他'>, readonly string[]>> = {
  あ: withKatakana('ぁあぃいぅうぇえぉおゔ'),
  か: withKatakana('かがきぎくぐけげこごゕゖ'),
  さ: withKatakana('さざしじすずせぜそぞ'),
  た: withKatakana('ただちぢっつづてでとど'),
  な: withKatakana('なにぬねの'),
  は: withKatakana('はばぱひびぴふぶぷへべぺほぼぽ'),
  ま: withKatakana('まみむめも'),
  や: withKatakana('ゃやゅゆょよ'),
  ら: withKatakana('らりるれろ'),
  わ: withKatakana('ゎわゐゑをん'),
};

const ROW_OF_INITIAL: ReadonlyMap<string, KanaRow> = new Map(
  Object.entries(KANA_ROW_INITIALS).flatMap(([row, letters]) =>
    letters.map((letter) => [letter, row as KanaRow] as const),
  ),
);

/**
 * The kana row of a reading's first letter, hiragana or katakana, with voiced and
 * semi-voiced letters in their plain letter's row (が → か, ぱ → は), small kana in their
 * row (ゃ → や, っ → た), ゔ/ヴ in あ and ん/ン in わ. Anything else is その他: Latin,
 * digits, kanji, half-width katakana, a leading space or long vowel mark (ー), and `''`.
 * Only the first letter counts. The one rule of the kana index: the API's `row` and
 * `initial` filters, its author index and the web's own grouping all follow it. Pass the
 * reading (kana), not the displayed name.
 *
 * @example
 * kanaRowOf('がっこう'); //=> 'か'
 */
export function kanaRowOf(reading: string): KanaRow {
  return ROW_OF_INITIAL.get(reading.charAt(0)) ?? 'その他';
}
