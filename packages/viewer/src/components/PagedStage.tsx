'use client';

import type { ViewerPage } from '@cw/contract/schemas';
import { useUiLocale } from '@cw/ui';
import { memo, type ReactNode, useRef } from 'react';
import type { Viewport } from '../chooseLayoutMode';
import { type PageView, spreadDisplayOrder } from '../layoutSpreads';
import { fitView, pageSizesAtZoom } from '../pageImages';
import { pageAltText } from '../text';
import { PageImage } from './PageImage';
import { startPageSizes } from './pageSizes';
import type { PagePreloader } from './usePagePreloader';
import { usePointerGestures } from './usePointerGestures';
import { useViewZoom } from './useViewZoom';
import { useWheelGestures } from './useWheelGestures';

export interface PagedStageProps {
  views: readonly PageView[];
  pages: readonly ViewerPage[];
  /** The view on screen; `views.length` for the end panel. */
  currentView: number;
  /** Pages of the preload window: the views holding them are mounted, with their images. */
  loadPages: ReadonlySet<number>;
  scrollType: 'ltr' | 'rtl';
  viewport: Viewport;
  /** Episode title, for the pages' alternative text. */
  title: string;
  imageBaseUrl: string;
  preloader: PagePreloader;
  onTurn: (action: 'next' | 'previous') => void;
  onToggleControls: () => void;
  endPanel: ReactNode;
}

/**
 * Paged reading (`rtl`, `ltr`): the views of the preload window stacked on the stage, the
 * current one visible, and the end panel after the last. Takes the pointer gestures (taps by
 * zone, swipes, pinch and double tap zoom, drag to pan while zoomed: `usePointerGestures`) and
 * the wheel (turns, Ctrl+wheel zoom at the pointer: `useWheelGestures`). A spread zooms as one
 * (`useViewZoom`): the transform sits on the view.
 */
export function PagedStage(props: PagedStageProps) {
  const { views, pages, currentView, loadPages, scrollType, viewport, endPanel } = props;
  const surfaceRef = useRef<HTMLDivElement>(null);
  const viewZoom = useViewZoom({ surfaceRef, views, pages, currentView, viewport });
  const { zoom, zoomed } = viewZoom;
  const atEnd = currentView >= views.length;
  const gestures = { surfaceRef, zoom: viewZoom, scrollType, atEnd, onTurn: props.onTurn };
  useWheelGestures({ ...gestures, viewport });
  const pointerHandlers = usePointerGestures({
    ...gestures,
    width: viewport.width,
    onToggleControls: props.onToggleControls,
  });
  const mounted = views.flatMap((view, index) =>
    index === currentView || view.pages.some((page) => loadPages.has(page)) ? [index] : [],
  );

  return (
    <div
      ref={surfaceRef}
      className="cw-viewer-paged"
      data-zoomed={zoomed ? 'true' : 'false'}
      onPointerDown={pointerHandlers.onPointerDown}
      onPointerMove={pointerHandlers.onPointerMove}
      onPointerUp={pointerHandlers.onPointerUp}
      onPointerCancel={pointerHandlers.onPointerCancel}
    >
      {mounted.map((index) => {
        const view = views[index] as PageView;
        const active = index === currentView;
        return (
          <PagedView
            key={view.pages.join('-')}
            view={view}
            index={index}
            active={active}
            pages={pages}
            scrollType={scrollType}
            viewportWidth={viewport.width}
            viewportHeight={viewport.height}
            title={props.title}
            imageBaseUrl={props.imageBaseUrl}
            preloader={props.preloader}
            zoomScale={active ? zoom.scale : 1}
            transform={
              active && zoomed
                ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})`
                : undefined
            }
          />
        );
      })}
      <div
        className="cw-viewer-view cw-viewer-view--end"
        data-view-index={views.length}
        data-end-panel=""
        data-active={atEnd ? 'true' : 'false'}
        inert={!atEnd}
      >
        {/* Mounted once the end is near, so its images and effects wait until then. */}
        {atEnd || loadPages.has(pages.length - 1) ? endPanel : null}
      </div>
    </div>
  );
}

interface PagedViewProps {
  view: PageView;
  index: number;
  active: boolean;
  pages: readonly ViewerPage[];
  scrollType: 'ltr' | 'rtl';
  viewportWidth: number;
  viewportHeight: number;
  title: string;
  imageBaseUrl: string;
  preloader: PagePreloader;
  /** Zoom of the view: a zoomed page asks for a sharper variant. */
  zoomScale: number;
  /** Zoom of the current view, as a CSS transform. */
  transform: string | undefined;
}

/** One view: a page, or the two pages of a spread in screen order (right to left in rtl). */
const PagedView = memo(function PagedView({
  view,
  index,
  active,
  pages,
  scrollType,
  viewportWidth,
  viewportHeight,
  title,
  imageBaseUrl,
  preloader,
  zoomScale,
  transform,
}: PagedViewProps) {
  const locale = useUiLocale();
  const onScreen = spreadDisplayOrder(view, scrollType);
  const fitted = fitView(
    onScreen.map((page) => pages[page] as ViewerPage),
    { width: viewportWidth, height: viewportHeight },
  );
  const measured = fitted.width > 0;
  const spread = onScreen.length === 2;
  return (
    <div
      className="cw-viewer-view"
      data-view-index={index}
      data-pages={view.pages.map((page) => page + 1).join(',')}
      data-active={active ? 'true' : 'false'}
      data-spread={spread ? 'true' : 'false'}
      data-wide={view.wide ? 'true' : 'false'}
      inert={!active}
      style={transform === undefined ? undefined : { transform }}
    >
      {onScreen.map((pageIndex, position) => {
        const page = pages[pageIndex] as ViewerPage;
        const drawnWidth = measured ? fitted.pageWidths[position] : undefined;
        return (
          <div
            key={pageIndex}
            className="cw-viewer-view__page"
            data-page={pageIndex + 1}
            data-side={spread ? (position === 0 ? 'left' : 'right') : 'center'}
          >
            <PageImage
              page={page}
              alt={pageAltText(title, pageIndex + 1, locale)}
              sizes={
                drawnWidth === undefined
                  ? spread
                    ? '50vw'
                    : startPageSizes(page)
                  : pageSizesAtZoom(drawnWidth, zoomScale, screenPixelRatio())
              }
              drawnWidth={drawnWidth}
              drawnHeight={measured ? fitted.height : undefined}
              imageBaseUrl={imageBaseUrl}
              imageRef={preloader.imageRef(pageIndex)}
              fetchPriority={active ? 'high' : 'auto'}
            />
          </div>
        );
      })}
    </div>
  );
});

/** Device pixels per CSS pixel; 1 on the server. */
function screenPixelRatio(): number {
  return typeof window === 'undefined' ? 1 : window.devicePixelRatio;
}
