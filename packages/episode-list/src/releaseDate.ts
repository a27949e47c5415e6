import type { ComicVolume } from '@cw/contract/schemas';
import { formatDate, isRecentRelease } from '@cw/dates';
import { RELEASE_DATE_SUFFIX_TEXT } from './text';

/** Colour of a volume's release date: `recent` is red, `past` is gray. */
export type ReleaseDateTone = 'recent' | 'past';

/**
 * Red within 30 days of the release, gray after. Days are calendar days in Japan, so a
 * release exactly 30 days before today (in Japan) is still red and 31 days is gray; a future
 * release is red. An unreadable or "no date" release is gray.
 *
 * @example
 * releaseDateTone('2024-01-02T00:00:00+09:00', new Date('2024-02-01T12:00:00+09:00'));
 * //=> 'recent'
 */
export function releaseDateTone(release: ComicVolume['release'], now: Date): ReleaseDateTone {
  return isRecentRelease(release, now) ? 'recent' : 'past';
}

/**
 * The release date as shown: `yyyy/MM/dd発売`, the day taken in Japan. `null` when the date
 * cannot be shown (unreadable or year 9999), so no stray '発売' appears.
 *
 * @example
 * releaseDateText('2024-01-01T15:00:00Z'); //=> '2024/01/02発売'
 */
export function releaseDateText(release: ComicVolume['release']): string | null {
  const date = formatDate(release);
  return date === '' ? null : `${date}${RELEASE_DATE_SUFFIX_TEXT}`;
}
