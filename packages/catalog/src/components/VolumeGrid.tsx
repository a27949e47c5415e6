import type { NewComic } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import type { ReactNode } from 'react';
import { EMPTY_VOLUMES_TEXT } from '../text';
import { ListSection, type ListSectionProps } from './ListSection';
import { SkeletonList } from './SkeletonList';
import { VolumeTile } from './VolumeTile';
import { WorkTileSkeleton } from './WorkTileSkeleton';

export interface VolumeGridProps extends ListSectionProps {
  /** Released volumes with their works, newest first (`NewComicPage.items`). */
  items: readonly NewComic[];
  /** The current time: release dates within 30 days of it (in Japan) are red. */
  now: Date;
  /** URL of a volume's tile; its work's detail page (`/detail/{code}`) by default. */
  volumeHref?: (item: NewComic) => string;
  /** Show skeleton tiles instead of the volumes. */
  loading?: boolean;
  /** How many skeleton tiles stand in while loading. */
  skeletonCount?: number;
  /** Shown when there are no volumes. */
  emptyLabel?: string;
  /** How many leading covers load at once rather than lazily (the first screen). */
  priorityCount?: number;
  imageBaseUrl?: string;
  coverSizes?: string;
}

/**
 * Released comic volumes in the work grid's layout (3 columns on phones, 6 from 768px): cover,
 * volume title, work title and release date (red within 30 days), each leading to its work.
 * `コミックスがありません` when empty, skeleton tiles while loading. The new-release pages
 * (`/release`, a label's `/release`) and a label's magazine page use it. Server-renderable.
 *
 * @example
 * <VolumeGrid
 *   heading="新刊"
 *   items={page.items}
 *   now={now}
 * />
 */
export function VolumeGrid({
  items,
  now,
  volumeHref = (item) => workPath(item.work.code),
  loading = false,
  skeletonCount = 12,
  emptyLabel = EMPTY_VOLUMES_TEXT,
  priorityCount = 0,
  imageBaseUrl = '',
  coverSizes,
  ...section
}: VolumeGridProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <SkeletonList
        listClassName="cw-cat-grid"
        itemClassName="cw-cat-grid__item"
        count={skeletonCount}
      >
        <WorkTileSkeleton />
      </SkeletonList>
    );
  } else if (items.length === 0) {
    body = <p className="cw-cat-empty">{emptyLabel}</p>;
  } else {
    body = (
      <ul className="cw-cat-grid">
        {items.map((item, index) => (
          <li key={item.volume.id} className="cw-cat-grid__item">
            <VolumeTile
              item={item}
              now={now}
              href={volumeHref(item)}
              priority={index < priorityCount}
              imageBaseUrl={imageBaseUrl}
              coverSizes={coverSizes}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ListSection {...section} loading={loading}>
      {body}
    </ListSection>
  );
}
