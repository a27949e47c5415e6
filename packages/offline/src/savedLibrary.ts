import type { ViewerManifest } from '@cw/contract/schemas';
import { isRecord } from '@cw/domain';
import { episodeCacheName, type PageImageFormat } from './episodeResources';
import { isCode, isCount, isId, isText, parseJson } from './storedValues';

/** Local storage key of the saved library (one record per saved episode). */
export const SAVED_LIBRARY_STORAGE_KEY = 'cw-offline--library';

/**
 * How an episode came to be saved: by the reader's 保存, or by auto-keep of followed works.
 * Auto-keep only ever evicts its own; saving an auto-kept episode by hand makes it `manual`.
 */
export type SaveOrigin = 'manual' | 'auto';

/** One saved episode: what the saved list shows and what expiry and auto-keep need. */
export interface SavedEpisode {
  readonly episodeId: number;
  readonly episodeCode: string;
  readonly episodeNo: number;
  readonly title: string;
  readonly subTitle: string | null;
  readonly workId: number;
  readonly workCode: string;
  readonly workTitle: string;
  readonly pageCount: number;
  /** Page width and format saved (a later save on another screen may differ). */
  readonly width: number;
  readonly format: PageImageFormat;
  /** Bytes stored, as measured once saved. */
  readonly bytes: number;
  /** When it was saved (ISO 8601). */
  readonly savedAt: string;
  /** The episode's delivery period as the API sent it: `null` or year 9999 for no end. */
  readonly deliveryPeriod: string | null;
  readonly origin: SaveOrigin;
}

/**
 * The library record of an episode just saved from its manifest.
 *
 * @example
 * savedEpisodeOf(manifest, { width: 1080, format: 'webp', bytes: 5_300_000, origin: 'manual', now });
 * //=> { episodeCode: 'CW_000001_0002_E', workTitle: '作品1', bytes: 5300000, … }
 */
export function savedEpisodeOf(
  manifest: Pick<ViewerManifest, 'episode' | 'work' | 'pages'>,
  {
    width,
    format,
    bytes,
    origin,
    now,
  }: {
    readonly width: number;
    readonly format: PageImageFormat;
    readonly bytes: number;
    readonly origin: SaveOrigin;
    readonly now: Date;
  },
): SavedEpisode {
  const { episode, work } = manifest;
  return {
    episodeId: episode.id,
    episodeCode: episode.code,
    episodeNo: episode.internal.episodeNo,
    title: episode.title,
    subTitle: episode.subTitle,
    workId: work.id,
    workCode: work.code,
    workTitle: work.title,
    pageCount: manifest.pages.length,
    width,
    format,
    bytes,
    savedAt: now.toISOString(),
    deliveryPeriod: episode.deliveryPeriod,
    origin,
  };
}

/**
 * The library with `episode` saved: it replaces any record of the same episode. A manual save
 * stays manual when auto-keep saves the episode again.
 *
 * @example
 * withSavedEpisode(library, savedEpisodeOf(manifest, options)).length; //=> library.length + 1
 */
export function withSavedEpisode(
  library: readonly SavedEpisode[],
  episode: SavedEpisode,
): SavedEpisode[] {
  const previous = library.find((saved) => saved.episodeCode === episode.episodeCode);
  const origin = previous?.origin === 'manual' ? 'manual' : episode.origin;
  return [
    ...library.filter((saved) => saved.episodeCode !== episode.episodeCode),
    { ...episode, origin },
  ];
}

/** One work on 保存済み: its saved episodes in reading order and their size. */
export interface SavedWork {
  readonly workId: number;
  readonly workCode: string;
  readonly workTitle: string;
  readonly episodes: readonly SavedEpisode[];
  readonly bytes: number;
}

/** The saved list: works, most recently saved first, with the count and size of everything. */
export interface SavedLibraryView {
  readonly works: readonly SavedWork[];
  readonly episodeCount: number;
  readonly totalBytes: number;
}

/**
 * The saved episodes grouped by work for 保存済み: works ordered by their latest save (the
 * work saved last on top), episodes in episode order within a work, sizes per work and in all.
 *
 * @example
 * groupSavedLibrary(library);
 * //=> { works: [{ workTitle: '作品2', episodes: [...], bytes: 10600000 }, …], episodeCount: 3, totalBytes: 15900000 }
 */
export function groupSavedLibrary(library: readonly SavedEpisode[]): SavedLibraryView {
  const byWork = new Map<string, SavedEpisode[]>();
  for (const episode of library) {
    const episodes = byWork.get(episode.workCode) ?? [];
    episodes.push(episode);
    byWork.set(episode.workCode, episodes);
  }
  const latestSave = (episodes: readonly SavedEpisode[]) =>
    Math.max(...episodes.map((episode) => Date.parse(episode.savedAt) || 0));
  const works = [...byWork.values()]
    .sort((a, b) => latestSave(b) - latestSave(a) || compareText(a[0]?.workCode, b[0]?.workCode))
    .map((episodes): SavedWork => {
      const sorted = episodes.toSorted(
        (a, b) => a.episodeNo - b.episodeNo || compareText(a.episodeCode, b.episodeCode),
      );
      const first = sorted[0] as SavedEpisode;
      return {
        workId: first.workId,
        workCode: first.workCode,
        workTitle: first.workTitle,
        episodes: sorted,
        bytes: sumBytes(sorted),
      };
    });
  return { works, episodeCount: library.length, totalBytes: sumBytes(library) };
}

/** What the reader deletes on 保存済み: one episode, one work, or everything. */
export type LibraryDeletion =
  | { readonly kind: 'episode'; readonly episodeCode: string }
  | { readonly kind: 'work'; readonly workCode: string }
  | { readonly kind: 'all' };

/** The library after a deletion, and the caches to delete with it. */
export interface LibraryDeletionPlan {
  readonly library: SavedEpisode[];
  readonly removed: readonly SavedEpisode[];
  readonly deleteCaches: readonly string[];
  readonly freedBytes: number;
}

/**
 * Deletes one episode, a work's episodes or all of them: the library left, the records
 * removed, the episode caches to delete and the bytes freed. Deleting what is not saved
 * changes nothing.
 *
 * @example
 * deleteFromLibrary(library, { kind: 'work', workCode: 'CW_000001_S' }).deleteCaches;
 * //=> ['cw-offline-episode-CW_000001_0002_E', 'cw-offline-episode-CW_000001_0003_E']
 */
export function deleteFromLibrary(
  library: readonly SavedEpisode[],
  deletion: LibraryDeletion,
): LibraryDeletionPlan {
  const matches = (episode: SavedEpisode) =>
    deletion.kind === 'all' ||
    (deletion.kind === 'episode' && episode.episodeCode === deletion.episodeCode) ||
    (deletion.kind === 'work' && episode.workCode === deletion.workCode);
  return removeEpisodes(library, matches);
}

/**
 * The library without the episodes `matches` picks, with their caches to delete.
 * Shared by deletion, expiry and auto-keep eviction.
 */
export function removeEpisodes(
  library: readonly SavedEpisode[],
  matches: (episode: SavedEpisode) => boolean,
): LibraryDeletionPlan {
  const removed = library.filter(matches);
  return {
    library: library.filter((episode) => !matches(episode)),
    removed,
    deleteCaches: removed.map((episode) => episodeCacheName(episode.episodeCode)),
    freedBytes: sumBytes(removed),
  };
}

/**
 * The stored text of a library.
 *
 * @example
 * localStorage.setItem(SAVED_LIBRARY_STORAGE_KEY, serializeLibrary(library));
 */
export function serializeLibrary(library: readonly SavedEpisode[]): string {
  return JSON.stringify({ version: 1, episodes: library });
}

/**
 * Reads a stored library; never throws. Records that are not valid are dropped one by one
 * (their caches then show up as orphans for the service worker to delete), duplicates keep
 * the last; unreadable text, another version or `null` give an empty library.
 *
 * @example
 * parseLibrary(localStorage.getItem(SAVED_LIBRARY_STORAGE_KEY)); //=> [{ episodeCode: 'CW_000001_0002_E', … }]
 * parseLibrary('{oops'); //=> []
 */
export function parseLibrary(text: string | null | undefined): SavedEpisode[] {
  const data = parseJson(text);
  if (!isRecord(data) || data.version !== 1 || !Array.isArray(data.episodes)) return [];
  const byCode = new Map<string, SavedEpisode>();
  for (const value of data.episodes) {
    const episode = readSavedEpisode(value);
    if (episode) {
      byCode.delete(episode.episodeCode);
      byCode.set(episode.episodeCode, episode);
    }
  }
  return [...byCode.values()];
}

function readSavedEpisode(value: unknown): SavedEpisode | null {
  if (!isRecord(value)) return null;
  const v = value;
  const valid =
    isId(v.episodeId) &&
    isCode(v.episodeCode) &&
    isCount(v.episodeNo) &&
    isText(v.title) &&
    (v.subTitle === null || isText(v.subTitle)) &&
    isId(v.workId) &&
    isCode(v.workCode) &&
    isText(v.workTitle) &&
    isCount(v.pageCount) &&
    isId(v.width) &&
    (v.format === 'avif' || v.format === 'webp') &&
    isCount(v.bytes) &&
    typeof v.savedAt === 'string' &&
    !Number.isNaN(Date.parse(v.savedAt)) &&
    (v.deliveryPeriod === null || typeof v.deliveryPeriod === 'string') &&
    (v.origin === 'manual' || v.origin === 'auto');
  if (!valid) return null;
  return {
    episodeId: v.episodeId as number,
    episodeCode: v.episodeCode as string,
    episodeNo: v.episodeNo as number,
    title: v.title as string,
    subTitle: v.subTitle as string | null,
    workId: v.workId as number,
    workCode: v.workCode as string,
    workTitle: v.workTitle as string,
    pageCount: v.pageCount as number,
    width: v.width as number,
    format: v.format as PageImageFormat,
    bytes: v.bytes as number,
    savedAt: v.savedAt as string,
    deliveryPeriod: v.deliveryPeriod as string | null,
    origin: v.origin as SaveOrigin,
  };
}

export function sumBytes(episodes: readonly Pick<SavedEpisode, 'bytes'>[]): number {
  return episodes.reduce((sum, episode) => sum + episode.bytes, 0);
}

function compareText(a = '', b = ''): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
