import type { PageSize, PageView } from './layoutSpreads';
import { estimateDecodedBytes } from './pageImages';

/** Which way the reader is moving through the episode, in reading order. */
export type TravelDirection = 'forward' | 'backward';

/** Views (or pages, in vertical scrolling) decoded ahead in the direction of travel. */
export const PRELOAD_AHEAD = 4;
/** Views (or pages, in vertical scrolling) kept decoded behind. */
export const PRELOAD_BEHIND = 2;
/**
 * Most pages any plan keeps decoded: the current view and the whole window (7 views of at
 * most 2 pages), with room for a tall screen showing several short vertical pages at once.
 */
export const MAX_DECODED_PAGES = 16;
/** Default decode budget: about 23 pages of 1080×1536 pixels at 4 bytes a pixel. */
export const DEFAULT_DECODE_BUDGET_BYTES = 150 * 1024 * 1024;
/** Pages left after the visible ones from which the next episode is fetched. */
export const NEXT_EPISODE_PREFETCH_PAGES = 5;

/** What to do with decoded images: which pages to decode, which to let go. */
export interface PreloadPlan {
  /** Page indexes to hold decoded, most urgent first; decoding one already held is a no-op. */
  readonly decode: readonly number[];
  /** Page indexes to release (drop `src`, forget the decoded image), ascending. */
  readonly release: readonly number[];
}

/** Options shared by {@link preloadPlan} and {@link verticalPreloadPlan}. */
export interface PreloadOptions<P extends PageSize> {
  /** Way of travel; the longer window lies ahead of it. Defaults to forward. */
  readonly direction?: TravelDirection;
  /** Decoded bytes the window may hold; the visible pages are decoded regardless. */
  readonly budgetBytes?: number;
  /** Decoded size of a page; by default its full size at 4 bytes a pixel. */
  readonly estimateBytes?: (page: P, pageIndex: number) => number;
  /**
   * Pages held decoded now; `release` lists those outside the plan. Without it `release`
   * lists every page outside the plan.
   */
  readonly loaded?: Iterable<number>;
}

/** Input of {@link preloadPlan}. */
export interface PagedPreloadInput<P extends PageSize> extends PreloadOptions<P> {
  readonly currentView: number;
  readonly views: readonly PageView[];
  readonly pages: readonly P[];
}

/** Visible pages of a vertical strip, zero-based and inclusive. */
export interface VisibleRange {
  readonly first: number;
  readonly last: number;
}

/**
 * Plans decoding for paged reading: the current view, then up to {@link PRELOAD_AHEAD} views
 * ahead and {@link PRELOAD_BEHIND} behind, each side filling in proportion to its size
 * (+1, +2, -1, +3, +4, -2), stopping at the first view that would break the byte budget.
 * Every other page is released, so memory stays bounded whatever the episode's length.
 *
 * @example
 * preloadPlan({ currentView: 2, views, pages }).decode; //=> pages of views 2, 3, 4, 1, 5, 6, 0
 */
export function preloadPlan<P extends PageSize>(input: PagedPreloadInput<P>): PreloadPlan {
  const { views, currentView } = input;
  const current = views[currentView];
  if (current === undefined) return plan([], input.pages.length, input.loaded);
  const around = windowSteps(input.direction).flatMap((step) => {
    const view = views[currentView + step];
    return view === undefined ? [] : [view.pages];
  });
  return fillWindow([current.pages, ...around], 1, input);
}

/**
 * Plans decoding for vertical scrolling: the visible pages, then up to
 * {@link PRELOAD_AHEAD} pages ahead and {@link PRELOAD_BEHIND} behind the visible range, within
 * the byte budget. Never more than {@link MAX_DECODED_PAGES} pages, so a 500-page episode
 * read top to bottom holds a bounded number of decoded images.
 *
 * @example
 * verticalPreloadPlan({ first: 10, last: 11 }, pages).decode; //=> [10, 11, 12, 13, 9, 14, 15, 8]
 */
export function verticalPreloadPlan<P extends PageSize>(
  visibleRange: VisibleRange,
  pages: readonly P[],
  options: PreloadOptions<P> = {},
): PreloadPlan {
  const lastPage = pages.length - 1;
  const first = Math.max(0, Math.min(visibleRange.first, visibleRange.last));
  const last = Math.min(lastPage, Math.max(visibleRange.first, visibleRange.last));
  if (!(first <= last)) return plan([], pages.length, options.loaded);
  const visible = Array.from({ length: last - first + 1 }, (_, i) => [first + i]);
  const groups = [
    ...visible,
    ...windowSteps(options.direction)
      .map((step) => (step > 0 ? last + step : first + step))
      .filter((page) => page >= 0 && page <= lastPage)
      .map((page) => [page]),
  ];
  return fillWindow(groups, visible.length, { ...options, pages });
}

/**
 * Tells whether the reader is close enough to the end to fetch the next episode's manifest
 * and first pages, so "next episode" opens at once.
 *
 * @example
 * shouldPrefetchNextEpisode(20, 24); //=> true
 */
export function shouldPrefetchNextEpisode(
  lastVisiblePage: number,
  pageCount: number,
  threshold: number = NEXT_EPISODE_PREFETCH_PAGES,
): boolean {
  return pageCount - 1 - lastVisiblePage <= threshold;
}

/** Steps from the current position in priority order, toward travel first. */
function windowSteps(direction: TravelDirection = 'forward'): number[] {
  const sign = direction === 'backward' ? -1 : 1;
  const steps: { step: number; weight: number }[] = [];
  for (let k = 1; k <= PRELOAD_AHEAD; k += 1) steps.push({ step: k, weight: k / PRELOAD_AHEAD });
  for (let k = 1; k <= PRELOAD_BEHIND; k += 1) steps.push({ step: -k, weight: k / PRELOAD_BEHIND });
  // Stable sort: on equal weight the step ahead comes first.
  return steps.sort((a, b) => a.weight - b.weight).map(({ step }) => step * sign);
}

/**
 * Takes page groups in priority order: the first `required` always (up to the page cap),
 * the rest while they fit the budget and the cap, stopping at the first that does not.
 */
function fillWindow<P extends PageSize>(
  groups: readonly (readonly number[])[],
  required: number,
  options: PreloadOptions<P> & { readonly pages: readonly P[] },
): PreloadPlan {
  const { pages } = options;
  const budget = options.budgetBytes ?? DEFAULT_DECODE_BUDGET_BYTES;
  const estimate = options.estimateBytes ?? ((page: P) => estimateDecodedBytes(page));
  const decode: number[] = [];
  let bytes = 0;
  for (const [i, group] of groups.entries()) {
    const fresh = group.filter((page) => !decode.includes(page) && pages[page] !== undefined);
    const cost = fresh.reduce((sum, page) => sum + estimate(pages[page] as P, page), 0);
    const fitsCap = decode.length + fresh.length <= MAX_DECODED_PAGES;
    if (i < required) {
      if (!fitsCap) break;
    } else if (!fitsCap || bytes + cost > budget) {
      break;
    }
    decode.push(...fresh);
    bytes += cost;
  }
  return plan(decode, pages.length, options.loaded);
}

function plan(decode: number[], pageCount: number, loaded: Iterable<number> | undefined) {
  const keep = new Set(decode);
  const candidates = loaded === undefined ? Array.from({ length: pageCount }, (_, i) => i) : loaded;
  const release = [...new Set(candidates)].filter((page) => !keep.has(page)).sort((a, b) => a - b);
  return { decode, release };
}
