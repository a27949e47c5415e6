import { isWithinDays } from './isWithinDays';
import { type DateInput, parseDate } from './parseDate';

/** How many days a release date stays highlighted (shown in red in the comics tab). */
export const RECENT_RELEASE_DAYS = 30;

/**
 * Tells whether a release date is recent: {@link isWithinDays} with
 * {@link RECENT_RELEASE_DAYS}, so future releases count too. Unlike `isWithinDays`, an
 * invalid or "no date" release date gives `false` instead of throwing.
 *
 * @throws {DateComparisonError} when `now` is an invalid `Date`.
 *
 * @example
 * isRecentRelease('2024-01-02', new Date('2024-02-01T12:00:00+09:00')); //=> true
 */
export function isRecentRelease(date: DateInput, now: Date = new Date()): boolean {
  const release = parseDate(date);
  return release !== null && isWithinDays(release, RECENT_RELEASE_DAYS, now);
}
