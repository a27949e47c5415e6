import { describe, expect, it } from 'vitest';
import {
  isWidePage,
  layoutSpreads,
  type PageSize,
  type PageView,
  spreadDisplayOrder,
  viewIndexOfPage,
} from './layoutSpreads';

const P: PageSize = { width: 1000, height: 1400 };
const W: PageSize = { width: 2000, height: 1400 };

/** Pages from a pattern such as 'PPPWPP' (P portrait, W wide). */
function book(pattern: string): PageSize[] {
  return [...pattern].map((c) => (c === 'W' ? W : P));
}

function pairs(views: readonly PageView[]): (readonly number[])[] {
  return views.map((view) => view.pages);
}

const spread = { mode: 'spread', shift: false } as const;
const shifted = { mode: 'spread', shift: true } as const;

describe('isWidePage', () => {
  it('is true only when the page is wider than tall', () => {
    expect(isWidePage(W)).toBe(true);
    expect(isWidePage(P)).toBe(false);
    expect(isWidePage({ width: 1000, height: 1000 })).toBe(false);
  });
});

describe('layoutSpreads', () => {
  it('shows every page alone in single mode, flagging wide ones', () => {
    const views = layoutSpreads(book('PWP'), { mode: 'single', shift: true });
    expect(views).toEqual([
      { pages: [0], wide: false },
      { pages: [1], wide: true },
      { pages: [2], wide: false },
    ]);
  });

  it('returns no views for no pages', () => {
    expect(layoutSpreads([], spread)).toEqual([]);
    expect(layoutSpreads([], shifted)).toEqual([]);
  });

  it('shows the cover alone, then pairs in reading order', () => {
    expect(pairs(layoutSpreads(book('PPPPP'), spread))).toEqual([[0], [1, 2], [3, 4]]);
  });

  it('leaves a lone last page alone', () => {
    expect(pairs(layoutSpreads(book('PPPP'), spread))).toEqual([[0], [1, 2], [3]]);
    expect(pairs(layoutSpreads(book('PP'), spread))).toEqual([[0], [1]]);
    expect(pairs(layoutSpreads(book('P'), spread))).toEqual([[0]]);
  });

  it('shows a wide page alone and restarts pairing after it', () => {
    const views = layoutSpreads(book('PPPPPWPPP'), spread);
    expect(pairs(views)).toEqual([[0], [1, 2], [3, 4], [5], [6, 7], [8]]);
    expect(views.map((view) => view.wide)).toEqual([false, false, false, true, false, false]);
  });

  it('leaves a page alone when its partner would be a wide page', () => {
    expect(pairs(layoutSpreads(book('PPPPWPP'), spread))).toEqual([[0], [1, 2], [3], [4], [5, 6]]);
  });

  it('handles consecutive wide pages and a wide cover', () => {
    expect(pairs(layoutSpreads(book('WPPWWP'), spread))).toEqual([[0], [1, 2], [3], [4], [5]]);
    expect(layoutSpreads(book('W'), spread)).toEqual([{ pages: [0], wide: true }]);
  });

  it('shift shows page 1 alone so every later pair moves by one', () => {
    expect(pairs(layoutSpreads(book('PPPPPPP'), shifted))).toEqual([[0], [1], [2, 3], [4, 5], [6]]);
  });

  it('shift changes pairing only up to the first wide page', () => {
    expect(pairs(layoutSpreads(book('PPPPWPP'), shifted))).toEqual([[0], [1], [2, 3], [4], [5, 6]]);
  });

  it('shift adds nothing when page 1 is wide or missing', () => {
    expect(pairs(layoutSpreads(book('PWPP'), shifted))).toEqual([[0], [1], [2, 3]]);
    expect(pairs(layoutSpreads(book('P'), shifted))).toEqual([[0]]);
  });

  it('covers every page exactly once, in order', () => {
    for (const pattern of ['PPPPPPPPPPP', 'PWPWPWPPW', 'WWWW', 'PPWPPPWPPPP']) {
      for (const options of [spread, shifted, { mode: 'single', shift: false } as const]) {
        const flat = layoutSpreads(book(pattern), options).flatMap((view) => [...view.pages]);
        expect(flat).toEqual([...pattern].map((_, i) => i));
      }
    }
  });
});

describe('viewIndexOfPage', () => {
  const views = layoutSpreads(book('PPPPPWPPP'), spread); // [0] [1 2] [3 4] [5] [6 7] [8]

  it('finds the view holding either page of a spread', () => {
    expect(viewIndexOfPage(views, 0)).toBe(0);
    expect(viewIndexOfPage(views, 1)).toBe(1);
    expect(viewIndexOfPage(views, 2)).toBe(1);
    expect(viewIndexOfPage(views, 5)).toBe(3);
    expect(viewIndexOfPage(views, 7)).toBe(4);
    expect(viewIndexOfPage(views, 8)).toBe(5);
  });

  it('is -1 for a page no view holds', () => {
    expect(viewIndexOfPage(views, -1)).toBe(-1);
    expect(viewIndexOfPage(views, 9)).toBe(-1);
    expect(viewIndexOfPage([], 0)).toBe(-1);
  });

  it('keeps the reader on the same page when the layout changes', () => {
    const single = layoutSpreads(book('PPPPPWPPP'), { mode: 'single', shift: false });
    const page = views[4]?.pages[1] as number; // page 7, right half of [6 7]
    expect(single[viewIndexOfPage(single, page)]?.pages).toEqual([7]);
  });
});

describe('spreadDisplayOrder', () => {
  const pair: PageView = { pages: [3, 4], wide: false };

  it('puts the first page of a pair on the right for rtl', () => {
    expect(spreadDisplayOrder(pair, 'rtl')).toEqual([4, 3]);
  });

  it('keeps reading order left to right for ltr and vsc', () => {
    expect(spreadDisplayOrder(pair, 'ltr')).toEqual([3, 4]);
    expect(spreadDisplayOrder(pair, 'vsc')).toEqual([3, 4]);
  });

  it('returns a single page alone', () => {
    expect(spreadDisplayOrder({ pages: [5], wide: true }, 'rtl')).toEqual([5]);
  });
});
