import type { VisibleRange } from './preloadPlan';

/**
 * The pages of a vertical strip in view, from how many CSS pixels of each show (an
 * `IntersectionObserver`'s `intersectionRect.height`, by zero-based page index); `null` when
 * none shows. Pages showing 0 pixels count as out of view.
 *
 * @example
 * verticalVisibleRange(new Map([[4, 120], [5, 600], [6, 0]])); //=> { first: 4, last: 5 }
 */
export function verticalVisibleRange(
  visibleHeights: ReadonlyMap<number, number>,
): VisibleRange | null {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const [page, height] of visibleHeights) {
    if (!(height > 0)) continue;
    first = Math.min(first, page);
    last = Math.max(last, page);
  }
  return first <= last ? { first, last } : null;
}

/**
 * The current page of a vertical strip: the one taking most of the screen, the earlier one
 * on a tie; `null` when none shows. It drives the page counter, `?page=N` and the
 * announcement.
 *
 * @example
 * mostVisiblePage(new Map([[4, 120], [5, 600]])); //=> 5
 */
export function mostVisiblePage(visibleHeights: ReadonlyMap<number, number>): number | null {
  let best: number | null = null;
  let bestHeight = 0;
  for (const [page, height] of visibleHeights) {
    if (!(height > 0)) continue;
    if (height > bestHeight || (height === bestHeight && best !== null && page < best)) {
      best = page;
      bestHeight = height;
    }
  }
  return best;
}
