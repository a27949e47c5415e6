import type { PageAction } from './inputMapping';
import { type PageView, viewIndexOfPage } from './layoutSpreads';
import type { TravelDirection } from './preloadPlan';
import { isEndPanel, turnPage } from './turnPage';

/**
 * Where the reader stands in an episode. The position is a *page*, not a view, so it
 * survives layout changes (rotation, spread shift, direction switch): the view shown is the
 * one holding the page.
 */
export interface ReadingPosition {
  /**
   * Zero-based page the position holds on to: the first page of the view turned to, the
   * page sought with the slider, or (in vertical scrolling) the page in view.
   */
  readonly page: number;
  /** The end-of-episode panel is shown. */
  readonly atEnd: boolean;
  /** Way of the last move, which the preload window leans toward. */
  readonly travel: TravelDirection;
}

/**
 * The position an episode opens at, from a one-based page number (see `resumePage`),
 * clamped to the episode.
 *
 * @example
 * initialReadingPosition(5, 24); //=> { page: 4, atEnd: false, travel: 'forward' }
 */
export function initialReadingPosition(pageNumber: number, pageCount: number): ReadingPosition {
  return { page: clampPage(pageNumber - 1, pageCount), atEnd: false, travel: 'forward' };
}

/**
 * The view index shown at a position: the view holding its page, or `views.length` for
 * the end-of-episode panel (as {@link turnPage} counts it).
 *
 * @example
 * currentViewIndex([{ pages: [0] }, { pages: [1, 2] }], { page: 2, atEnd: false, travel: 'forward' });
 * //=> 1
 */
export function currentViewIndex(views: readonly PageView[], position: ReadingPosition): number {
  if (position.atEnd) return views.length;
  const lastPage = views.at(-1)?.pages.at(-1) ?? 0;
  return Math.max(0, viewIndexOfPage(views, Math.min(Math.max(0, position.page), lastPage)));
}

/**
 * Applies a page turn (key, tap, swipe, wheel, button) to a position. Turning lands on the
 * first page of the new view; "next" from the last view opens the end panel, which keeps
 * the page it was opened from. The same object comes back when nothing moves, so React
 * skips the render.
 *
 * @example
 * applyPageAction(views, position, 'next').page; //=> first page of the next view
 */
export function applyPageAction(
  views: readonly PageView[],
  position: ReadingPosition,
  action: PageAction,
): ReadingPosition {
  const from = currentViewIndex(views, position);
  const to = turnPage(from, action, views.length);
  if (to === from) return position;
  const travel: TravelDirection = to > from ? 'forward' : 'backward';
  if (isEndPanel(to, views.length)) return { page: position.page, atEnd: true, travel };
  return { page: views[to]?.pages[0] ?? 0, atEnd: false, travel };
}

/**
 * Moves to a zero-based page (the slider, a vertical strip scrolled by the reader), leaving
 * the end panel. The same object comes back when nothing moves.
 *
 * @example
 * seekPage({ page: 2, atEnd: false, travel: 'forward' }, 0, 24);
 * //=> { page: 0, atEnd: false, travel: 'backward' }
 */
export function seekPage(
  position: ReadingPosition,
  pageIndex: number,
  pageCount: number,
): ReadingPosition {
  const page = clampPage(pageIndex, pageCount);
  if (page === position.page && !position.atEnd) return position;
  const travel: TravelDirection = page > position.page ? 'forward' : 'backward';
  return { page, atEnd: false, travel: page === position.page ? position.travel : travel };
}

/**
 * Follows the page a vertical strip shows as the reader scrolls. Unlike {@link seekPage} it
 * keeps the end panel open (the last page may still show above it). The same object comes
 * back when nothing changes.
 *
 * @example
 * withVisiblePage({ page: 3, atEnd: false, travel: 'forward' }, 4).page; //=> 4
 */
export function withVisiblePage(position: ReadingPosition, page: number): ReadingPosition {
  if (position.page === page) return position;
  return { ...position, page, travel: page > position.page ? 'forward' : 'backward' };
}

/**
 * Opens or leaves the end panel as a vertical strip scrolls past its last page. The same
 * object comes back when nothing changes.
 *
 * @example
 * withEndPanel({ page: 23, atEnd: false, travel: 'forward' }, true).atEnd; //=> true
 */
export function withEndPanel(position: ReadingPosition, atEnd: boolean): ReadingPosition {
  if (position.atEnd === atEnd) return position;
  return { ...position, atEnd, travel: atEnd ? 'forward' : 'backward' };
}

/**
 * The page a vertical strip scrolls to for a page turn (key, page button): the next or the
 * previous page, the first, the last, or `pageCount` for the end panel. "previous" from the end
 * panel returns to the page it shows above it; "last" goes to the last page, not the panel.
 *
 * @example
 * verticalTurnTarget({ page: 23, atEnd: false, travel: 'forward' }, 'next', 24); //=> 24
 */
export function verticalTurnTarget(
  position: ReadingPosition,
  action: PageAction,
  pageCount: number,
): number {
  const target =
    action === 'first'
      ? 0
      : action === 'last'
        ? pageCount - 1
        : action === 'next'
          ? position.atEnd
            ? pageCount
            : position.page + 1
          : position.atEnd
            ? position.page
            : position.page - 1;
  return Math.min(Math.max(0, target), pageCount);
}

function clampPage(page: number, pageCount: number): number {
  const last = Math.max(0, Math.floor(pageCount) - 1);
  return Number.isFinite(page) ? Math.min(Math.max(0, Math.trunc(page)), last) : 0;
}
