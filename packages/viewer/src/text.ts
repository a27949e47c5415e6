import type { ScrollType } from '@cw/contract/schemas';
import type { UiLocale } from '@cw/ui';
import type { PresentationMode, ReadingDirection } from './storedPreferences';

// Every fixed string of the viewer's controls and states, per interface language (`*_TEXTS`,
// keyed by `UiLocale`), and the text made of a page's number. The Japanese records (`*_TEXT`)
// are the spec's words and the `ja` entries; English and Traditional Chinese (Taiwan) follow
// them key for key, so a missing translation is a type error. Screen readers read the same
// words the eye sees, so each control is named in the reader's language. Titles of works and
// episodes are data, never translated here.

/** Names of the reading directions on the direction switch: 縦読み and 横読み. */
export const READING_DIRECTION_TEXT = {
  vertical: '縦読み',
  horizontal: '横読み',
} as const satisfies Record<ReadingDirection, string>;

/** Names of the reading directions, in one interface language. */
export type ReadingDirectionText = Readonly<Record<ReadingDirection, string>>;

/** {@link READING_DIRECTION_TEXT} in every interface language. */
export const READING_DIRECTION_TEXTS: Readonly<Record<UiLocale, ReadingDirectionText>> = {
  ja: READING_DIRECTION_TEXT,
  en: { vertical: 'Vertical', horizontal: 'Horizontal' },
  'zh-Hant-TW': { vertical: '直向閱讀', horizontal: '橫向閱讀' },
};

/** Names of the presentation modes. */
export const PRESENTATION_MODE_TEXT = {
  normal: '通常表示',
  wide: 'ワイド表示',
  fullscreen: '全画面表示',
} as const satisfies Record<PresentationMode, string>;

/** Names of the presentation modes, in one interface language. */
export type PresentationModeText = Readonly<Record<PresentationMode, string>>;

/** {@link PRESENTATION_MODE_TEXT} in every interface language. */
export const PRESENTATION_MODE_TEXTS: Readonly<Record<UiLocale, PresentationModeText>> = {
  ja: PRESENTATION_MODE_TEXT,
  en: { normal: 'Standard', wide: 'Wide', fullscreen: 'Full screen' },
  'zh-Hant-TW': { normal: '標準顯示', wide: '寬版顯示', fullscreen: '全螢幕' },
};

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
} as const;

/** Every key of {@link VIEWER_TEXT}, in one interface language. */
export type ViewerText = { readonly [Key in keyof typeof VIEWER_TEXT]: string };

/** {@link VIEWER_TEXT} in every interface language. */
export const VIEWER_TEXTS: Readonly<Record<UiLocale, ViewerText>> = {
  ja: VIEWER_TEXT,
  en: {
    surface: 'Viewer',
    toolbar: 'Viewer menu',
    displaySettings: 'Display settings',
    trial: 'Free preview',
    footer: 'Page controls',
    backToWork: 'Back to series',
    readingDirection: 'Reading direction',
    presentationMode: 'Display mode',
    spreadShift: 'Shift spreads',
    pageSlider: 'Go to page',
    nextPage: 'Next page',
    previousPage: 'Previous page',
    nextEpisode: 'Next chapter',
    previousEpisode: 'Previous chapter',
    endHeading: 'This is the end of the chapter',
    noNextEpisode: 'The next chapter isn’t out yet',
    toWork: 'Go to series page',
    volumeStores: 'Volume with this chapter',
    storeButton: 'Buy from a store',
    recommendations: 'Recommended series',
    storeOnly: 'This chapter can be read by buying it from a store',
    loading: 'Loading',
  },
  'zh-Hant-TW': {
    surface: '閱讀器',
    toolbar: '閱讀器選單',
    displaySettings: '顯示設定',
    trial: '試閱',
    footer: '翻頁操作',
    backToWork: '返回作品頁',
    readingDirection: '閱讀方向',
    presentationMode: '顯示模式',
    spreadShift: '錯開跨頁',
    pageSlider: '跳至指定頁',
    nextPage: '下一頁',
    previousPage: '上一頁',
    nextEpisode: '下一話',
    previousEpisode: '上一話',
    endHeading: '本話到此結束',
    noNextEpisode: '下一話尚未推出',
    toWork: '前往作品頁',
    volumeStores: '收錄本話的單行本',
    storeButton: '前往商店購買',
    recommendations: '推薦作品',
    storeOnly: '本話需至商店購買後閱讀',
    loading: '載入中',
  },
};

/**
 * Text of the good button (いいね) on the end-of-episode panel. A guest's good cannot be taken
 * back (the API keeps only the count), so a pressed guest button says why it does nothing.
 */
export const GOOD_TEXT = {
  label: 'いいね',
  /** Follows the count for screen readers: '12,345件' (see {@link goodCountText}). */
  countUnit: '件',
  guestNote: 'ログインせずに押したいいねは取り消せません',
  error: 'いいねできませんでした。時間をおいてもう一度お試しください。',
} as const;

/** Every key of {@link GOOD_TEXT}, in one interface language. */
export type GoodText = { readonly [Key in keyof typeof GOOD_TEXT]: string };

/** {@link GOOD_TEXT} in every interface language. */
export const GOOD_TEXTS: Readonly<Record<UiLocale, GoodText>> = {
  ja: GOOD_TEXT,
  en: {
    label: 'Like',
    countUnit: 'likes',
    guestNote: 'Likes given while logged out can’t be undone',
    error: 'Couldn’t send your like. Please try again later.',
  },
  'zh-Hant-TW': {
    label: '按讚',
    countUnit: '個讚',
    guestNote: '未登入時按的讚無法收回',
    error: '無法按讚，請稍後再試一次。',
  },
};

/**
 * The good count as screen readers hear it, the count written as on screen (`formatCount`):
 * '12,345件', '12,345 likes' ('1 like'), '12,345個讚'.
 *
 * @example
 * goodCountText('12,345', 'en'); //=> '12,345 likes'
 */
export function goodCountText(count: string, locale: UiLocale = 'ja'): string {
  if (locale !== 'en') return `${count}${GOOD_TEXTS[locale].countUnit}`;
  return count === '1' ? '1 like' : `${count} ${GOOD_TEXTS.en.countUnit}`;
}

/** The direction hint of each scroll type, in one interface language. */
export type DirectionHintText = Readonly<
  Record<ScrollType, { readonly arrow: string; readonly title: string; readonly detail: string }>
>;

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
} as const satisfies DirectionHintText;

/** {@link DIRECTION_HINT_TEXT} in every interface language: same arrows, same gestures. */
export const DIRECTION_HINT_TEXTS: Readonly<Record<UiLocale, DirectionHintText>> = {
  ja: DIRECTION_HINT_TEXT,
  en: {
    rtl: {
      arrow: '←',
      title: 'Read from right to left',
      detail: 'Tap the left side or swipe right for the next page',
    },
    ltr: {
      arrow: '→',
      title: 'Read from left to right',
      detail: 'Tap the right side or swipe left for the next page',
    },
    vsc: { arrow: '↓', title: 'Scroll down to read', detail: 'Scroll down for the next page' },
  },
  'zh-Hant-TW': {
    rtl: { arrow: '←', title: '由右往左閱讀', detail: '點按左側或向右滑動，即可翻到下一頁' },
    ltr: { arrow: '→', title: '由左往右閱讀', detail: '點按右側或向左滑動，即可翻到下一頁' },
    vsc: { arrow: '↓', title: '向下捲動閱讀', detail: '向下捲動即可看下一頁' },
  },
};

/**
 * Alternative text of a page image: the episode title and the page number.
 *
 * @example
 * pageAltText('第1話 はじまり', 3); //=> '第1話 はじまり 3ページ'
 * pageAltText('Chapter 1', 3, 'en'); //=> 'Chapter 1, page 3'
 */
export function pageAltText(title: string, pageNumber: number, locale: UiLocale = 'ja'): string {
  switch (locale) {
    case 'en':
      return `${title}, page ${pageNumber}`;
    case 'zh-Hant-TW':
      return `${title} 第${pageNumber}頁`;
    default:
      return `${title} ${pageNumber}ページ`;
  }
}

/**
 * What the end-of-episode panel says when the story goes on with an episode sold in stores
 * only, before the next one readable here: its title, a space, はストアで購入できます.
 *
 * @example
 * nextEpisodeInStoresText('第2話②'); //=> '第2話② はストアで購入できます'
 * nextEpisodeInStoresText('第2話②', 'en'); //=> '第2話② is available from stores'
 */
export function nextEpisodeInStoresText(title: string, locale: UiLocale = 'ja'): string {
  switch (locale) {
    case 'en':
      return `${title} is available from stores`;
    case 'zh-Hant-TW':
      return `${title} 可至商店購買`;
    default:
      return `${title} はストアで購入できます`;
  }
}

/**
 * Text of the page counter and of the polite live region announcing a page turn. Pages are
 * one-based, in reading order; a spread reads "3〜4" ("3 から 4" to a Japanese screen reader;
 * "3–4" in English, "3～4" in Chinese), and the end-of-episode panel gets its own words.
 *
 * @example
 * pageAnnouncement({ pages: [3], pageCount: 24 }); //=> '3 / 24ページ'
 * pageAnnouncement({ pages: [3, 4], pageCount: 24 }, 'en'); //=> 'Pages 3–4 of 24'
 */
export function pageAnnouncement(
  {
    pages,
    pageCount,
  }: {
    /** One-based page numbers on screen; empty for the end-of-episode panel. */
    readonly pages: readonly number[];
    readonly pageCount: number;
  },
  locale: UiLocale = 'ja',
): string {
  if (pages.length === 0) return VIEWER_TEXTS[locale].endHeading;
  const first = Math.min(...pages);
  const last = Math.max(...pages);
  switch (locale) {
    case 'en':
      return first === last
        ? `Page ${first} of ${pageCount}`
        : `Pages ${first}–${last} of ${pageCount}`;
    case 'zh-Hant-TW':
      return `${first === last ? first : `${first}～${last}`} / ${pageCount}頁`;
    default:
      return `${first === last ? first : `${first}〜${last}`} / ${pageCount}ページ`;
  }
}
