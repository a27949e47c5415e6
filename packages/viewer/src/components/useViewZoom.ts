'use client';

import type { ViewerPage } from '@cw/contract/schemas';
import { useLatest } from '@cw/ui';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import type { Viewport } from '../chooseLayoutMode';
import type { PageView } from '../layoutSpreads';
import { fitView } from '../pageImages';
import { isZoomed, resetZoom, type ZoomBounds, type ZoomPoint, type ZoomState } from '../zoom';

/** Options of {@link useViewZoom}. */
export interface ViewZoomOptions {
  /** The stage: points are measured from its top left corner. */
  readonly surfaceRef: RefObject<HTMLElement | null>;
  readonly views: readonly PageView[];
  readonly pages: readonly ViewerPage[];
  /** The view on screen; `views.length` for the end panel. */
  readonly currentView: number;
  readonly viewport: Viewport;
}

/** The zoom of the view on screen, for the render and for gesture handlers. */
export interface ViewZoom {
  /** As of this render: whole (`resetZoom()`) unless the current view was zoomed. */
  readonly zoom: ZoomState;
  readonly zoomed: boolean;
  /** The zoom now, for handlers running many times between renders. */
  current(): ZoomState;
  /** Zooms the view now on screen. */
  apply(next: ZoomState): void;
  /** The box zoom stays within: the viewport, and the view's pages as fitted in it. */
  bounds(): ZoomBounds;
  /** Where a pointer or wheel event lands on the stage. */
  point(event: { clientX: number; clientY: number }): ZoomPoint;
}

/** Zoom of one view: another view shows unzoomed, so a page turn resets zoom. */
interface HeldZoom {
  readonly view: number;
  readonly zoom: ZoomState;
}

/**
 * Owns the zoom of paged reading. A zoom belongs to the view it was made on: the render after a
 * page turn shows the new view whole, and the old zoom is then forgotten, so coming back finds
 * the page whole. A spread zooms as one.
 *
 * @example
 * const zoom = useViewZoom({ surfaceRef, views, pages, currentView, viewport });
 * zoom.apply(toggleZoomAt(zoom.current(), zoom.point(event), zoom.bounds()));
 */
export function useViewZoom({
  surfaceRef,
  views,
  pages,
  currentView,
  viewport,
}: ViewZoomOptions): ViewZoom {
  const [viewZoom, setViewZoom] = useState<HeldZoom>({ view: currentView, zoom: resetZoom() });
  // Gesture handlers run many times between renders: they read and write this copy.
  const zoomRef = useRef(viewZoom);
  const latest = useLatest({ views, pages, currentView, viewport });
  const zoom = viewZoom.view === currentView ? viewZoom.zoom : resetZoom();

  // A page turn resets zoom: the render after it already shows the new view unzoomed, and
  // this forgets the old zoom so coming back finds the page whole.
  useLayoutEffect(() => {
    if (zoomRef.current.view === currentView || !isZoomed(zoomRef.current.zoom)) return;
    zoomRef.current = { view: currentView, zoom: resetZoom() };
    setViewZoom(zoomRef.current);
  }, [currentView]);

  return {
    zoom,
    zoomed: isZoomed(zoom),
    current: () => {
      const held = zoomRef.current;
      return held.view === latest.current.currentView ? held.zoom : resetZoom();
    },
    apply: (next) => {
      const held = { view: latest.current.currentView, zoom: next };
      zoomRef.current = held;
      setViewZoom(held);
    },
    bounds: () => {
      const { views: all, pages: allPages, currentView: index, viewport: box } = latest.current;
      const view = all[index];
      const fitted = fitView(
        view ? view.pages.map((page) => allPages[page] as ViewerPage) : [],
        box,
      );
      return fitted.width > 0
        ? { ...box, contentWidth: fitted.width, contentHeight: fitted.height }
        : { ...box };
    },
    point: (event) => {
      const rect = surfaceRef.current?.getBoundingClientRect();
      return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
    },
  };
}
