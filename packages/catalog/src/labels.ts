import type { TopicKind } from '@cw/api-client/schemas';

// Fixed strings of the discovery screens. The components use these; the app can use them for
// page titles and tests.

/** Empty state of a work grid or ranking. */
export const EMPTY_WORKS_LABEL = '作品がありません';

/** Empty state of a grid of released comic volumes (the `/release` pages). */
export const EMPTY_VOLUMES_LABEL = 'コミックスがありません';

/** After a volume's release date on its tile: `2024/05/17発売`. */
export const RELEASE_DATE_SUFFIX = '発売';

/** Empty state of a topic list. */
export const EMPTY_TOPICS_LABEL = 'トピックスがありません';

/** Announced in a list while it loads (its skeletons are hidden from assistive technology). */
export const LOADING_LABEL = '読み込み中';

/** Name of the numbered pagination. */
export const PAGER_LABEL = 'ページ送り';

/** Link or button to the previous page or slide. */
export const PREVIOUS_LABEL = '前へ';

/** Link or button to the next page or slide. */
export const NEXT_LABEL = '次へ';

/** Name of the search box's input. */
export const SEARCH_INPUT_LABEL = '作品名・作者名で検索';

/** The search box's submit button. */
export const SEARCH_BUTTON_LABEL = '検索';

/** Name of the search box's list of suggestions. */
export const SUGGESTIONS_LABEL = '検索候補';

/** Name of the kana row navigation. */
export const KANA_INDEX_LABEL = '五十音で探す';

/** Name of the banner carousel. */
export const CAROUSEL_LABEL = 'おすすめ';

/** The carousel's rotation control while it turns, and while it is stopped. */
export const CAROUSEL_ROTATION_LABELS = {
  stop: '自動再生を停止',
  start: '自動再生を開始',
} as const;

/** Name of the weekday tabs when no visible heading names them. */
export const WEEKDAY_TABS_LABEL = '曜日別の更新';

/** The weekday tabs' first tab, the latest updates of every weekday. */
export const LATEST_TAB_LABEL = '最新';

/** A weekday tab with no serials. */
export const EMPTY_WEEKDAY_LABEL = 'この曜日に更新される作品はありません';

/** Name of the ranking's genre and period links. */
export const RANKING_NAV_LABEL = 'ランキングの種類';

/** Badge of each topic kind. */
export const TOPIC_KIND_LABELS = {
  news: 'ニュース',
  feature: '特集',
  fair: 'フェア',
  new_serial: '新連載',
  article: '記事',
} as const satisfies Record<TopicKind, string>;

const COUNT = new Intl.NumberFormat('ja-JP');

/**
 * A label's follower count: `フォロワー {n}人`, with thousands separators.
 *
 * @example
 * followerCountLabel(12345); //=> 'フォロワー 12,345人'
 */
export function followerCountLabel(count: number): string {
  return `フォロワー ${COUNT.format(count)}人`;
}

/**
 * Name of a numbered page link: `{n}ページ` (the link shows the number alone).
 *
 * @example
 * pageLinkLabel(3); //=> '3ページ'
 */
export function pageLinkLabel(page: number): string {
  return `${page}ページ`;
}

/**
 * Name of one slide of a carousel: `{n}件中{i}件目`.
 *
 * @example
 * slideLabel(2, 5); //=> '5件中2件目'
 */
export function slideLabel(position: number, count: number): string {
  return `${count}件中${position}件目`;
}

/**
 * Name of the carousel button that shows one slide: `{i}件目を表示`.
 *
 * @example
 * showSlideLabel(3); //=> '3件目を表示'
 */
export function showSlideLabel(position: number): string {
  return `${position}件目を表示`;
}

/**
 * What the search box announces when suggestions appear: `{n}件の候補があります`.
 *
 * @example
 * suggestionCountLabel(4); //=> '4件の候補があります'
 */
export function suggestionCountLabel(count: number): string {
  return count === 0 ? '候補はありません' : `${count}件の候補があります`;
}
