import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { NewComic } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import { DESKTOP_MEDIA_QUERY, mediaImage, Thumbnail } from '@cw/ui';
import { clsx } from 'clsx';
import { ReleaseDate } from './ReleaseDate';

export interface VolumeTileProps {
  item: NewComic;
  /** The current time: the release date is red within 30 days of it (in Japan). */
  now: Date;
  /** Where the tile leads; the work's detail page (`/detail/{code}`) by default. */
  href?: string;
  /** Load the cover at once (the first tiles of a page), not lazily. */
  priority?: boolean;
  imageBaseUrl?: string;
  coverSizes?: string;
  className?: string;
}

const COVER_SIZES = `${DESKTOP_MEDIA_QUERY} 180px, 30vw`;

/**
 * One released volume in a grid: 5:7 cover, the volume title as the link (stretched over the
 * tile, as `WorkTile`'s), the work's title, and the release date `yyyy/MM/dd発売`, red within
 * 30 days (`ReleaseDate`). Server-renderable.
 *
 * @example
 * <VolumeTile item={newComic} now={now} />
 */
export function VolumeTile({
  item: { volume, work },
  now,
  href = workPath(work.code),
  priority = false,
  imageBaseUrl = '',
  coverSizes = COVER_SIZES,
  className,
}: VolumeTileProps) {
  const cover = mediaImage(volume.thumbnail, MEDIA_WIDTHS.volumes, imageBaseUrl);
  return (
    <div
      className={clsx('cw-cat-tile', 'cw-cat-tile--card', 'cw-cat-volume', className)}
      data-volume-id={volume.id}
    >
      <span className="cw-cat-tile__cover">
        <Thumbnail
          ratio="5:7"
          src={cover.src}
          sources={cover.sources}
          sizes={coverSizes}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </span>
      <div className="cw-cat-tile__body">
        <p className="cw-cat-tile__title">
          <a href={href} className="cw-cat-tile__link">
            {volume.title}
          </a>
        </p>
        <p className="cw-cat-volume__work">{work.title}</p>
        <ReleaseDate release={volume.release} now={now} />
      </div>
    </div>
  );
}
