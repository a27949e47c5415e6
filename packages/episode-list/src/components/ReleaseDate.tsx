import type { ComicVolume } from '@cw/contract/schemas';
import { releaseDateText, releaseDateTone } from '../releaseDate';

/** Class of the release date by tone: red within 30 days, gray after. */
export const RELEASE_TONE_CLASS_NAMES = {
  recent: 'cw-el-release--recent',
  past: 'cw-el-release--past',
} as const;

/**
 * A volume's release date, `yyyy/MM/dd発売`, red within 30 days of `now` and gray after;
 * nothing when the date cannot be shown.
 *
 * @example
 * <ReleaseDate release={volume.release} now={now} />
 */
export function ReleaseDate({ release, now }: { release: ComicVolume['release']; now: Date }) {
  const label = releaseDateText(release);
  if (label === null) return null;
  const tone = releaseDateTone(release, now);
  return (
    <p className={`cw-el-release ${RELEASE_TONE_CLASS_NAMES[tone]}`} data-tone={tone}>
      <time dateTime={release}>{label}</time>
    </p>
  );
}
