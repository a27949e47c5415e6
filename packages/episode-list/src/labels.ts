import type { EpisodeListTab, EpisodeSortOrder } from './episodeTypeUrl';

// Every fixed string of the episode list section, exactly as the spec writes it
// (section 2, "Work detail: episode list section"). Full-width characters are intended.

/** Tab labels: '話' for episodes, 'コミックス' for volumes. */
export const TAB_LABELS = {
  episodes: '話',
  comics: 'コミックス',
} as const satisfies Record<EpisodeListTab, string>;

/** Sort toggle labels: '1話から' (from episode 1) and '最新話から' (from latest). */
export const SORT_LABELS = {
  first: '1話から',
  latest: '最新話から',
} as const satisfies Record<EpisodeSortOrder, string>;

/** The marker that stands for inactive episodes without store links. */
export const ENDED_EPISODES_LABEL = 'その他の話は公開終了しました';

/** Badge of an episode whose `isNew` is true. */
export const NEW_BADGE_LABEL = '最新UP!';

/** Button of an episode or volume with stores; it opens the store chooser. */
export const STORE_BUTTON_LABEL = 'ストアで購入';

/** Button of a volume's trial-read episode. */
export const TRIAL_READ_LABEL = '試し読み';

/** Title of the store chooser modal. */
export const STORE_MODAL_TITLE = 'ストアを選択';

/** Close button of the modal, and the label of an expanded list toggle. */
export const CLOSE_LABEL = '閉じる';

/** Banner above a tab while its free campaign runs. */
export const FREE_CAMPAIGN_BANNER = '＼ 無料話増量中 ／';

/** Badge on a tab label when the tab has a free campaign. */
export const FREE_CAMPAIGN_BADGE = '無料話増量中';

/** Suffix of a volume's release date. */
export const RELEASE_DATE_SUFFIX = '発売';

/** Prefix of an episode's delivery period. */
export const DELIVERY_PERIOD_PREFIX = '配信期限：';

/** Prefix of the work's next update text. */
export const NEXT_UPDATE_PREFIX = '次回更新予定日：';

/** The button beside the primary read button: the latest readable episode. */
export const READ_LATEST_LABEL = '最新話を読む';

/** The trial counterpart of {@link READ_LATEST_LABEL}. */
export const TRIAL_READ_LATEST_LABEL = '最新話を試し読み';

/** First line of the primary read button for a reader with history. */
export const RESUME_LABEL = '続きから読む';

/** The trial counterpart of {@link RESUME_LABEL}. */
export const TRIAL_RESUME_LABEL = '続きから試し読み';

/** Name of the group of range buttons of a long episode list. */
export const EPISODE_RANGES_LABEL = '話数の範囲';

/** Label of the input that jumps to an episode number in a long list. */
export const JUMP_TO_EPISODE_LABEL = '話数を指定';

/** Submit button of the jump input. */
export const JUMP_TO_EPISODE_BUTTON = '移動';

/**
 * Label of the toggle that reveals every episode of a list: `全{n}話を表示`.
 *
 * @example
 * showAllEpisodesLabel(12); //=> '全12話を表示'
 */
export function showAllEpisodesLabel(count: number): string {
  return `全${count}話を表示`;
}

/**
 * Label of a range of a long episode list: `{start}〜{end}話`.
 *
 * @example
 * episodeRangeLabel(51, 100); //=> '51〜100話'
 */
export function episodeRangeLabel(start: number, end: number): string {
  return `${start}〜${end}話`;
}

/**
 * Label of the toggle that reveals every volume: `全{total}巻を表示`.
 *
 * @example
 * showAllVolumesLabel(8); //=> '全8巻を表示'
 */
export function showAllVolumesLabel(total: number): string {
  return `全${total}巻を表示`;
}
