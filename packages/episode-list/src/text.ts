import type { UiLocale } from '@cw/ui';
import type { EpisodeListTab, EpisodeSortOrder } from './episodeTypeUrl';

// Every fixed string of the episode list section and the purchase links, exactly as the spec
// writes it (section 2, "Work detail: episode list section"): constants `*_TEXT`, counted text
// as functions. Full-width characters are intended.

/** Tab text: '話' for episodes, 'コミックス' for volumes. */
export const TAB_TEXT = {
  episodes: '話',
  comics: 'コミックス',
} as const satisfies Record<EpisodeListTab, string>;

/** Sort toggle text: '1話から' (from episode 1) and '最新話から' (from latest). */
export const SORT_TEXT = {
  first: '1話から',
  latest: '最新話から',
} as const satisfies Record<EpisodeSortOrder, string>;

/** The marker that stands for inactive episodes without store links. */
export const ENDED_EPISODES_TEXT = 'その他の話は公開終了しました';

/** Badge of an episode whose `isNew` is true. */
export const NEW_BADGE_TEXT = '最新UP!';

/** Button of an episode or volume with stores; it opens the store chooser. */
export const STORE_BUTTON_TEXT = 'ストアで購入';

/** Button of a volume's trial-read episode. */
export const TRIAL_READ_TEXT = '試し読み';

/** Title of the store chooser modal. */
export const STORE_MODAL_TITLE_TEXT = 'ストアを選択';

/** Close button of the modal, and the text of an expanded list toggle. */
export const CLOSE_TEXT = '閉じる';

/**
 * The store chooser's own strings in one language. Store names are not here: they are the
 * API's data (`Store.name`), shown as each store writes its brand.
 */
export interface StoreChooserText {
  /** Default content of the store button ('ストアで購入'). */
  storeButton: string;
  /** Title of the chooser modal, which names the dialog ('ストアを選択'). */
  modalTitle: string;
  /** Accessible name of the modal's close button ('閉じる'). */
  close: string;
}

/**
 * The store chooser's strings per interface language, picked with `useUiLocale()`: the work
 * page and the viewer of every language group open it. Japanese is the spec's text above;
 * a locale or a key left out is a type error.
 *
 * @example
 * STORE_CHOOSER_TEXTS.en.modalTitle; //=> 'Choose a store'
 */
export const STORE_CHOOSER_TEXTS: Readonly<Record<UiLocale, Readonly<StoreChooserText>>> = {
  ja: {
    storeButton: STORE_BUTTON_TEXT,
    modalTitle: STORE_MODAL_TITLE_TEXT,
    close: CLOSE_TEXT,
  },
  en: {
    storeButton: 'Buy in store',
    modalTitle: 'Choose a store',
    close: 'Close',
  },
  'zh-Hant-TW': {
    storeButton: '前往商店購買',
    modalTitle: '選擇商店',
    close: '關閉',
  },
};

/** Banner above a tab while its free campaign runs. */
export const FREE_CAMPAIGN_BANNER_TEXT = '＼ 無料話増量中 ／';

/** Badge on a tab label when the tab has a free campaign. */
export const FREE_CAMPAIGN_BADGE_TEXT = '無料話増量中';

/**
 * The read mark of an episode card, shown and read out. The spec asks for read episodes to be
 * marked without naming the mark; '既読' is the usual Japanese word for "already read".
 */
export const READ_MARK_TEXT = '既読';

/** Heading of the work page's purchase links. */
export const PURCHASE_LINKS_HEADING_TEXT = '単行本を購入';

/** Suffix of a volume's release date. */
export const RELEASE_DATE_SUFFIX_TEXT = '発売';

/** Prefix of an episode's delivery period. */
export const DELIVERY_PERIOD_PREFIX_TEXT = '配信期限：';

/** Prefix of the work's next update text. */
export const NEXT_UPDATE_PREFIX_TEXT = '次回更新予定日：';

/** The button beside the primary read button: the latest readable episode. */
export const READ_LATEST_TEXT = '最新話を読む';

/** The trial counterpart of {@link READ_LATEST_TEXT}. */
export const TRIAL_READ_LATEST_TEXT = '最新話を試し読み';

/** First line of the primary read button for a reader with history. */
export const RESUME_TEXT = '続きから読む';

/** The trial counterpart of {@link RESUME_TEXT}. */
export const TRIAL_RESUME_TEXT = '続きから試し読み';

/** Name of the group of range buttons of a long episode list. */
export const EPISODE_RANGES_TEXT = '話数の範囲';

/** Name of the input that jumps to an episode number in a long list. */
export const JUMP_TO_EPISODE_TEXT = '話数を指定';

/** Submit button of the jump input. */
export const JUMP_TO_EPISODE_BUTTON_TEXT = '移動';

/**
 * Text of the toggle that reveals every episode of a list: `全{n}話を表示`.
 *
 * @example
 * showAllEpisodesText(12); //=> '全12話を表示'
 */
export function showAllEpisodesText(count: number): string {
  return `全${count}話を表示`;
}

/**
 * Text of the button at the end of what a long list has rendered so far, which renders the
 * next batch: `次の{n}話を表示`. The spec names no such control; the list renders the next
 * batch by itself as the reader scrolls near it, and the button is the way there for a
 * keyboard or a screen reader.
 *
 * @example
 * showNextEpisodesText(50); //=> '次の50話を表示'
 */
export function showNextEpisodesText(count: number): string {
  return `次の${count}話を表示`;
}

/**
 * Text of a range of a long episode list: `{start}〜{end}話`.
 *
 * @example
 * episodeRangeText(51, 100); //=> '51〜100話'
 */
export function episodeRangeText(start: number, end: number): string {
  return `${start}〜${end}話`;
}

/** Between the parts of a store-only run's label: ' · ' (a middle dot between spaces). */
export const LABEL_SEPARATOR_TEXT = ' \u00B7 ';

/**
 * A count of episodes: `{n}話`.
 *
 * @example
 * episodeCountText(27); //=> '27話'
 */
export function episodeCountText(count: number): string {
  return `${count}話`;
}

/**
 * The titles of the first and last episodes of a span, as their cards show them: `{first}〜{last}`.
 *
 * @example
 * episodeSpanText('第2話②', '第28話②'); //=> '第2話②〜第28話②'
 */
export function episodeSpanText(firstTitle: string, lastTitle: string): string {
  return `${firstTitle}〜${lastTitle}`;
}

/**
 * The row standing for a run of store-only episodes:
 * `{first}〜{last} · {n}話 · ストアで購入`.
 *
 * @example
 * storeOnlyRunText('第2話②', '第28話②', 27); //=> '第2話②〜第28話② · 27話 · ストアで購入'
 */
export function storeOnlyRunText(firstTitle: string, lastTitle: string, count: number): string {
  return [episodeSpanText(firstTitle, lastTitle), episodeCountText(count), STORE_BUTTON_TEXT].join(
    LABEL_SEPARATOR_TEXT,
  );
}

/**
 * Text of the toggle that reveals every volume: `全{total}巻を表示`.
 *
 * @example
 * showAllVolumesText(8); //=> '全8巻を表示'
 */
export function showAllVolumesText(total: number): string {
  return `全${total}巻を表示`;
}

/**
 * The purchase links' way to every volume: `全{total}巻を見る`.
 *
 * @example
 * seeAllVolumesText(8); //=> '全8巻を見る'
 */
export function seeAllVolumesText(total: number): string {
  return `全${total}巻を見る`;
}
