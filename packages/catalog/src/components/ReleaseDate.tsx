import { formatDate, isRecentRelease } from '@cw/dates';
import { RELEASE_DATE_SUFFIX_TEXT } from '../text';

export interface ReleaseDateProps {
  /** The volume's release date as the API writes it. */
  release: string;
  /** The current time: the date is red within 30 days of it (in Japan). */
  now: Date;
}

/**
 * A volume's release date on its tile, `yyyy/MM/dd発売` (the day in Japan), red within 30 days
 * of `now` and gray after (`isRecentRelease` of @cw/dates, the rule the work page's volumes
 * follow too); nothing when the date cannot be shown (unreadable, or year 9999).
 *
 * @example
 * <ReleaseDate release={volume.release} now={now} />
 */
export function ReleaseDate({ release, now }: ReleaseDateProps) {
  const date = formatDate(release);
  if (date === '') return null;
  const tone = isRecentRelease(release, now) ? 'recent' : 'past';
  return (
    <p className={`cw-cat-release cw-cat-release--${tone}`} data-tone={tone}>
      <time dateTime={release}>{`${date}${RELEASE_DATE_SUFFIX_TEXT}`}</time>
    </p>
  );
}
