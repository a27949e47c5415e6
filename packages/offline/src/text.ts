import { formatCount, type UiLocale } from '@cw/ui';
import { formatBytes } from './formatBytes';
import type { StorageQuotaView } from './storageQuota';

// Every fixed string of the offline components, per interface language (`*_TEXTS`, keyed by
// `UiLocale`), and the text made of sizes, counts and titles. The Japanese records (`*_TEXT`)
// are the spec's words and the `ja` entries; English and Traditional Chinese (Taiwan) follow
// them key for key, so a missing translation is a type error. Screen readers read the same
// words the eye sees, so each control is named in the reader's language. Titles of works and
// episodes are data, never translated here. English calls an episode a chapter, as the
// viewer's English does. The reasons an episode cannot be saved are `UNSAVEABLE_TEXTS` of
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
  /** Why a save failed, as the app words it when the network or the storage gave out. */
  failedMessage: '通信状態を確かめて、もう一度お試しください。',
} as const;

/** Every key of {@link SAVE_EPISODE_TEXT}, in one interface language. */
export type SaveEpisodeText = { readonly [Key in keyof typeof SAVE_EPISODE_TEXT]: string };

/** {@link SAVE_EPISODE_TEXT} in every interface language. */
export const SAVE_EPISODE_TEXTS: Readonly<Record<UiLocale, SaveEpisodeText>> = {
  ja: SAVE_EPISODE_TEXT,
  en: {
    group: 'Save chapter',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved',
    progress: 'Saving progress',
    delete: 'Remove',
    deleteLabel: 'Remove saved chapter',
    failed: 'Couldn’t save',
    retry: 'Try again',
    failedMessage: 'Check your connection and try again.',
  },
  'zh-Hant-TW': {
    group: '儲存本話',
    save: '儲存',
    saving: '儲存中',
    saved: '已儲存',
    progress: '儲存進度',
    delete: '刪除',
    deleteLabel: '刪除已儲存的這一話',
    failed: '無法儲存',
    retry: '重試',
    failedMessage: '請確認網路連線後再試一次。',
  },
};

/**
 * The save button with the size it will take, known before saving: `保存（約12.3 MB）`
 * (`Save (about 12.3 MB)`, `儲存（約12.3 MB）`), or `保存` without an estimate.
 *
 * @example
 * saveButtonText(12_345_678); //=> '保存（約12.3 MB）'
 * saveButtonText(12_345_678, 'en'); //=> 'Save (about 12.3 MB)'
 */
export function saveButtonText(estimatedBytes: number | null, locale: UiLocale = 'ja'): string {
  const { save } = SAVE_EPISODE_TEXTS[locale];
  if (estimatedBytes === null) return save;
  const size = formatBytes(estimatedBytes);
  return locale === 'en' ? `${save} (about ${size})` : `${save}（約${size}）`;
}

/**
 * A saved episode and the bytes it takes: `保存済み（12.3 MB）` (`Saved (12.3 MB)`,
 * `已儲存（12.3 MB）`).
 *
 * @example
 * savedText(5_323_120); //=> '保存済み（5.3 MB）'
 * savedText(5_323_120, 'en'); //=> 'Saved (5.3 MB)'
 */
export function savedText(bytes: number, locale: UiLocale = 'ja'): string {
  const { saved } = SAVE_EPISODE_TEXTS[locale];
  const size = formatBytes(bytes);
  return locale === 'en' ? `${saved} (${size})` : `${saved}（${size}）`;
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
 * deleteSavedEpisodeText('Chapter 2', 'en'); //=> 'Remove saved “Chapter 2”'
 */
export function deleteSavedEpisodeText(
  episodeTitle: string | undefined,
  locale: UiLocale = 'ja',
): string {
  if (!episodeTitle) return SAVE_EPISODE_TEXTS[locale].deleteLabel;
  switch (locale) {
    case 'en':
      return `Remove saved “${episodeTitle}”`;
    case 'zh-Hant-TW':
      return `刪除已儲存的「${episodeTitle}」`;
    default:
      return `『${episodeTitle}』の保存を削除`;
  }
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

/** Every key of {@link SAVED_LIBRARY_TEXT}, in one interface language. */
export type SavedLibraryText = { readonly [Key in keyof typeof SAVED_LIBRARY_TEXT]: string };

/** {@link SAVED_LIBRARY_TEXT} in every interface language. */
export const SAVED_LIBRARY_TEXTS: Readonly<Record<UiLocale, SavedLibraryText>> = {
  ja: SAVED_LIBRARY_TEXT,
  en: {
    total: 'Total',
    empty: 'No saved chapters',
    emptyHint: 'Save chapters with “Save” on a series page or in the viewer.',
    episodes: 'Saved chapters',
    deleteEpisode: 'Remove',
    deleteWork: 'Remove all saved chapters of this series',
    storage: 'Storage',
    storageUsage: 'Storage used',
    storageUnknown: 'Checking storage use',
    storageNearlyFull: 'Your storage is almost full. Remove chapters you’ve finished reading.',
    persist: 'Protect storage',
    persistHint:
      'Unless it’s protected, your browser may delete saved chapters when your device runs low on space.',
    persisted: 'Storage is protected',
  },
  'zh-Hant-TW': {
    total: '已儲存',
    empty: '尚未儲存任何內容',
    emptyHint: '可從作品頁或閱讀器的「儲存」儲存各話。',
    episodes: '已儲存的各話',
    deleteEpisode: '刪除',
    deleteWork: '刪除此作品的所有儲存內容',
    storage: '儲存空間',
    storageUsage: '儲存空間使用量',
    storageUnknown: '正在確認使用量',
    storageNearlyFull: '可用空間不足，請刪除已讀完的內容。',
    persist: '保護儲存空間',
    persistHint: '若未保護，裝置可用空間不足時，瀏覽器可能會刪除已儲存的內容。',
    persisted: '儲存空間已受保護',
  },
};

/** `すべて削除` on 保存済み, and its inline confirmation (never `window.confirm`). */
export const DELETE_ALL_SAVED_TEXT = {
  open: 'すべて削除',
  question: '保存したエピソードをすべて削除しますか？',
  confirm: '削除する',
  cancel: 'キャンセル',
} as const;

/** Every key of {@link DELETE_ALL_SAVED_TEXT}, in one interface language. */
export type DeleteAllSavedText = { readonly [Key in keyof typeof DELETE_ALL_SAVED_TEXT]: string };

/** {@link DELETE_ALL_SAVED_TEXT} in every interface language. */
export const DELETE_ALL_SAVED_TEXTS: Readonly<Record<UiLocale, DeleteAllSavedText>> = {
  ja: DELETE_ALL_SAVED_TEXT,
  en: {
    open: 'Remove all',
    question: 'Remove all saved chapters?',
    confirm: 'Remove',
    cancel: 'Cancel',
  },
  'zh-Hant-TW': {
    open: '全部刪除',
    question: '要刪除所有已儲存的內容嗎？',
    confirm: '刪除',
    cancel: '取消',
  },
};

/**
 * How many episodes are saved and their size: `3件・15.9 MB` (件, since `3話` reads as the
 * third episode); `3 chapters · 15.9 MB`, `共3話 · 15.9 MB`.
 *
 * @example
 * savedCountText(3, 15_900_000); //=> '3件・15.9 MB'
 * savedCountText(1, 5_300_000, 'en'); //=> '1 chapter · 5.3 MB'
 */
export function savedCountText(count: number, bytes: number, locale: UiLocale = 'ja'): string {
  const episodes = formatCount(count);
  const size = formatBytes(bytes);
  switch (locale) {
    case 'en':
      return `${episodes} ${count === 1 ? 'chapter' : 'chapters'} · ${size}`;
    case 'zh-Hant-TW':
      return `共${episodes}話 · ${size}`;
    default:
      return `${episodes}件・${size}`;
  }
}

/**
 * The site's storage use as 保存済み shows it, from `storageQuotaView`: `12.3 MB / 1.2 GB
 * 使用中（2%）`, or `12.3 MB 使用中` without a quota (`12.3 MB of 1.2 GB used (2%)`,
 * `已使用 12.3 MB / 1.2 GB（2%）`).
 *
 * @example
 * storageSummaryText({ usedText: '12.3 MB', quotaText: '1.2 GB', usedPercent: 2 });
 * //=> '12.3 MB / 1.2 GB 使用中（2%）'
 * storageSummaryText({ usedText: '12.3 MB', quotaText: null, usedPercent: null }, 'en');
 * //=> '12.3 MB used'
 */
export function storageSummaryText(
  {
    usedText,
    quotaText,
    usedPercent,
  }: Pick<StorageQuotaView, 'usedText' | 'quotaText' | 'usedPercent'>,
  locale: UiLocale = 'ja',
): string {
  const percent = usedPercent ?? 0;
  switch (locale) {
    case 'en':
      return quotaText === null
        ? `${usedText} used`
        : `${usedText} of ${quotaText} used (${percent}%)`;
    case 'zh-Hant-TW':
      return quotaText === null
        ? `已使用 ${usedText}`
        : `已使用 ${usedText} / ${quotaText}（${percent}%）`;
    default:
      return quotaText === null
        ? `${usedText} 使用中`
        : `${usedText} / ${quotaText} 使用中（${percent}%）`;
  }
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
 * deleteLibraryEpisodeText('Seaside Town', 'Chapter 2', 'en'); //=> 'Remove “Seaside Town Chapter 2”'
 */
export function deleteLibraryEpisodeText(
  workTitle: string,
  episodeTitle: string,
  locale: UiLocale = 'ja',
): string {
  const { deleteEpisode } = SAVED_LIBRARY_TEXTS[locale];
  switch (locale) {
    case 'en':
      return `${deleteEpisode} “${workTitle} ${episodeTitle}”`;
    case 'zh-Hant-TW':
      return `${deleteEpisode}「${workTitle} ${episodeTitle}」`;
    default:
      return `『${workTitle} ${episodeTitle}』を${deleteEpisode}`;
  }
}

/** The auto-keep setting of signed-in readers. */
export const AUTO_KEEP_TEXT = {
  /** The setting's heading on 保存済み (the app's `<h2>`). */
  heading: '自動保存',
  enable: 'フォロー中の作品の最新話を自動で保存する',
  limit: '保存の上限',
  hint: '上限に収まるだけ、新しい話から保存します。手動で保存した話は上限に含まれません。',
} as const;

/** Every key of {@link AUTO_KEEP_TEXT}, in one interface language. */
export type AutoKeepText = { readonly [Key in keyof typeof AUTO_KEEP_TEXT]: string };

/** {@link AUTO_KEEP_TEXT} in every interface language. */
export const AUTO_KEEP_TEXTS: Readonly<Record<UiLocale, AutoKeepText>> = {
  ja: AUTO_KEEP_TEXT,
  en: {
    heading: 'Auto-save',
    enable: 'Automatically save the latest chapters of series you follow',
    limit: 'Storage limit',
    hint: 'Saves the newest chapters first, as many as fit in the limit. Chapters you save yourself don’t count toward it.',
  },
  'zh-Hant-TW': {
    heading: '自動儲存',
    enable: '自動儲存追蹤中作品的最新話',
    limit: '儲存上限',
    hint: '在上限範圍內，從最新一話開始依序儲存。手動儲存的內容不計入上限。',
  },
};

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

/** Every key of {@link INSTALL_PROMPT_TEXT}, in one interface language. */
export type InstallPromptText = { readonly [Key in keyof typeof INSTALL_PROMPT_TEXT]: string };

/** {@link INSTALL_PROMPT_TEXT} in every interface language. */
export const INSTALL_PROMPT_TEXTS: Readonly<Record<UiLocale, InstallPromptText>> = {
  ja: INSTALL_PROMPT_TEXT,
  en: {
    region: 'Add to Home Screen',
    message: 'Add this site to your Home Screen to read it like an app',
    install: 'Add',
    dismiss: 'Not now',
  },
  'zh-Hant-TW': {
    region: '加入主畫面',
    message: '加入主畫面，就能像 App 一樣閱讀',
    install: '加入',
    dismiss: '暫時不要',
  },
};
