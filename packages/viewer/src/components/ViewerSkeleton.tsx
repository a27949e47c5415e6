'use client';

import type { ScrollType, ViewerPage } from '@cw/contract/schemas';
import { Skeleton, useUiLocale } from '@cw/ui';
import { VIEWER_TEXTS } from '../text';
import { PageImage } from './PageImage';
import { STRIP_SIZES, startPageSizes } from './pageSizes';
import { storedLayoutScript } from './storedLayoutScript';

/** The page a reader starts at, drawn in the skeleton so that it loads with the HTML. */
export interface ViewerSkeletonStart {
  page: ViewerPage;
  /** The page image's text alternative (`pageAltText`). */
  alt: string;
  /** Origin of the media service for root-relative page URLs; `''` keeps the page's origin. */
  imageBaseUrl?: string;
}

export interface ViewerSkeletonProps {
  /** `vsc` draws a strip; paged works draw a page (two side by side on wide screens). */
  scrollType?: ScrollType;
  /**
   * The work's code: in server HTML, an inline script then draws the shape of the reader's
   * stored direction for the work (縦読み chosen for a paged work draws a strip) before the
   * page is painted, so the skeleton does not change shape when the viewer arrives.
   */
  workCode?: string;
  /**
   * The page to start at, when known where the HTML is made: drawn in place of the
   * placeholders, the whole page on its own (at the top of the strip for vertical reading),
   * fetched first, so that the page a reader came for paints before any script has run.
   */
  start?: ViewerSkeletonStart;
}

/**
 * The viewer while it loads: the dark reading surface with page-shaped placeholders, or the
 * start page itself, `aria-busy` and named '読み込み中'. Same box as the `Viewer`, so nothing
 * moves when it arrives.
 *
 * @example
 * if (start === null) return <ViewerSkeleton scrollType={work.scrollType} workCode={work.code} />;
 */
export function ViewerSkeleton({ scrollType = 'rtl', workCode, start }: ViewerSkeletonProps) {
  const vertical = scrollType === 'vsc';
  const text = VIEWER_TEXTS[useUiLocale()];
  // Both shapes are drawn; the CSS shows the one `data-layout` names.
  return (
    <div
      className="cw-viewer cw-viewer-skeleton"
      role="status"
      aria-busy="true"
      aria-label={text.loading}
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
      {start === undefined ? (
        <>
          <div className="cw-viewer-skeleton__strip">
            <Skeleton className="cw-viewer-skeleton__strip-page" />
            <Skeleton className="cw-viewer-skeleton__strip-page" />
          </div>
          <div className="cw-viewer-skeleton__spread">
            <Skeleton className="cw-viewer-skeleton__page cw-viewer-skeleton__page--second" />
            <Skeleton className="cw-viewer-skeleton__page" />
          </div>
        </>
      ) : (
        <div className="cw-viewer-skeleton__start" data-page={start.page.index + 1}>
          <PageImage
            page={start.page}
            alt={start.alt}
            sizes={vertical ? STRIP_SIZES : startPageSizes(start.page)}
            imageBaseUrl={start.imageBaseUrl ?? ''}
            fetchPriority="high"
          />
        </div>
      )}
    </div>
  );
}
