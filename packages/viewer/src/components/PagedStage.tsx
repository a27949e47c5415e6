'use client';

import type { ViewerPage } from '@cw/api-client/schemas';
import { useLatest, useUiLocale } from '@cw/ui';
import {
  memo,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { Viewport } from '../chooseLayoutMode';
import {
  DOUBLE_TAP_MS,
  isDoubleTap,
  isDoubleTapZone,
  isTap,
  mayTurnOnWheel,
  pinchCenter,
  pinchDistance,
  type TapRecord,
} from '../gestures';
import { mapSwipe, mapTapZone, mapWheel, normalizeWheelDelta } from '../inputMapping';
import { type PageView, spreadDisplayOrder } from '../layoutSpreads';
import { fitView, pageSizesAtZoom } from '../pageImages';
import { pageAltText } from '../text';
import {
  isZoomed,
  panBy,
  resetZoom,
  toggleZoomAt,
  type ZoomBounds,
  type ZoomPoint,
  type ZoomState,
  zoomAt,
} from '../zoom';
import { PageImage } from './PageImage';
import { startPageSizes } from './pageSizes';
import type { PagePreloader } from './usePagePreloader';

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

/** Zoom of one view: another view shows unzoomed, so a page turn resets zoom. */
interface ViewZoom {
  readonly view: number;
  readonly zoom: ZoomState;
}

interface PointerTrack {
  readonly start: ZoomPoint;
  last: ZoomPoint;
}

// Presses starting on these are the control's own (end panel links, store chooser).
const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, dialog';

/**
 * Paged reading (`rtl`, `ltr`): the views of the preload window stacked on the stage, the
 * current one visible, and the end panel after the last. Owns the pointer gestures: taps by
 * zone, swipes, wheel turns, Ctrl+wheel and pinch zoom at the pointer, double tap zoom, drag
 * to pan while zoomed. A spread zooms as one: the transform sits on the view.
 */
export function PagedStage(props: PagedStageProps) {
  const { views, pages, currentView, loadPages, scrollType, viewport, endPanel } = props;
  const surfaceRef = useRef<HTMLDivElement>(null);
  const [viewZoom, setViewZoom] = useState<ViewZoom>({ view: currentView, zoom: resetZoom() });
  // Gesture handlers run many times between renders: they read and write this copy.
  const zoomRef = useRef(viewZoom);
  const zoom = viewZoom.view === currentView ? viewZoom.zoom : resetZoom();
  const zoomed = isZoomed(zoom);
  const atEnd = currentView >= views.length;
  const latest = useLatest({ ...props, atEnd });
  const gesture = useRef({
    pointers: new Map<number, PointerTrack>(),
    pinchDistance: 0,
    pinching: false,
    lastTap: null as TapRecord | null,
    tapTimer: undefined as ReturnType<typeof setTimeout> | undefined,
    lastWheelAt: null as number | null,
    lastTurnAt: null as number | null,
  });

  const currentZoom = (): ZoomState => {
    const held = zoomRef.current;
    return held.view === latest.current.currentView ? held.zoom : resetZoom();
  };
  const applyZoom = (next: ZoomState) => {
    const held = { view: latest.current.currentView, zoom: next };
    zoomRef.current = held;
    setViewZoom(held);
  };
  const bounds = (): ZoomBounds => {
    const { views: allViews, pages: allPages, currentView: index, viewport: box } = latest.current;
    const view = allViews[index];
    const fitted = fitView(view ? view.pages.map((page) => allPages[page] as ViewerPage) : [], box);
    return fitted.width > 0
      ? { ...box, contentWidth: fitted.width, contentHeight: fitted.height }
      : { ...box };
  };
  const stagePoint = (event: { clientX: number; clientY: number }): ZoomPoint => {
    const rect = surfaceRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  };
  const stageWidth = () =>
    latest.current.viewport.width || surfaceRef.current?.getBoundingClientRect().width || 0;

  const runTap = (point: ZoomPoint) => {
    const action = mapTapZone(point.x, stageWidth(), latest.current.scrollType, {
      zoomed: isZoomed(currentZoom()),
    });
    if (action === 'menu') latest.current.onToggleControls();
    else if (action !== null) latest.current.onTurn(action);
  };

  const handleTap = (point: ZoomPoint, time: number) => {
    const state = gesture.current;
    const tap = { ...point, time };
    if (!isDoubleTapZone(point.x, stageWidth(), isZoomed(currentZoom()))) {
      state.lastTap = null;
      runTap(point);
      return;
    }
    clearTimeout(state.tapTimer);
    if (isDoubleTap(state.lastTap, tap)) {
      state.lastTap = null;
      applyZoom(toggleZoomAt(currentZoom(), point, bounds()));
      return;
    }
    // Wait for a second tap before acting on the first.
    state.lastTap = tap;
    state.tapTimer = setTimeout(() => {
      state.tapTimer = undefined;
      runTap(point);
    }, DOUBLE_TAP_MS);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    const state = gesture.current;
    const point = stagePoint(event);
    state.pointers.set(event.pointerId, { start: point, last: point });
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is already gone; the gesture simply ends early.
    }
    if (state.pointers.size === 2) {
      const [a, b] = [...state.pointers.values()].map((track) => track.last);
      state.pinching = true;
      state.pinchDistance = a && b ? pinchDistance(a, b) : 0;
      clearTimeout(state.tapTimer);
      state.lastTap = null;
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = gesture.current;
    const track = state.pointers.get(event.pointerId);
    if (track === undefined || latest.current.atEnd) return;
    const point = stagePoint(event);
    const previous = track.last;
    track.last = point;
    if (state.pointers.size >= 2) {
      const [a, b] = [...state.pointers.values()].map((each) => each.last);
      if (a === undefined || b === undefined) return;
      const distance = pinchDistance(a, b);
      if (state.pinchDistance > 0 && distance > 0) {
        applyZoom(
          zoomAt(currentZoom(), distance / state.pinchDistance, pinchCenter(a, b), bounds()),
        );
      }
      state.pinchDistance = distance;
    } else if (isZoomed(currentZoom())) {
      applyZoom(panBy(currentZoom(), point.x - previous.x, point.y - previous.y, bounds()));
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = gesture.current;
    const track = state.pointers.get(event.pointerId);
    if (track === undefined) return;
    state.pointers.delete(event.pointerId);
    if (state.pinching) {
      if (state.pointers.size === 0) state.pinching = false;
      return;
    }
    const point = stagePoint(event);
    const dx = point.x - track.start.x;
    const dy = point.y - track.start.y;
    const { scrollType: type, atEnd: ended } = latest.current;
    if (isTap(dx, dy)) {
      if (!ended) handleTap(point, event.timeStamp);
      return;
    }
    const action = mapSwipe(dx, dy, type, { zoomed: isZoomed(currentZoom()) });
    if (action !== null) latest.current.onTurn(action);
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = gesture.current;
    state.pointers.delete(event.pointerId);
    if (state.pointers.size === 0) state.pinching = false;
  };

  // Wheel: a non-passive listener, so Ctrl+wheel zooms the page and not the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handler reads `latest`
  useEffect(() => {
    const surface = surfaceRef.current;
    if (surface === null) return;
    const onWheel = (event: WheelEvent) => {
      const state = gesture.current;
      const { viewport: box, scrollType: type, atEnd: ended } = latest.current;
      const lastWheelAt = state.lastWheelAt;
      state.lastWheelAt = event.timeStamp;
      // The end panel scrolls its own content.
      if (ended && !event.ctrlKey) return;
      const dx = normalizeWheelDelta(event.deltaX, event.deltaMode, box.height);
      const dy = normalizeWheelDelta(event.deltaY, event.deltaMode, box.height);
      const held = currentZoom();
      const action = mapWheel(dx, dy, event.ctrlKey, { scrollType: type, zoomed: isZoomed(held) });
      if (action === null) {
        if (isZoomed(held) && !event.ctrlKey) {
          event.preventDefault();
          applyZoom(panBy(held, -dx, -dy, bounds()));
        }
        return;
      }
      event.preventDefault();
      if (action.type === 'zoom') {
        if (!ended) applyZoom(zoomAt(held, action.factor, stagePoint(event), bounds()));
        return;
      }
      if (mayTurnOnWheel({ now: event.timeStamp, lastWheelAt, lastTurnAt: state.lastTurnAt })) {
        state.lastTurnAt = event.timeStamp;
        latest.current.onTurn(action.action);
      }
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => surface.removeEventListener('wheel', onWheel);
  }, []);

  useEffect(() => {
    const state = gesture.current;
    return () => clearTimeout(state.tapTimer);
  }, []);

  // A page turn resets zoom: the render after it already shows the new view unzoomed, and
  // this forgets the old zoom so coming back finds the page whole.
  useLayoutEffect(() => {
    if (zoomRef.current.view === currentView || !isZoomed(zoomRef.current.zoom)) return;
    zoomRef.current = { view: currentView, zoom: resetZoom() };
    setViewZoom(zoomRef.current);
  }, [currentView]);

  const mounted = views.flatMap((view, index) =>
    index === currentView || view.pages.some((page) => loadPages.has(page)) ? [index] : [],
  );

  return (
    <div
      ref={surfaceRef}
      className="cw-viewer-paged"
      data-zoomed={zoomed ? 'true' : 'false'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
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
