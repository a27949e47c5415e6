import type { NewComic } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import type { ReactNode } from 'react';
import { EMPTY_VOLUMES_TEXT, MORE_TEXT } from '../text';
import { ListSection } from './ListSection';
import { SkeletonList } from './SkeletonList';
import type { LinkComponent } from './types';
import { VolumeTile } from './VolumeTile';
import { WorkTileSkeleton } from './WorkTileSkeleton';

export interface VolumeGridProps {
  /** Released volumes with their works, newest first (`NewComicPage.items`). */
  items: readonly NewComic[];
  /** The current time: release dates within 30 days of it (in Japan) are red. */
  now: Date;
  /** URL of a volume's tile; its work's detail page (`/detail/{code}`) by default. */
  volumeHref?: (item: NewComic) => string;
  /** Visible heading; the section is a region named by it. */
  heading?: string;
  headingLevel?: number;
  /** Id of the section; with a heading, the section is named through the heading's id. */
  id?: string;
  /** A link beside the heading to the full list (`もっと見る`). */
  moreHref?: string;
  moreLabel?: string;
  /** Show skeleton tiles instead of the volumes. */
  loading?: boolean;
  /** How many skeleton tiles stand in while loading. */
  skeletonCount?: number;
  /** Shown when there are no volumes. */
  emptyLabel?: string;
  /** How many leading covers load at once rather than lazily (the first screen). */
  priorityCount?: number;
  /** Under the grid: a `Pager`, for one. */
  footer?: ReactNode;
  linkComponent?: LinkComponent;
  imageBaseUrl?: string;
  coverSizes?: string;
  className?: string;
}

/**
 * Released comic volumes in the work grid's layout (3 columns on phones, 6 from 768px): cover,
 * volume title, work title and release date (red within 30 days), each leading to its work.
 * `コミックスがありません` when empty, skeleton tiles while loading. The new-release pages
 * (`/release`, a label's `/release`) and a label's magazine page use it. Server-renderable.
 *
 * @example
 * <VolumeGrid heading="新刊" items={page.items} now={now} footer={<Pager … />} linkComponent={Link} />
 */
export function VolumeGrid({
  items,
  now,
  volumeHref = (item) => workPath(item.work.code),
  heading,
  headingLevel = 2,
  id,
  moreHref,
  moreLabel = MORE_TEXT,
  loading = false,
  skeletonCount = 12,
  emptyLabel = EMPTY_VOLUMES_TEXT,
  priorityCount = 0,
  footer,
  linkComponent: Link = 'a',
  imageBaseUrl = '',
  coverSizes,
  className,
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
              linkComponent={Link}
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
    <ListSection
      heading={heading}
      headingLevel={headingLevel}
      id={id}
      className={className}
      loading={loading}
      moreHref={moreHref}
      moreLabel={moreLabel}
      linkComponent={Link}
      footer={footer}
    >
      {body}
    </ListSection>
  );
}
