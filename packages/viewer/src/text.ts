import type { ScrollType } from '@cw/api-client/schemas';
import type { PresentationMode, ReadingDirection } from './storedPreferences';

// Every fixed string of the viewer's controls and states (constants `*_TEXT`), and the text made
// of a page's number. Screen readers read the same words the eye sees, so each control is named
// in Japanese.

/** Names of the reading directions on the direction switch: 縦読み and 横読み. */
export const READING_DIRECTION_TEXT = {
  vertical: '縦読み',
  horizontal: '横読み',
} as const satisfies Record<ReadingDirection, string>;

/** Names of the presentation modes. */
export const PRESENTATION_MODE_TEXT = {
  normal: '通常表示',
  wide: 'ワイド表示',
  fullscreen: '全画面表示',
} as const satisfies Record<PresentationMode, string>;

/** Names and text of the viewer's controls, regions and states. */
export const VIEWER_TEXT = {
  /** The reading surface (a focusable region). */
  surface: 'ビューア',
  toolbar: 'ビューアのメニュー',
  /** The phone's menu button, revealing direction and presentation choices. */
  displaySettings: '表示設定',
  /** Marks a trial chapter of a volume: the word the work page's trial links use too. */
  trial: '試し読み',
  footer: 'ページ操作',
  backToWork: '作品ページへ戻る',
  readingDirection: '読む方向',
  presentationMode: '表示モード',
  spreadShift: '見開きをずらす',
  pageSlider: 'ページを移動',
  nextPage: '次のページ',
  previousPage: '前のページ',
  nextEpisode: '次の話へ',
  previousEpisode: '前の話へ',
  endHeading: 'この話はここまでです',
  noNextEpisode: '次の話はまだありません',
  toWork: '作品ページへ',
  volumeStores: 'この話を収録したコミックス',
  storeButton: 'ストアで購入',
  recommendations: 'おすすめ作品',
  storeOnly: 'この話はストアで購入してお読みいただけます',
  loading: '読み込み中',
  errorTitle: 'エピソードを表示できませんでした',
  errorMessage: '通信状態をご確認のうえ、もう一度お試しください。',
  retry: '再読み込み',
} as const;

/**
 * Text of the good button (いいね) on the end-of-episode panel. A guest's good cannot be taken
 * back (the API keeps only the count), so a pressed guest button says why it does nothing.
 */
export const GOOD_TEXT = {
  label: 'いいね',
  /** Follows the count for screen readers: '12,345件'. */
  countUnit: '件',
  guestNote: 'ログインせずに押したいいねは取り消せません',
  error: 'いいねできませんでした。時間をおいてもう一度お試しください。',
} as const;

/**
 * The first-time hint of which way the episode reads, by the scroll type on screen. The
 * gestures are the viewer's own: in `rtl` a tap on the left third turns forward and so does a
 * swipe to the right (the page follows the finger, bringing in the one on the left).
 */
export const DIRECTION_HINT_TEXT = {
  rtl: {
    arrow: '←',
    title: '左へ読み進めます',
    detail: '左側をタップ、または右へスワイプで次のページへ',
  },
  ltr: {
    arrow: '→',
    title: '右へ読み進めます',
    detail: '右側をタップ、または左へスワイプで次のページへ',
  },
  vsc: { arrow: '↓', title: '下へ読み進めます', detail: '下へスクロールで次のページへ' },
} as const satisfies Record<ScrollType, { arrow: string; title: string; detail: string }>;

/**
 * Alternative text of a page image: the episode title and the page number.
 *
 * @example
 * pageAltText('第1話 はじまり', 3); //=> '第1話 はじまり 3ページ'
 */
export function pageAltText(title: string, pageNumber: number): string {
  return `${title} ${pageNumber}ページ`;
}

/**
 * What the end-of-episode panel says when the story goes on with an episode sold in stores
 * only, before the next one readable here: its title, a space, はストアで購入できます.
 *
 * @example
 * nextEpisodeInStoresText('第2話②'); //=> '第2話② はストアで購入できます'
 */
export function nextEpisodeInStoresText(title: string): string {
  return `${title} はストアで購入できます`;
}

/**
 * Text of the page counter and of the polite live region announcing a page turn. Pages are
 * one-based, in reading order; a spread reads "3〜4" ("3 から 4" to a Japanese screen reader),
 * and the end-of-episode panel gets its own words.
 *
 * @example
 * pageAnnouncement({ pages: [3], pageCount: 24 }); //=> '3 / 24ページ'
 */
export function pageAnnouncement({
  pages,
  pageCount,
}: {
  /** One-based page numbers on screen; empty for the end-of-episode panel. */
  readonly pages: readonly number[];
  readonly pageCount: number;
}): string {
  if (pages.length === 0) return VIEWER_TEXT.endHeading;
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  const shown = first === last ? `${first}` : `${first}〜${last}`;
  return `${shown} / ${pageCount}ページ`;
}
