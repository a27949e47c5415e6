import type { FollowKind } from '@cw/contract/constants';
import type { Language, RankingPeriod, SerializationStatus, TopicKind } from '@cw/contract/schemas';
import { formatCount, type UiLocale } from '@cw/ui';
import type { SearchSuggestion } from './searchInput';
import type { Weekday } from './weekday';
import type { WorkBadge } from './workTile';

// Every fixed string of the catalog's screens, discovery and マイコミック alike: constants
// `*_TEXT`, counted text as functions. The components use these; the app can use them for page
// titles and tests. ("Label" here is レーベル, the imprint, never a piece of UI text.)
//
// What a language group's pages draw (`/en`, `/tw`: work grids and their tiles) is also kept
// per interface language (`*_TEXTS`, keyed by `UiLocale`): the Japanese text is the spec's and
// the `ja` entry; English and Traditional Chinese (Taiwan) follow it key for key, so a missing
// translation is a type error. Titles, authors and label names are data, never translated here.

// Lists and their states.

/** Empty state of a work grid or ranking. */
export const EMPTY_WORKS_TEXT = '作品がありません';

/** Empty state of a grid of released comic volumes (the `/release` pages). */
export const EMPTY_VOLUMES_TEXT = 'コミックスがありません';

/** After a volume's release date on its tile: `2024/05/17発売`. */
export const RELEASE_DATE_SUFFIX_TEXT = '発売';

/** Empty state of a topic list. */
export const EMPTY_TOPICS_TEXT = 'トピックスがありません';

/** Announced in a list while it loads (its skeletons are hidden from assistive technology). */
export const LOADING_TEXT = '読み込み中';

/** The link under a list to its full page. */
export const MORE_TEXT = 'もっと見る';

/** Button to the previous slide. */
export const PREVIOUS_TEXT = '前へ';

/** Button to the next slide. */
export const NEXT_TEXT = '次へ';

/** The fixed text of a work grid, in one interface language. */
export interface WorkListText {
  /** Shown when there are no works ({@link EMPTY_WORKS_TEXT}). */
  readonly empty: string;
  /** The link beside the heading to the full list ({@link MORE_TEXT}). */
  readonly more: string;
  /** Announced while the grid loads ({@link LOADING_TEXT}). */
  readonly loading: string;
}

/**
 * The fixed text of a work grid (`WorkGrid`) in every interface language.
 *
 * @example
 * WORK_LIST_TEXTS.en.more; //=> 'See more'
 */
export const WORK_LIST_TEXTS: Readonly<Record<UiLocale, WorkListText>> = {
  ja: { empty: EMPTY_WORKS_TEXT, more: MORE_TEXT, loading: LOADING_TEXT },
  en: { empty: 'No works to show', more: 'See more', loading: 'Loading' },
  'zh-Hant-TW': { empty: '目前沒有作品', more: '查看更多', loading: '載入中' },
};

// Search and the kana index.

/** Name of the search box's input. */
export const SEARCH_INPUT_TEXT = '作品名・作者名で検索';

/** The search box's submit button. */
export const SEARCH_BUTTON_TEXT = '検索';

/** Name of the search box's list of suggestions. */
export const SUGGESTIONS_TEXT = '検索候補';

/** What each kind of suggestion is called beside it. */
export const SUGGESTION_KIND_TEXT = {
  work: '作品',
  author: '作者',
  tag: 'タグ',
} as const satisfies Record<SearchSuggestion['kind'], string>;

/** Name of the kana row navigation. */
export const KANA_INDEX_TEXT = '五十音で探す';

// The banner carousel.

/** Name of the banner carousel. */
export const CAROUSEL_TEXT = 'おすすめ';

/** The carousel's rotation control while it turns, and while it is stopped. */
export const CAROUSEL_ROTATION_TEXT = {
  stop: '自動再生を停止',
  start: '自動再生を開始',
} as const;

// The modal banner.

/**
 * The modal banner's buttons: `close` names the dialog's close button, `neverShow` declines
 * the campaign.
 */
export const MODAL_BANNER_TEXT = {
  close: '閉じる',
  neverShow: '今後表示しない',
} as const;

// The weekday tabs.

/** Name of the weekday tabs when no visible heading names them. */
export const WEEKDAY_TABS_TEXT = '曜日別の更新';

/** The weekday tabs' first tab, the latest updates of every weekday. */
export const LATEST_TAB_TEXT = '最新';

/** A weekday tab with no serials. */
export const EMPTY_WEEKDAY_TEXT = 'この曜日に更新される作品はありません';

/** The short name of each weekday: the text of its tab. */
export const WEEKDAY_TEXT = {
  mon: '月',
  tue: '火',
  wed: '水',
  thu: '木',
  fri: '金',
  sat: '土',
  sun: '日',
} as const satisfies Record<Weekday, string>;

/** The full name of each weekday: what assistive technology reads for its tab. */
export const WEEKDAY_NAME_TEXT = {
  mon: '月曜日',
  tue: '火曜日',
  wed: '水曜日',
  thu: '木曜日',
  fri: '金曜日',
  sat: '土曜日',
  sun: '日曜日',
} as const satisfies Record<Weekday, string>;

// The ranking.

/** Name of the ranking's genre and period links. */
export const RANKING_NAV_TEXT = 'ランキングの種類';

/** Tab text of each ranking period. */
export const RANKING_PERIOD_TEXT = {
  daily: 'デイリー',
  hourly: '毎時',
} as const satisfies Record<RankingPeriod, string>;

/** Tab text of the ranking over every genre (`genre: 'all'`). */
export const ALL_GENRES_TEXT = '総合';

// Work tiles.

/** Text of each work badge but the language mark (`LANGUAGE_MARK_TEXT`). */
export const WORK_BADGE_TEXT = {
  new: '新着',
  completed: '完結',
  hiatus: '休載',
  oneShot: '読切',
} as const satisfies Record<Exclude<WorkBadge['kind'], 'language'>, string>;

/**
 * The mark of a work that is not in Japanese, shown in the Japanese lists: a short label and
 * the name assistive technology reads (`EN` would be spelt out or misread).
 */
export const LANGUAGE_MARK_TEXT = {
  en: { label: 'EN', spokenLabel: '英語版' },
  tw: { label: '繁中', spokenLabel: '繁体字中国語版' },
} as const satisfies Record<Exclude<Language, 'ja'>, { label: string; spokenLabel: string }>;

/** Text of each work badge, in one interface language. */
export type WorkBadgeText = { readonly [Kind in keyof typeof WORK_BADGE_TEXT]: string };

/** {@link WORK_BADGE_TEXT} in every interface language. */
export const WORK_BADGE_TEXTS: Readonly<Record<UiLocale, WorkBadgeText>> = {
  ja: WORK_BADGE_TEXT,
  en: { new: 'New', completed: 'Completed', hiatus: 'On hiatus', oneShot: 'One-shot' },
  'zh-Hant-TW': { new: '新作', completed: '完結', hiatus: '休刊中', oneShot: '短篇' },
};

/** The language marks, in one interface language. */
export type LanguageMarkText = Readonly<
  Record<Exclude<Language, 'ja'>, { readonly label: string; readonly spokenLabel: string }>
>;

/**
 * {@link LANGUAGE_MARK_TEXT} in every interface language: a short label the eye reads, and
 * the edition's name for assistive technology.
 */
export const LANGUAGE_MARK_TEXTS: Readonly<Record<UiLocale, LanguageMarkText>> = {
  ja: LANGUAGE_MARK_TEXT,
  en: {
    en: { label: 'EN', spokenLabel: 'English edition' },
    tw: { label: 'ZH', spokenLabel: 'Traditional Chinese edition' },
  },
  'zh-Hant-TW': {
    en: { label: 'EN', spokenLabel: '英文版' },
    tw: { label: '繁中', spokenLabel: '繁體中文版' },
  },
};

// Labels (レーベル) and topics.

/** Badge of each topic kind. */
export const TOPIC_KIND_TEXT = {
  news: 'ニュース',
  feature: '特集',
  fair: 'フェア',
  new_serial: '新連載',
  article: '記事',
} as const satisfies Record<TopicKind, string>;

/**
 * A label's follower count: `フォロワー {n}人`, with thousands separators.
 *
 * @example
 * followerCountText(12345); //=> 'フォロワー 12,345人'
 */
export function followerCountText(count: number): string {
  return `フォロワー ${formatCount(count)}人`;
}

// Counted names.

/**
 * Name of one slide of a carousel: `{n}件中{i}件目`.
 *
 * @example
 * slideText(2, 5); //=> '5件中2件目'
 */
export function slideText(position: number, count: number): string {
  return `${count}件中${position}件目`;
}

/**
 * Name of the carousel button that shows one slide: `{i}件目を表示`.
 *
 * @example
 * showSlideText(3); //=> '3件目を表示'
 */
export function showSlideText(position: number): string {
  return `${position}件目を表示`;
}

/**
 * What the search box announces when suggestions appear: `{n}件の候補があります`.
 *
 * @example
 * suggestionCountText(4); //=> '4件の候補があります'
 */
export function suggestionCountText(count: number): string {
  return count === 0 ? '候補はありません' : `${count}件の候補があります`;
}

// マイコミック: followed works and labels, the read history.

/** Empty state of the followed works and of the followed labels. */
export const EMPTY_FOLLOWED_TEXT = {
  work: 'フォロー中の作品はありません',
  label: 'フォロー中のレーベルはありません',
} as const satisfies Record<FollowKind, string>;

/** Link of an empty followed list: to the ranking (works) or to every label. */
export const EMPTY_FOLLOWED_LINK_TEXT = {
  work: 'ランキングから作品を探す',
  label: 'レーベル一覧へ',
} as const satisfies Record<FollowKind, string>;

/** Empty state of the read history. */
export const EMPTY_HISTORY_TEXT = '閲覧履歴はありません';

/** Visible text of a notification switch. */
export const NOTIFICATION_TEXT = '更新通知';

/** Visible text of an unfollow button. */
export const UNFOLLOW_TEXT = 'フォロー解除';

/** Visible text of the button deleting one history line. */
export const DELETE_HISTORY_ENTRY_TEXT = '削除';

/** The "delete all history" button and its inline confirmation. */
export const DELETE_ALL_HISTORY_TEXT = {
  open: 'すべて削除',
  question: '閲覧履歴をすべて削除しますか？',
  confirm: '削除する',
  cancel: 'キャンセル',
} as const;

/** Heading of the row of history entries on the home page. */
export const CONTINUE_READING_TEXT = '続きを読む';

/** Text before a followed work's last update date. */
export const LATEST_UPDATE_TEXT = '最終更新';

/** Text before a followed work's latest episode. */
export const LATEST_EPISODE_TEXT = '最新話';

/** Text before the moment a history line was read. */
export const READ_AT_TEXT = '閲覧日時';

/**
 * Name of the notification switch of one work or label: `『{name}』の更新通知`, which holds
 * the visible `更新通知` and tells the rows apart.
 *
 * @example
 * notificationSwitchText('ねこと魔法のパン屋さん'); //=> '『ねこと魔法のパン屋さん』の更新通知'
 */
export function notificationSwitchText(name: string): string {
  return `『${name}』の${NOTIFICATION_TEXT}`;
}

/**
 * Name of the unfollow button of one work or label: `『{name}』のフォロー解除`. It keeps the
 * visible `フォロー解除` whole, so a reader using voice control can say what they see.
 *
 * @example
 * unfollowButtonText('コミック星空'); //=> '『コミック星空』のフォロー解除'
 */
export function unfollowButtonText(name: string): string {
  return `『${name}』の${UNFOLLOW_TEXT}`;
}

/**
 * Name of the button deleting one history line: `『{work title} {episode title}』を履歴から削除`.
 *
 * @example
 * deleteHistoryEntryText('月下のソードダンサー', '第3話'); //=> '『月下のソードダンサー 第3話』を履歴から削除'
 */
export function deleteHistoryEntryText(workTitle: string, episodeTitle: string): string {
  return `『${workTitle} ${episodeTitle}』を履歴から削除`;
}

/** How the work page names where a work stands. */
export const SERIALIZATION_STATUS_TEXT = {
  ongoing: '連載中',
  completed: '完結',
  hiatus: '休載中',
} as const satisfies Record<SerializationStatus, string>;
