'use client';

import type { ViewerPage } from '@cw/contract/schemas';
import { useLatest } from '@cw/ui';
import { useCallback, useMemo, useState } from 'react';
import type { ViewerLayoutMode } from '../chooseLayoutMode';
import type { PageAction } from '../inputMapping';
import { layoutSpreads, type PageView } from '../layoutSpreads';
import type { VisibleRange } from '../preloadPlan';
import {
  applyPageAction,
  currentViewIndex,
  initialReadingPosition,
  type ReadingPosition,
  seekPage,
  verticalTurnTarget,
  withEndPanel,
  withVisiblePage,
} from '../readingPosition';
import type { StripSeek } from './VerticalStrip';

/** Options of {@link useReadingPosition}. */
export interface ReadingPositionOptions {
  readonly pages: readonly ViewerPage[];
  readonly layout: ViewerLayoutMode;
  readonly spreadShift: boolean;
  /** One-based page to open at; clamped to the episode. */
  readonly initialPage: number;
}

/** Where the reader stands, what shows, and the ways to move. */
export interface ReadingState {
  /** The views of the layout: one page, or a spread, each. */
  readonly views: readonly PageView[];
  readonly position: ReadingPosition;
  /** Pages a vertical strip shows; `null` before it reports, and when paged. */
  readonly visibleRange: VisibleRange | null;
  /** The view on screen; `views.length` for the end panel. */
  readonly currentView: number;
  /** Zero-based pages on screen, in reading order; none at the end panel. */
  readonly visiblePages: readonly number[];
  /** `null` at the end panel. */
  readonly firstVisiblePage: number | null;
  /** The last page on screen or above it; the last page at the end panel. */
  readonly lastVisiblePage: number;
  /** The strip's last scroll request; `null` before any. */
  readonly seek: StripSeek | null;
  readonly canGoPrevious: boolean;
  /** A page turn: key, tap, swipe, wheel, page button. */
  turn(action: PageAction): void;
  /** Moves to a zero-based page (the slider); `pages.length` scrolls a strip to its end panel. */
  seekTo(page: number): void;
  /** The vertical strip's report of the pages in view and of the current one. */
  onVisibleChange(range: VisibleRange | null, current: number | null): void;
  /** The vertical strip's report of its end panel coming into view or leaving it. */
  onEndVisibleChange(visible: boolean): void;
}

/**
 * Owns the reading position of one session: the page held, the end panel, the pages a vertical
 * strip shows and its scroll requests. A turn moves by views when paged (`applyPageAction`)
 * and asks the strip to scroll when vertical (`verticalTurnTarget`). The position is a page,
 * so it survives a layout change (rotation, spread shift, direction).
 *
 * @example
 * const reading = useReadingPosition({ pages, layout, spreadShift, initialPage });
 * <PagedStage views={reading.views} currentView={reading.currentView} onTurn={reading.turn} … />
 */
export function useReadingPosition({
  pages,
  layout,
  spreadShift,
  initialPage,
}: ReadingPositionOptions): ReadingState {
  const pageCount = pages.length;
  const vertical = layout === 'vertical';
  const views = useMemo(
    () =>
      layoutSpreads(pages, { mode: layout === 'spread' ? 'spread' : 'single', shift: spreadShift }),
    [pages, layout, spreadShift],
  );
  const [position, setPosition] = useState(() => initialReadingPosition(initialPage, pageCount));
  const [visibleRange, setVisibleRange] = useState<VisibleRange | null>(null);
  const [seek, setSeek] = useState<StripSeek | null>(null);
  const latest = useLatest({ views, position, vertical });

  // Page turns are plain state updates: the next view's images are mounted and decoded.
  const seekVertical = useCallback(
    (page: number) => {
      setSeek((previous) => ({ page, token: (previous?.token ?? 0) + 1 }));
      setPosition((current) =>
        page >= pageCount ? withEndPanel(current, true) : seekPage(current, page, pageCount),
      );
    },
    [pageCount],
  );
  const turn = useCallback(
    (action: PageAction) => {
      const { vertical: isVertical, position: current } = latest.current;
      if (!isVertical) {
        setPosition((previous) => applyPageAction(latest.current.views, previous, action));
        return;
      }
      seekVertical(verticalTurnTarget(current, action, pageCount));
    },
    [latest, pageCount, seekVertical],
  );
  const seekTo = (page: number) =>
    vertical ? seekVertical(page) : setPosition((previous) => seekPage(previous, page, pageCount));
  const onVisibleChange = useCallback((range: VisibleRange | null, current: number | null) => {
    setVisibleRange((previous) =>
      previous?.first === range?.first && previous?.last === range?.last ? previous : range,
    );
    if (current !== null) setPosition((previous) => withVisiblePage(previous, current));
  }, []);
  const onEndVisibleChange = useCallback(
    (visible: boolean) => setPosition((previous) => withEndPanel(previous, visible)),
    [],
  );

  const currentView = currentViewIndex(views, position);
  const atEnd = position.atEnd;
  const visiblePages: readonly number[] = atEnd
    ? []
    : vertical
      ? [position.page]
      : (views[currentView]?.pages ?? []);
  return {
    views,
    position,
    visibleRange,
    currentView,
    visiblePages,
    firstVisiblePage: atEnd ? null : (visiblePages[0] ?? 0),
    lastVisiblePage: atEnd
      ? pageCount - 1
      : vertical
        ? Math.max(visibleRange?.last ?? position.page, position.page)
        : (visiblePages.at(-1) ?? 0),
    seek,
    canGoPrevious: vertical ? atEnd || position.page > 0 : currentView > 0,
    turn,
    seekTo,
    onVisibleChange,
    onEndVisibleChange,
  };
}
