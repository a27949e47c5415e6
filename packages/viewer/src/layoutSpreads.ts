import type { ScrollType, ViewerPage } from '@cw/contract/schemas';

/** How paged reading shows pages: one at a time, or two-page spreads. */
export type LayoutMode = 'single' | 'spread';

/** The size fields of a page that layout needs; page indexes are array positions. */
export type PageSize = Pick<ViewerPage, 'width' | 'height'>;

/**
 * What the reader sees at once: one page, or two pages of a spread, as zero-based page
 * indexes in reading order (never screen order; see {@link spreadDisplayOrder}).
 */
export interface PageView {
  readonly pages: readonly [number] | readonly [number, number];
  /** The view is a single landscape page (a two-page spread drawn as one image). */
  readonly wide: boolean;
}

/** Options of {@link layoutSpreads}. */
export interface LayoutOptions {
  readonly mode: LayoutMode;
  /** "Shift spreads by one page": the page after the cover stands alone, moving later pairs. */
  readonly shift: boolean;
}

/**
 * Tells whether a page is landscape (wider than tall): a spread drawn as one image, which is
 * always shown alone.
 *
 * @example
 * isWidePage({ width: 2000, height: 1400 }); //=> true
 */
export function isWidePage(page: PageSize): boolean {
  return page.width > page.height;
}

/**
 * Groups an episode's pages into views.
 *
 * In `single` mode every page is its own view. In `spread` mode pages pair the way a printed
 * book opens (after Suwayomi's `ReaderPager.utils`):
 *
 * ```text
 *   index:   0 | 1  2 | 3  4 | 5  | 6  7 | 8        (W = wide page)
 *            C |      |      | W  |      |
 *   views:  [0] [1 2] [3 4]  [5]  [6 7]  [8]
 *            ^cover alone     ^wide alone, pairing restarts after it; a lone last page stays alone
 *
 *   pages before a wide page that have no partner stay alone:
 *   index:   0 | 1  2 | 3 | 4W | 5  6
 *   views:  [0] [1 2] [3]  [4]  [5 6]
 *
 *   shift: a blank is imagined after the cover, so page 1 stands alone and every later pair
 *   moves by one (only until the next wide page, which realigns the book on its own):
 *   index:   0 | 1 | 2  3 | 4  5 | 6
 *   views:  [0] [1] [2 3] [4 5] [6]
 * ```
 *
 * Keep the current *page* index, not the view index, when the layout changes (rotation,
 * shift toggled), and find the new view with {@link viewIndexOfPage}.
 *
 * @example
 * layoutSpreads(pages, { mode: 'spread', shift: false }).map((view) => view.pages);
 * //=> [[0], [1, 2], [3, 4], [5]] for six portrait pages
 */
export function layoutSpreads(
  pages: readonly PageSize[],
  { mode, shift }: LayoutOptions,
): PageView[] {
  const wide = pages.map(isWidePage);
  if (mode === 'single') {
    return wide.map((isWide, index) => ({ pages: [index], wide: isWide }));
  }

  const views: PageView[] = [];
  let index = 0;
  const alone = () => {
    views.push({ pages: [index], wide: wide[index] === true });
    index += 1;
  };

  if (pages.length > 0) alone(); // the cover
  if (shift && index < pages.length && wide[index] === false) alone(); // the imagined blank
  while (index < pages.length) {
    const hasPartner = index + 1 < pages.length && wide[index + 1] === false;
    if (wide[index] === true || !hasPartner) {
      alone();
    } else {
      views.push({ pages: [index, index + 1], wide: false });
      index += 2;
    }
  }
  return views;
}

/**
 * Finds the view showing a zero-based page index; -1 when no view holds it.
 *
 * @example
 * viewIndexOfPage(layoutSpreads(pages, { mode: 'spread', shift: false }), 4); //=> 2
 */
export function viewIndexOfPage(views: readonly PageView[], pageIndex: number): number {
  // Views hold increasing page indexes, so a binary search on the first page suffices.
  let low = 0;
  let high = views.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const view = views[middle] as PageView;
    const first = view.pages[0];
    const last = view.pages[view.pages.length - 1] as number;
    if (pageIndex < first) high = middle - 1;
    else if (pageIndex > last) low = middle + 1;
    else return middle;
  }
  return -1;
}

/**
 * Orders a view's pages as they sit on screen, left to right. Japanese `rtl` books put the
 * first page of a pair on the right; `ltr` and `vsc` keep reading order. A single page comes
 * back alone (centre it).
 *
 * @example
 * spreadDisplayOrder({ pages: [1, 2], wide: false }, 'rtl'); //=> [2, 1]
 */
export function spreadDisplayOrder(
  view: PageView,
  scrollType: ScrollType,
): readonly [number] | readonly [number, number] {
  const [first, second] = view.pages;
  if (second === undefined) return [first];
  return scrollType === 'rtl' ? [second, first] : [first, second];
}
