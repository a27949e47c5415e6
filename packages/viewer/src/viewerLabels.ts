import type { ScrollType } from '@cw/api-client/schemas';
import type { PresentationMode, ReadingDirection } from './storedPreferences';

// Every fixed string of the viewer's controls and states. Screen readers read the same
// words the eye sees, so each control is named in Japanese.

/** Names of the reading directions on the direction switch: 縦読み and 横読み. */
export const READING_DIRECTION_LABELS = {
  vertical: '縦読み',
  horizontal: '横読み',
} as const satisfies Record<ReadingDirection, string>;

/** Names of the presentation modes. */
export const PRESENTATION_MODE_LABELS = {
  normal: '通常表示',
  wide: 'ワイド表示',
  fullscreen: '全画面表示',
} as const satisfies Record<PresentationMode, string>;

/** Labels of the viewer's controls, regions and states. */
export const VIEWER_LABELS = {
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
 * The first-time hint of which way the episode reads, by the scroll type on screen. The
 * gestures are the viewer's own: in `rtl` a tap on the left third turns forward and so does a
 * swipe to the right (the page follows the finger, bringing in the one on the left).
 */
export const DIRECTION_HINT_LABELS = {
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
