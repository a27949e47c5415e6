import { describe, expect, it } from 'vitest';
import { layoutSpreads, type PageSize } from './layoutSpreads';
import {
  DEFAULT_DECODE_BUDGET_BYTES,
  MAX_DECODED_PAGES,
  NEXT_EPISODE_PREFETCH_PAGES,
  PRELOAD_AHEAD,
  PRELOAD_BEHIND,
  preloadPlan,
  shouldPrefetchNextEpisode,
  verticalPreloadPlan,
} from './preloadPlan';

const portrait: PageSize = { width: 1000, height: 1400 };
const pages = (count: number): PageSize[] => Array.from({ length: count }, () => portrait);
const MB = 1024 * 1024;
const oneMbEach = { estimateBytes: () => MB, budgetBytes: 1000 * MB };

describe('window constants', () => {
  it('looks 4 ahead and 2 behind, within the range peers use', () => {
    expect(PRELOAD_AHEAD).toBe(4);
    expect(PRELOAD_BEHIND).toBe(2);
    expect(PRELOAD_AHEAD).toBeGreaterThanOrEqual(3);
    expect(PRELOAD_AHEAD).toBeLessThanOrEqual(7);
  });

  it('caps decoded pages above the largest paged window (7 views of 2 pages)', () => {
    expect(MAX_DECODED_PAGES).toBeGreaterThanOrEqual((1 + PRELOAD_AHEAD + PRELOAD_BEHIND) * 2);
    expect(DEFAULT_DECODE_BUDGET_BYTES).toBe(150 * MB);
  });
});

describe('preloadPlan', () => {
  const single = layoutSpreads(pages(20), { mode: 'single', shift: false });

  it('decodes the current view, then 4 ahead and 2 behind, nearest first', () => {
    const { decode } = preloadPlan({
      currentView: 10,
      views: single,
      pages: pages(20),
      ...oneMbEach,
    });
    expect(decode).toEqual([10, 11, 12, 9, 13, 14, 8]);
  });

  it('releases every other page when it is not told what is loaded', () => {
    const { release } = preloadPlan({
      currentView: 10,
      views: single,
      pages: pages(20),
      ...oneMbEach,
    });
    expect(release).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 15, 16, 17, 18, 19]);
  });

  it('releases only loaded pages outside the window when told what is loaded', () => {
    const { release } = preloadPlan({
      currentView: 10,
      views: single,
      pages: pages(20),
      ...oneMbEach,
      loaded: [3, 8, 9, 15, 15],
    });
    expect(release).toEqual([3, 15]);
  });

  it('turns the window around when reading backward', () => {
    const { decode } = preloadPlan({
      currentView: 10,
      views: single,
      pages: pages(20),
      ...oneMbEach,
      direction: 'backward',
    });
    expect(decode).toEqual([10, 9, 8, 11, 7, 6, 12]);
  });

  it('plans whole spreads', () => {
    const spreads = layoutSpreads(pages(20), { mode: 'spread', shift: false });
    // [0] [1 2] [3 4] [5 6] [7 8] [9 10] [11 12] [13 14] ...
    const { decode } = preloadPlan({
      currentView: 3,
      views: spreads,
      pages: pages(20),
      ...oneMbEach,
    });
    expect(decode).toEqual([5, 6, 7, 8, 9, 10, 3, 4, 11, 12, 13, 14, 1, 2]);
  });

  it('keeps to the window at the start and end of an episode', () => {
    expect(preloadPlan({ currentView: 0, views: single, pages: pages(20) }).decode).toEqual([
      0, 1, 2, 3, 4,
    ]);
    expect(preloadPlan({ currentView: 19, views: single, pages: pages(20) }).decode).toEqual([
      19, 18, 17,
    ]);
  });

  it('stops at the first view that would break the byte budget', () => {
    const { decode } = preloadPlan({
      currentView: 10,
      views: single,
      pages: pages(20),
      estimateBytes: () => 10 * MB,
      budgetBytes: 35 * MB,
    });
    expect(decode).toEqual([10, 11, 12]);
  });

  it('always decodes the current view, even over budget', () => {
    const { decode } = preloadPlan({
      currentView: 5,
      views: single,
      pages: pages(20),
      estimateBytes: () => 100 * MB,
      budgetBytes: MB,
    });
    expect(decode).toEqual([5]);
  });

  it('passes each page and its index to the estimate', () => {
    const seen: number[] = [];
    preloadPlan({
      currentView: 1,
      views: single,
      pages: pages(20),
      estimateBytes: (page, index) => {
        expect(page).toBe(portrait);
        seen.push(index);
        return 1;
      },
    });
    expect(seen).toEqual([1, 2, 3, 0, 4, 5]);
  });

  it('uses the decoded page size by default', () => {
    // 5.6 MB a page: 150 MiB holds 28 pages, more than the window.
    expect(preloadPlan({ currentView: 10, views: single, pages: pages(20) }).decode).toHaveLength(
      7,
    );
  });

  it('plans nothing for a view that does not exist', () => {
    expect(preloadPlan({ currentView: 99, views: single, pages: pages(3) })).toEqual({
      decode: [],
      release: [0, 1, 2],
    });
  });

  it('keeps a bounded number of decoded pages while reading 500 pages of spreads', () => {
    const book = pages(500);
    const views = layoutSpreads(book, { mode: 'spread', shift: false });
    const loaded = new Set<number>();
    let peak = 0;
    for (let view = 0; view < views.length; view += 1) {
      const plan = preloadPlan({ currentView: view, views, pages: book, loaded });
      for (const page of plan.release) loaded.delete(page);
      for (const page of plan.decode) loaded.add(page);
      for (const page of views[view]?.pages ?? []) expect(loaded.has(page)).toBe(true);
      peak = Math.max(peak, loaded.size);
    }
    expect(peak).toBeLessThanOrEqual(MAX_DECODED_PAGES);
  });
});

describe('verticalPreloadPlan', () => {
  it('decodes the visible pages, then 4 below and 2 above when scrolling down', () => {
    const plan = verticalPreloadPlan({ first: 10, last: 11 }, pages(30), oneMbEach);
    expect(plan.decode).toEqual([10, 11, 12, 13, 9, 14, 15, 8]);
  });

  it('looks above first when scrolling up', () => {
    const plan = verticalPreloadPlan({ first: 10, last: 11 }, pages(30), {
      ...oneMbEach,
      direction: 'backward',
    });
    expect(plan.decode).toEqual([10, 11, 9, 8, 12, 7, 6, 13]);
  });

  it('keeps within the episode at both ends', () => {
    expect(verticalPreloadPlan({ first: 0, last: 0 }, pages(30)).decode).toEqual([0, 1, 2, 3, 4]);
    expect(verticalPreloadPlan({ first: 29, last: 29 }, pages(30)).decode).toEqual([29, 28, 27]);
  });

  it('decodes every visible page even over budget, then stops', () => {
    const plan = verticalPreloadPlan({ first: 4, last: 6 }, pages(30), {
      estimateBytes: () => 10 * MB,
      budgetBytes: 15 * MB,
    });
    expect(plan.decode).toEqual([4, 5, 6]);
  });

  it('never decodes more than the cap, even with many pages visible', () => {
    const plan = verticalPreloadPlan({ first: 0, last: 40 }, pages(100), oneMbEach);
    expect(plan.decode).toHaveLength(MAX_DECODED_PAGES);
    expect(plan.decode[0]).toBe(0);
  });

  it('accepts a reversed or overhanging range and plans nothing for an empty one', () => {
    expect(verticalPreloadPlan({ first: 3, last: 2 }, pages(4)).decode).toEqual([2, 3, 1, 0]);
    expect(verticalPreloadPlan({ first: 5, last: 6 }, pages(4))).toEqual({
      decode: [],
      release: [0, 1, 2, 3],
    });
    expect(verticalPreloadPlan({ first: 0, last: 0 }, [])).toEqual({ decode: [], release: [] });
  });

  it('keeps a bounded number of decoded images scrolling a 500-page episode down and up', () => {
    const book = pages(500);
    const loaded = new Set<number>();
    let peak = 0;
    const visit = (first: number, direction: 'forward' | 'backward') => {
      // One to three pages on screen, as with short strips or a tall window.
      const last = Math.min(book.length - 1, first + (first % 3));
      const plan = verticalPreloadPlan({ first, last }, book, { direction, loaded });
      for (const page of plan.release) loaded.delete(page);
      for (const page of plan.decode) loaded.add(page);
      for (let page = first; page <= last; page += 1) expect(loaded.has(page)).toBe(true);
      peak = Math.max(peak, loaded.size);
    };
    for (let first = 0; first < book.length; first += 1) visit(first, 'forward');
    for (let first = book.length - 1; first >= 0; first -= 1) visit(first, 'backward');
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThanOrEqual(MAX_DECODED_PAGES);
  });
});

describe('shouldPrefetchNextEpisode', () => {
  it('is true within the last pages of the episode', () => {
    expect(NEXT_EPISODE_PREFETCH_PAGES).toBe(5);
    expect(shouldPrefetchNextEpisode(17, 24)).toBe(false);
    expect(shouldPrefetchNextEpisode(18, 24)).toBe(true);
    expect(shouldPrefetchNextEpisode(23, 24)).toBe(true);
    expect(shouldPrefetchNextEpisode(2, 24, 30)).toBe(true);
  });
});
