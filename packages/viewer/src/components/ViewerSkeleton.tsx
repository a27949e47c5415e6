import type { ScrollType } from '@cw/api-client/schemas';
import { Skeleton } from '@cw/ui';
import { VIEWER_LABELS } from '../viewerLabels';

export interface ViewerSkeletonProps {
  /** `vsc` draws a strip; paged works draw a page (two side by side on wide screens). */
  scrollType?: ScrollType;
}

/**
 * The viewer while its manifest loads: the dark reading surface with page-shaped
 * placeholders, `aria-busy` and named '読み込み中'. Same box as the `Viewer`, so nothing
 * moves when it arrives.
 *
 * @example
 * if (query.isPending) return <ViewerSkeleton scrollType={work.scrollType} />;
 */
export function ViewerSkeleton({ scrollType = 'rtl' }: ViewerSkeletonProps) {
  const vertical = scrollType === 'vsc';
  return (
    <div
      className="cw-viewer cw-viewer-skeleton"
      role="status"
      aria-busy="true"
      aria-label={VIEWER_LABELS.loading}
      data-testid="viewer-skeleton"
      data-layout={vertical ? 'vertical' : 'paged'}
    >
      {vertical ? (
        <div className="cw-viewer-skeleton__strip">
          <Skeleton className="cw-viewer-skeleton__strip-page" />
          <Skeleton className="cw-viewer-skeleton__strip-page" />
        </div>
      ) : (
        <div className="cw-viewer-skeleton__spread">
          <Skeleton className="cw-viewer-skeleton__page cw-viewer-skeleton__page--second" />
          <Skeleton className="cw-viewer-skeleton__page" />
        </div>
      )}
    </div>
  );
}
