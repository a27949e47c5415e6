import { formatCount } from '@cw/ui';
import { formatBytes } from './formatBytes';

// Every fixed string of the offline components (constants `*_TEXT`), and the text made of
// sizes, counts and titles. Screen readers read the same words the eye sees, so each control
// is named in Japanese. The reasons an episode cannot be saved are `UNSAVEABLE_TEXT` of
// `saveability.ts`, next to the rule that picks them.

/** The 保存 control of an episode, on the work page and in the viewer. */
export const SAVE_EPISODE_TEXT = {
  /** Name of the control's group, which keeps the focus when its buttons change. */
  group: 'エピソードの保存',
  save: '保存',
  saving: '保存中',
  saved: '保存済み',
  /** Name of the `<progress>` while saving. */
  progress: '保存の進み具合',
  delete: '削除',
  /** Name of 削除 when the episode's title is not given. */
  deleteLabel: '保存したエピソードを削除',
  failed: '保存できませんでした',
  retry: '再試行',
} as const;

/**
 * The save button with the size it will take, known before saving: `保存（約12.3 MB）`, or
 * `保存` without an estimate.
 *
 * @example
 * saveButtonText(12_345_678); //=> '保存（約12.3 MB）'
 */
export function saveButtonText(estimatedBytes: number | null): string {
  return estimatedBytes === null
    ? SAVE_EPISODE_TEXT.save
    : `${SAVE_EPISODE_TEXT.save}（約${formatBytes(estimatedBytes)}）`;
}

/**
 * A saved episode and the bytes it takes: `保存済み（12.3 MB）`.
 *
 * @example
 * savedText(5_323_120); //=> '保存済み（5.3 MB）'
 */
export function savedText(bytes: number): string {
  return `${SAVE_EPISODE_TEXT.saved}（${formatBytes(bytes)}）`;
}

/**
 * Whole percent of a save done, from 0 to 100: rounded down, so 100% means every request is
 * stored; 0 while the total is not known.
 *
 * @example
 * savingPercent(8, 20); //=> 40
 */
export function savingPercent(done: number, total: number): number {
  if (!(total > 0) || !(done > 0)) return 0;
  return Math.min(100, Math.floor((done / total) * 100));
}

/**
 * The bytes stored so far while saving, with the total when known: `4.9 MB / 12.3 MB`.
 *
 * @example
 * savingBytesText(4_900_000, 12_300_000); //=> '4.9 MB / 12.3 MB'
 * savingBytesText(4_900_000, null); //=> '4.9 MB'
 */
export function savingBytesText(savedBytes: number, totalBytes: number | null): string {
  return totalBytes === null
    ? formatBytes(savedBytes)
    : `${formatBytes(savedBytes)} / ${formatBytes(totalBytes)}`;
}

/**
 * Name of 削除 beside a saved episode: it says which episode, since a work page lists many.
 *
 * @example
 * deleteSavedEpisodeText('第2話'); //=> '『第2話』の保存を削除'
 * deleteSavedEpisodeText(undefined); //=> '保存したエピソードを削除'
 */
export function deleteSavedEpisodeText(episodeTitle: string | undefined): string {
  return episodeTitle ? `『${episodeTitle}』の保存を削除` : SAVE_EPISODE_TEXT.deleteLabel;
}

/** The page 保存済み (`/my-comic/offline`) and the site's offline page. */
export const SAVED_LIBRARY_TEXT = {
  /** Before the count and size of everything saved. */
  total: '保存したエピソード',
  empty: '保存したエピソードはありません',
  emptyHint: '作品ページやビューアの「保存」から、エピソードを保存できます。',
  /** Name of the list of a work's saved episodes. */
  episodes: '保存したエピソード',
  deleteEpisode: '削除',
  deleteWork: '作品の保存をすべて削除',
  storage: 'ストレージ',
  /** Name of the meter of the site's storage use. */
  storageUsage: 'ストレージの使用量',
  storageUnknown: '使用量を確認しています',
  storageNearlyFull: '空き容量が少なくなっています。読み終えたエピソードを削除してください。',
  persist: 'ストレージを保護する',
  persistHint:
    '保護しないと、端末の空き容量が少なくなったときに、保存したエピソードをブラウザが削除することがあります。',
  persisted: 'ストレージは保護されています',
} as const;

/** `すべて削除` on 保存済み, and its inline confirmation (never `window.confirm`). */
export const DELETE_ALL_SAVED_TEXT = {
  open: 'すべて削除',
  question: '保存したエピソードをすべて削除しますか？',
  confirm: '削除する',
  cancel: 'キャンセル',
} as const;

/**
 * How many episodes are saved and their size: `3件・15.9 MB` (件, since `3話` reads as the
 * third episode).
 *
 * @example
 * savedCountText(3, 15_900_000); //=> '3件・15.9 MB'
 */
export function savedCountText(count: number, bytes: number): string {
  return `${formatCount(count)}件・${formatBytes(bytes)}`;
}

/**
 * An episode's title as the saved list shows it: the title, then the subtitle if any.
 *
 * @example
 * episodeTitleText({ title: '第2話', subTitle: '春の嵐' }); //=> '第2話 春の嵐'
 */
export function episodeTitleText(episode: {
  readonly title: string;
  readonly subTitle: string | null;
}): string {
  return episode.subTitle ? `${episode.title} ${episode.subTitle}` : episode.title;
}

/**
 * Name of 削除 on one line of 保存済み: the work and the episode, since every line has one.
 *
 * @example
 * deleteLibraryEpisodeText('海辺の町', '第2話'); //=> '『海辺の町 第2話』を削除'
 */
export function deleteLibraryEpisodeText(workTitle: string, episodeTitle: string): string {
  return `『${workTitle} ${episodeTitle}』を${SAVED_LIBRARY_TEXT.deleteEpisode}`;
}

/** The auto-keep setting of signed-in readers. */
export const AUTO_KEEP_TEXT = {
  enable: 'フォロー中の作品の最新話を自動で保存する',
  limit: '保存の上限',
  hint: '上限に収まるだけ、新しい話から保存します。手動で保存した話は上限に含まれません。',
} as const;

/**
 * A limit of the auto-keep setting: `200 MB`, and whole gigabytes as `1 GB` (decimal, like
 * `formatBytes`).
 *
 * @example
 * autoKeepLimitText(500); //=> '500 MB'
 * autoKeepLimitText(1000); //=> '1 GB'
 */
export function autoKeepLimitText(limitMb: number): string {
  return limitMb >= 1000 && limitMb % 1000 === 0 ? `${limitMb / 1000} GB` : `${limitMb} MB`;
}

/** The banner offering to install the app, shown once per device. */
export const INSTALL_PROMPT_TEXT = {
  /** Name of the banner's region. */
  region: 'ホーム画面への追加',
  message: 'ホーム画面に追加すると、アプリのように読めます',
  install: '追加する',
  dismiss: '今はしない',
} as const;
