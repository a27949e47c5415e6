import { Skeleton } from '@cw/ui';
import { clsx } from 'clsx';

export interface WorkTileSkeletonProps {
  /** The layout of the `WorkTile` it stands in for. */
  layout?: 'card' | 'row';
  className?: string;
}

/**
 * A loading `WorkTile`: a 5:7 cover and three text lines in the tile's shape, hidden from
 * assistive technology (the list around it is marked `aria-busy`).
 *
 * @example
 * <WorkTileSkeleton layout="row" />
 */
export function WorkTileSkeleton({ layout = 'card', className }: WorkTileSkeletonProps) {
  return (
    <div
      aria-hidden="true"
      className={clsx(
        'cw-cat-tile',
        layout === 'row' ? 'cw-cat-tile--row' : 'cw-cat-tile--card',
        'cw-cat-tile--skeleton',
        className,
      )}
    >
      <span className="cw-cat-tile__cover">
        <Skeleton shape="thumbnail" ratio="5:7" />
      </span>
      <div className="cw-cat-tile__body">
        <Skeleton shape="text" lines={3} />
      </div>
    </div>
  );
}
