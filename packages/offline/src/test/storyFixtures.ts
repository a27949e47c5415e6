// Saved libraries for stories and the component tests: works with Japanese titles, episodes of
// realistic sizes (a 20-page episode at 1080 px WebP is about 5.3 MB), built with the saved
// episode fixture so every record is one `savedEpisodeOf` would make.

import { BYTES_PER_MB } from '../formatBytes';
import { groupSavedLibrary, type SavedEpisode, type SavedLibraryView } from '../savedLibrary';
import { type StorageQuotaView, storageQuotaView } from '../storageQuota';
import { buildSavedEpisode } from './fixtures';

const WORKS = [
  { workId: 11, workTitle: '海辺の町のパン屋さん' },
  { workId: 12, workTitle: '異世界でのんびり農家を始めました〜スローライフは突然に〜' },
  { workId: 13, workTitle: '放課後の天文部' },
] as const;

/**
 * Episode `no` of story work `work` (0-2), saved `hoursAgo` before 2024-06-15 noon in Japan;
 * `workTitle` and `title` replace the Japanese titles (as a work translated for /en is titled).
 */
function savedEpisode(
  work: 0 | 1 | 2,
  no: number,
  {
    subTitle = null,
    megabytes = 5.3,
    hoursAgo = 0,
    origin = 'manual',
    workTitle = WORKS[work].workTitle,
    title = `第${no}話`,
  }: {
    subTitle?: string | null;
    megabytes?: number;
    hoursAgo?: number;
    origin?: SavedEpisode['origin'];
    workTitle?: string;
    title?: string;
  } = {},
): SavedEpisode {
  const { workId } = WORKS[work];
  return buildSavedEpisode(no, {
    workId,
    workTitle,
    title,
    subTitle,
    bytes: Math.round(megabytes * BYTES_PER_MB),
    savedAt: new Date(Date.parse('2024-06-15T12:00:00+09:00') - hoursAgo * 3_600_000).toISOString(),
    origin,
  });
}

/** One work, two episodes. */
export const ONE_WORK_LIBRARY: readonly SavedEpisode[] = [
  savedEpisode(0, 1, { subTitle: '朝いちばんのクロワッサン', megabytes: 5.3, hoursAgo: 3 }),
  savedEpisode(0, 2, { subTitle: '雨の日の来客', megabytes: 6.1, hoursAgo: 2 }),
];

/** Three works, one with a long title, one kept by auto-keep. */
export const SEVERAL_WORKS_LIBRARY: readonly SavedEpisode[] = [
  ...ONE_WORK_LIBRARY,
  savedEpisode(1, 12, { subTitle: '初めての収穫祭', megabytes: 7.8, hoursAgo: 1 }),
  savedEpisode(1, 13, { megabytes: 8.2, hoursAgo: 0, origin: 'auto' }),
  savedEpisode(2, 5, { subTitle: '流星群の夜', megabytes: 4.4, hoursAgo: 30 }),
];

/**
 * Two works titled in English, as the /en group's works are: with them the saved list has no
 * Japanese but its own words.
 */
export const ENGLISH_TITLES_LIBRARY: readonly SavedEpisode[] = [
  savedEpisode(0, 1, {
    workTitle: 'The Seaside Bakery',
    title: 'Chapter 1',
    subTitle: 'Morning Croissants',
    hoursAgo: 3,
  }),
  savedEpisode(0, 2, { workTitle: 'The Seaside Bakery', title: 'Chapter 2', megabytes: 6.1 }),
  savedEpisode(2, 5, {
    workTitle: 'After-School Astronomy Club',
    title: 'Chapter 5',
    megabytes: 4.4,
    hoursAgo: 30,
  }),
];

/** The same works titled in Traditional Chinese, as the /tw group's works are. */
export const CHINESE_TITLES_LIBRARY: readonly SavedEpisode[] = [
  savedEpisode(0, 1, {
    workTitle: '海邊小鎮的麵包店',
    title: '第1話',
    subTitle: '清晨的可頌',
    hoursAgo: 3,
  }),
  savedEpisode(0, 2, { workTitle: '海邊小鎮的麵包店', title: '第2話', megabytes: 6.1 }),
  savedEpisode(2, 5, { workTitle: '放學後的天文社', title: '第5話', megabytes: 4.4, hoursAgo: 30 }),
];

export const ONE_WORK_VIEW: SavedLibraryView = groupSavedLibrary(ONE_WORK_LIBRARY);
export const ENGLISH_TITLES_VIEW: SavedLibraryView = groupSavedLibrary(ENGLISH_TITLES_LIBRARY);
export const CHINESE_TITLES_VIEW: SavedLibraryView = groupSavedLibrary(CHINESE_TITLES_LIBRARY);
export const SEVERAL_WORKS_VIEW: SavedLibraryView = groupSavedLibrary(SEVERAL_WORKS_LIBRARY);
export const EMPTY_VIEW: SavedLibraryView = groupSavedLibrary([]);

/** A phone with room to spare: 45.2 MB of 1.2 GB. */
export const ROOMY_QUOTA: StorageQuotaView = storageQuotaView({
  usage: 45_200_000,
  quota: 1_200_000_000,
});

/** A phone nearly full: 286 MB of 300 MB (96%). */
export const NEARLY_FULL_QUOTA: StorageQuotaView = storageQuotaView({
  usage: 286_000_000,
  quota: 300_000_000,
});

/** A browser that gives no quota. */
export const NO_QUOTA: StorageQuotaView = storageQuotaView({ usage: 45_200_000 });

/** The app's paths, as it passes them (`/viewer/{code}`, `/detail/{code}`). */
export const storyEpisodeHref = (code: string) => `/viewer/${code}`;
export const storyWorkHref = (code: string) => `/detail/${code}`;
