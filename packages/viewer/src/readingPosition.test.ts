import { describe, expect, it } from 'vitest';
import { layoutSpreads } from './layoutSpreads';
import {
  applyPageAction,
  currentViewIndex,
  initialReadingPosition,
  type ReadingPosition,
  seekPage,
  verticalTurnTarget,
  withEndPanel,
  withVisiblePage,
} from './readingPosition';

const portrait = { width: 1000, height: 1400 };
const pages = Array.from({ length: 7 }, () => portrait);
// [0] [1 2] [3 4] [5 6]
const spreads = layoutSpreads(pages, { mode: 'spread', shift: false });
const singles = layoutSpreads(pages, { mode: 'single', shift: false });

const at = (page: number, atEnd = false): ReadingPosition => ({
  page,
  atEnd,
  travel: 'forward',
});

describe('initialReadingPosition', () => {
  it('turns a one-based page into a zero-based one, clamped', () => {
    expect(initialReadingPosition(3, 7)).toEqual({ page: 2, atEnd: false, travel: 'forward' });
    expect(initialReadingPosition(99, 7).page).toBe(6);
    expect(initialReadingPosition(0, 7).page).toBe(0);
    expect(initialReadingPosition(Number.NaN, 7).page).toBe(0);
  });
});

describe('currentViewIndex', () => {
  it('finds the view holding the page', () => {
    expect(currentViewIndex(spreads, at(0))).toBe(0);
    expect(currentViewIndex(spreads, at(2))).toBe(1);
    expect(currentViewIndex(singles, at(2))).toBe(2);
  });

  it('counts the end panel as the view after the last', () => {
    expect(currentViewIndex(spreads, at(6, true))).toBe(4);
  });

  it('clamps a page outside the episode', () => {
    expect(currentViewIndex(spreads, at(40))).toBe(3);
    expect(currentViewIndex(spreads, at(-1))).toBe(0);
    expect(currentViewIndex([], at(0))).toBe(0);
  });
});

describe('applyPageAction', () => {
  it('lands on the first page of the next or previous view', () => {
    expect(applyPageAction(spreads, at(0), 'next')).toEqual(at(1));
    expect(applyPageAction(spreads, at(2), 'next')).toEqual(at(3));
    expect(applyPageAction(spreads, at(4), 'previous')).toEqual({
      page: 1,
      atEnd: false,
      travel: 'backward',
    });
  });

  it('opens the end panel after the last view and leaves it backward', () => {
    const end = applyPageAction(spreads, at(5), 'next');
    expect(end).toEqual(at(5, true));
    expect(applyPageAction(spreads, end, 'previous')).toEqual({
      page: 5,
      atEnd: false,
      travel: 'backward',
    });
  });

  it('jumps to the first and the last view, never to the end panel', () => {
    expect(applyPageAction(spreads, at(4), 'first').page).toBe(0);
    expect(applyPageAction(spreads, at(0), 'last')).toEqual(at(5));
    expect(applyPageAction(spreads, at(5, true), 'last')).toMatchObject({
      page: 5,
      atEnd: false,
    });
  });

  it('returns the same position when nothing moves', () => {
    const first = at(0);
    expect(applyPageAction(spreads, first, 'previous')).toBe(first);
    const end = at(6, true);
    expect(applyPageAction(spreads, end, 'next')).toBe(end);
  });

  it('keeps the page across a layout change', () => {
    const position = applyPageAction(singles, at(1), 'next'); // page 2, alone
    expect(position.page).toBe(2);
    expect(currentViewIndex(spreads, position)).toBe(1); // [1 2]
  });
});

describe('seekPage', () => {
  it('moves to a page and leaves the end panel', () => {
    expect(seekPage(at(2), 5, 7)).toEqual(at(5));
    expect(seekPage(at(5), 1, 7)).toEqual({ page: 1, atEnd: false, travel: 'backward' });
    expect(seekPage(at(6, true), 6, 7)).toEqual(at(6));
    expect(seekPage(at(0), 40, 7).page).toBe(6);
  });

  it('returns the same position when nothing moves', () => {
    const position = at(3);
    expect(seekPage(position, 3, 7)).toBe(position);
  });
});

describe('withEndPanel', () => {
  it('opens and closes the end panel, keeping the page', () => {
    const open = withEndPanel(at(6), true);
    expect(open).toEqual(at(6, true));
    expect(withEndPanel(open, false)).toEqual({ page: 6, atEnd: false, travel: 'backward' });
    expect(withEndPanel(open, true)).toBe(open);
  });
});

describe('withVisiblePage', () => {
  it('follows the page in view, keeping the end panel', () => {
    expect(withVisiblePage(at(6, true), 5)).toEqual({ page: 5, atEnd: true, travel: 'backward' });
    expect(withVisiblePage(at(2), 3)).toEqual(at(3));
    const position = at(4);
    expect(withVisiblePage(position, 4)).toBe(position);
  });
});

describe('verticalTurnTarget', () => {
  it('goes to the next and the previous page, and the end panel after the last', () => {
    expect(verticalTurnTarget(at(2), 'next', 7)).toBe(3);
    expect(verticalTurnTarget(at(2), 'previous', 7)).toBe(1);
    expect(verticalTurnTarget(at(6), 'next', 7)).toBe(7);
  });

  it('leaves the end panel back to the page above it, and goes no further', () => {
    expect(verticalTurnTarget(at(5, true), 'previous', 7)).toBe(5);
    expect(verticalTurnTarget(at(6, true), 'next', 7)).toBe(7);
    expect(verticalTurnTarget(at(0), 'previous', 7)).toBe(0);
  });

  it('jumps to the first and the last page, never to the end panel', () => {
    expect(verticalTurnTarget(at(4), 'first', 7)).toBe(0);
    expect(verticalTurnTarget(at(6, true), 'last', 7)).toBe(6);
  });
});
