import { parseDate } from '@cw/dates';
import { hasDeliveryEnded } from '@cw/domain';
import { type LibraryDeletionPlan, removeEpisodes, type SavedEpisode } from './savedLibrary';

/**
 * When a saved episode must leave the device: the end of its delivery period, read with
 * `@cw/dates` (a zone-less time is Japan time; `null`, year 9999 or an unreadable value mean
 * never).
 *
 * @example
 * savedEpisodeExpiry({ deliveryPeriod: '2024-03-31T23:59:59+09:00' }); //=> Date 2024-03-31T14:59:59.000Z
 */
export function savedEpisodeExpiry(episode: Pick<SavedEpisode, 'deliveryPeriod'>): Date | null {
  return parseDate(episode.deliveryPeriod);
}

/**
 * Whether a saved episode's delivery period has ended at `now` (`hasDeliveryEnded` of
 * `@cw/domain`): from the instant it ends, it may not be read, offline included.
 *
 * @example
 * isSavedEpisodeExpired({ deliveryPeriod: '2024-03-31T23:59:59+09:00' }, new Date('2024-04-01T00:00:00+09:00')); //=> true
 */
export function isSavedEpisodeExpired(
  episode: Pick<SavedEpisode, 'deliveryPeriod'>,
  now: Date,
): boolean {
  return hasDeliveryEnded(episode, now);
}

/**
 * Removes the episodes whose delivery period has ended at `now`: the library left and the
 * caches to delete. Run when the service worker or a page starts, and at {@link nextExpiry}.
 *
 * @example
 * removeExpiredEpisodes(library, now).deleteCaches; //=> ['cw-offline-episode-CW_000001_0002_E']
 */
export function removeExpiredEpisodes(
  library: readonly SavedEpisode[],
  now: Date,
): LibraryDeletionPlan {
  return removeEpisodes(library, (episode) => isSavedEpisodeExpired(episode, now));
}

/** The next instant saved episodes expire, and which. */
export interface NextExpiry {
  readonly at: Date;
  readonly episodeCodes: readonly string[];
}

/**
 * The next time saved episodes expire after `now`, for a timer (or the next service worker
 * wake-up) to remove them then; `null` when none will. Episodes already expired are not
 * counted: {@link removeExpiredEpisodes} handles them now.
 *
 * @example
 * nextExpiry(library, now); //=> { at: Date 2024-03-31T14:59:59.000Z, episodeCodes: ['CW_000001_0002_E'] }
 */
export function nextExpiry(library: readonly SavedEpisode[], now: Date): NextExpiry | null {
  let next: NextExpiry | null = null;
  for (const episode of library) {
    const end = savedEpisodeExpiry(episode);
    if (end === null || end.getTime() <= now.getTime()) continue;
    if (next === null || end.getTime() < next.at.getTime()) {
      next = { at: end, episodeCodes: [episode.episodeCode] };
    } else if (end.getTime() === next.at.getTime()) {
      next = { at: next.at, episodeCodes: [...next.episodeCodes, episode.episodeCode] };
    }
  }
  return next;
}

/** Longest delay `setTimeout` takes (2³¹ − 1 ms, ~24.8 days); longer ones fire at once. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/**
 * Milliseconds until the next expiry, capped for `setTimeout` (a capped timer just checks
 * again); `null` when nothing will expire.
 *
 * @example
 * msUntilNextExpiry(library, now); //=> 3600000
 */
export function msUntilNextExpiry(library: readonly SavedEpisode[], now: Date): number | null {
  const next = nextExpiry(library, now);
  if (next === null) return null;
  return Math.min(MAX_TIMER_DELAY_MS, next.at.getTime() - now.getTime());
}
