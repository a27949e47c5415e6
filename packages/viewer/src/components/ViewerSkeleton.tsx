import type { ScrollType } from '@cw/api-client/schemas';
import { Skeleton } from '@cw/ui';
import { VIEWER_TEXT } from '../text';
import { storedLayoutScript } from './storedLayoutScript';

export interface ViewerSkeletonProps {
  /** `vsc` draws a strip; paged works draw a page (two side by side on wide screens). */
  scrollType?: ScrollType;
  /**
   * The work's code: in server HTML, an inline script then draws the shape of the reader's
   * stored direction for the work (縦読み chosen for a paged work draws a strip) before the
   * page is painted, so the skeleton does not change shape when the viewer arrives.
   */
  workCode?: string;
}

/**
 * The viewer while its manifest loads: the dark reading surface with page-shaped
 * placeholders, `aria-busy` and named '読み込み中'. Same box as the `Viewer`, so nothing
 * moves when it arrives.
 *
 * @example
 * if (start === null) return <ViewerSkeleton scrollType={work.scrollType} workCode={work.code} />;
 */
export function ViewerSkeleton({ scrollType = 'rtl', workCode }: ViewerSkeletonProps) {
  const vertical = scrollType === 'vsc';
  // Both shapes are drawn; the CSS shows the one `data-layout` names.
  return (
    <div
      className="cw-viewer cw-viewer-skeleton"
      role="status"
      aria-busy="true"
      aria-label={VIEWER_TEXT.loading}
      data-testid="viewer-skeleton"
      data-layout={vertical ? 'vertical' : 'paged'}
      // The server HTML's script may set the stored layout before hydration.
      suppressHydrationWarning
    >
      {workCode === undefined ? null : (
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script; the work code is escaped
          dangerouslySetInnerHTML={{ __html: storedLayoutScript(workCode, vertical) }}
        />
      )}
      <div className="cw-viewer-skeleton__strip">
        <Skeleton className="cw-viewer-skeleton__strip-page" />
        <Skeleton className="cw-viewer-skeleton__strip-page" />
      </div>
      <div className="cw-viewer-skeleton__spread">
        <Skeleton className="cw-viewer-skeleton__page cw-viewer-skeleton__page--second" />
        <Skeleton className="cw-viewer-skeleton__page" />
      </div>
    </div>
  );
}
