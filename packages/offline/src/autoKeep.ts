import type { Episode, ScrollType, WorkSummary } from '@cw/contract/schemas';
import { parseDate } from '@cw/dates';
import { isRecord } from '@cw/domain';
import type { PageImageFormat } from './episodeResources';
import { megabytesToBytes } from './formatBytes';
import { episodeSaveability } from './saveability';
import { type LibraryDeletionPlan, removeEpisodes, type SavedEpisode } from './savedLibrary';
import { estimateEpisodeBytes } from './sizeEstimate';
import { parseJson } from './storedValues';

/** Local storage key of the auto-keep setting. */
export const AUTO_KEEP_SETTING_STORAGE_KEY = 'cw-offline--auto-keep';

/** Limits the setting offers, in MB. */
export const AUTO_KEEP_LIMITS_MB = [100, 200, 500, 1000] as const;

/** The reader's auto-keep setting: off by default, with a limit in MB for what it keeps. */
export interface AutoKeepSetting {
  readonly enabled: boolean;
  readonly limitMb: number;
}

/** The setting of a reader who never chose: off, 200 MB once turned on. */
export const DEFAULT_AUTO_KEEP_SETTING: AutoKeepSetting = Object.freeze({
  enabled: false,
  limitMb: 200,
});

/**
 * The stored text of the setting.
 *
 * @example
 * localStorage.setItem(AUTO_KEEP_SETTING_STORAGE_KEY, serializeAutoKeepSetting({ enabled: true, limitMb: 500 }));
 */
export function serializeAutoKeepSetting(setting: AutoKeepSetting): string {
  return JSON.stringify({ enabled: setting.enabled, limitMb: setting.limitMb });
}

/**
 * Reads the stored setting; anything unreadable, or a limit the setting does not offer, gives
 * the default (off). Never throws.
 *
 * @example
 * parseAutoKeepSetting('{"enabled":true,"limitMb":500}'); //=> { enabled: true, limitMb: 500 }
 * parseAutoKeepSetting('garbage'); //=> { enabled: false, limitMb: 200 }
 */
export function parseAutoKeepSetting(text: string | null | undefined): AutoKeepSetting {
  const data = parseJson(text);
  if (
    !isRecord(data) ||
    typeof data.enabled !== 'boolean' ||
    !(AUTO_KEEP_LIMITS_MB as readonly unknown[]).includes(data.limitMb)
  ) {
    return DEFAULT_AUTO_KEEP_SETTING;
  }
  return { enabled: data.enabled, limitMb: data.limitMb as number };
}

/** Followed works auto-keep looks at (the most recently followed first). */
export const AUTO_KEEP_WORKS = 20;
/** Newest episodes of each followed work considered. */
export const AUTO_KEEP_EPISODES_PER_WORK = 3;

/** A followed work's detail as the app fetched it, its episodes oldest first. */
export interface FollowedWorkDetail {
  readonly work: AutoKeepCandidate['work'] & {
    readonly internal: { readonly scrollType: ScrollType };
  };
  readonly episodes: readonly Episode[];
}

/**
 * What auto-keep considers, from the details of the reader's latest {@link AUTO_KEEP_WORKS}
 * followed works: the newest {@link AUTO_KEEP_EPISODES_PER_WORK} episodes of each (the last of
 * its episode list), with how the work's pages turn. {@link planAutoKeep} chooses among them.
 *
 * @example
 * const followed = await client.getFollowedSeries({ page: 1, perPage: AUTO_KEEP_WORKS });
 * autoKeepCandidates(await Promise.all(followed.items.map(({ work }) => client.getWorkDetail({ workCode: work.code }))));
 * //=> [{ work, episode: 第99話, scrollType: 'rtl' }, { work, episode: 第100話, … }, …]
 */
export function autoKeepCandidates(details: readonly FollowedWorkDetail[]): AutoKeepCandidate[] {
  return details.flatMap(({ work, episodes }) =>
    episodes
      .slice(-AUTO_KEEP_EPISODES_PER_WORK)
      .map((episode) => ({ work, episode, scrollType: work.internal.scrollType })),
  );
}

/** A newest episode of a followed work, as the app fetched it (full episode fields). */
export interface AutoKeepCandidate {
  readonly work: Pick<WorkSummary, 'id' | 'code' | 'title'>;
  readonly episode: Episode;
  /** How the work's pages turn (`work.internal.scrollType`): strips take fewer bytes a page. */
  readonly scrollType?: ScrollType;
}

/** A candidate to save, with the bytes it is expected to take. */
export interface AutoKeepAddition extends AutoKeepCandidate {
  readonly estimatedBytes: number;
}

/** What auto-keep does now. */
export interface AutoKeepPlan {
  /** Episodes to save (origin `auto`), newest first. */
  readonly add: readonly AutoKeepAddition[];
  /** Auto-kept episodes to delete, with the library left and their caches. */
  readonly evict: LibraryDeletionPlan;
  /** Bytes auto-kept once the plan is carried out (measured for saved, estimated for added). */
  readonly keptBytes: number;
  readonly limitBytes: number;
}

/** Inputs of {@link planAutoKeep}. */
export interface AutoKeepInput {
  readonly setting: AutoKeepSetting;
  /** Auto-keep is for signed-in readers (it follows their followed works). */
  readonly signedIn: boolean;
  /** The newest episodes of each followed work; duplicates are taken once. */
  readonly candidates: readonly AutoKeepCandidate[];
  readonly library: readonly SavedEpisode[];
  /** How this device saves pages, to estimate candidates not saved yet. */
  readonly width: number;
  readonly format: PageImageFormat;
  readonly now: Date;
}

/**
 * Which followed works' newest episodes to keep saved, and which auto-kept ones to let go.
 *
 * - Off (the default) or signed out: nothing is added and nothing is evicted; what was kept
 *   stays until it expires or the reader deletes it (sign-out clears it anyway).
 * - Candidates that cannot be saved (store-only, ended, expired) are skipped; episodes the
 *   reader saved by hand are already on the device, take nothing from the limit and are
 *   never evicted.
 * - Newest first (by `updateDate`, then episode number), each candidate is kept when it fits
 *   in what is left of the limit, so the auto-kept total never exceeds it; one too large is
 *   passed over for older, smaller ones. Saved ones count their measured bytes, others
 *   their estimate ({@link estimateEpisodeBytes} from the page count).
 * - Auto-kept episodes no longer chosen (a work unfollowed, a newer episode out, the limit
 *   lowered, the episode ended) are evicted.
 *
 * @example
 * planAutoKeep({ setting: { enabled: true, limitMb: 200 }, signedIn: true, candidates, library, width: 1080, format: 'webp', now });
 * //=> { add: [{ episode: 第101話, estimatedBytes: 2945960, … }], evict: { deleteCaches: [], … }, keptBytes: 2945960, limitBytes: 200000000 }
 */
export function planAutoKeep({
  setting,
  signedIn,
  candidates,
  library,
  width,
  format,
  now,
}: AutoKeepInput): AutoKeepPlan {
  const limitBytes = megabytesToBytes(setting.limitMb);
  const autoSaved = library.filter((episode) => episode.origin === 'auto');
  if (!setting.enabled || !signedIn) {
    return {
      add: [],
      evict: removeEpisodes(library, () => false),
      keptBytes: autoSaved.reduce((sum, episode) => sum + episode.bytes, 0),
      limitBytes,
    };
  }
  const savedByCode = new Map(library.map((episode) => [episode.episodeCode, episode]));
  const seen = new Set<string>();
  const newestFirst = candidates
    .filter(({ episode }) => {
      if (seen.has(episode.code)) return false;
      seen.add(episode.code);
      return savedByCode.get(episode.code)?.origin !== 'manual';
    })
    .filter(({ episode }) => episodeSaveability(episode, now).saveable)
    .toSorted(compareNewestFirst);

  const kept = new Set<string>();
  const add: AutoKeepAddition[] = [];
  let keptBytes = 0;
  for (const candidate of newestFirst) {
    const saved = savedByCode.get(candidate.episode.code);
    const bytes =
      saved?.bytes ??
      estimateEpisodeBytes(
        { pageCount: candidate.episode.internal.pageCount, scrollType: candidate.scrollType },
        { width, format },
      ).bytes;
    if (keptBytes + bytes > limitBytes) continue;
    keptBytes += bytes;
    kept.add(candidate.episode.code);
    if (!saved) add.push({ ...candidate, estimatedBytes: bytes });
  }
  return {
    add,
    evict: removeEpisodes(
      library,
      (episode) => episode.origin === 'auto' && !kept.has(episode.episodeCode),
    ),
    keptBytes,
    limitBytes,
  };
}

function compareNewestFirst(a: AutoKeepCandidate, b: AutoKeepCandidate): number {
  const byDate = timeOf(b.episode.updateDate) - timeOf(a.episode.updateDate);
  if (byDate !== 0) return byDate;
  const byNumber = b.episode.internal.episodeNo - a.episode.internal.episodeNo;
  if (byNumber !== 0) return byNumber;
  return a.episode.code < b.episode.code ? -1 : a.episode.code > b.episode.code ? 1 : 0;
}

const timeOf = (date: string) => parseDate(date)?.getTime() ?? 0;
