// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isSeen,
  SEEN_THRESHOLD,
  seenThresholds,
  type VisibilityEntry,
  visibleShare,
} from './visibleShare';

const VIEWPORT = { width: 390, height: 800 };

/** An entry of a 390px-wide element `height` tall with `visible` pixels of it in the viewport. */
function entry(height: number, visible: number, rootBounds: typeof VIEWPORT | null = VIEWPORT) {
  return {
    isIntersecting: visible > 0,
    intersectionRatio: visible / height,
    intersectionRect: { width: 390, height: visible },
    boundingClientRect: { width: 390, height },
    rootBounds,
  } as VisibilityEntry;
}

describe('visibleShare', () => {
  it("is the element's share in view when it fits the viewport", () => {
    expect(visibleShare(entry(200, 100))).toBe(0.5);
    expect(visibleShare(entry(200, 200))).toBe(1);
  });

  it('is the share of the viewport an element larger than it fills', () => {
    expect(visibleShare(entry(2400, 400))).toBe(0.5);
    expect(visibleShare(entry(2400, 800))).toBe(1);
  });

  it('is 0 out of view', () => {
    expect(visibleShare(entry(200, 0))).toBe(0);
  });

  it("takes the observer's ratio without root bounds or a size", () => {
    expect(visibleShare(entry(2400, 400, null))).toBeCloseTo(1 / 6);
    expect(visibleShare({ ...entry(0, 0), isIntersecting: true, intersectionRatio: 1 })).toBe(1);
  });

  it("lets the observer's ratio win a rounding tie", () => {
    expect(visibleShare({ ...entry(200, 99.99), intersectionRatio: 0.5 })).toBe(0.5);
  });
});

describe('isSeen', () => {
  it(`needs ${SEEN_THRESHOLD} in view by default and the element intersecting`, () => {
    expect(isSeen(entry(200, 100), SEEN_THRESHOLD)).toBe(true);
    expect(isSeen(entry(200, 99), SEEN_THRESHOLD)).toBe(false);
    expect(isSeen(entry(200, 0), 0)).toBe(false);
    expect(isSeen(entry(200, 1), 0)).toBe(true);
  });

  it('clamps the threshold to 0–1', () => {
    expect(isSeen(entry(200, 200), 2)).toBe(true);
    expect(isSeen(entry(200, 99), Number.NaN)).toBe(false);
  });
});

describe('seenThresholds', () => {
  it('reports every twentieth up to the threshold', () => {
    expect(seenThresholds(0.2)).toEqual([0, 0.05, 0.1, 0.15, 0.2]);
    expect(seenThresholds(0.33)).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.33]);
    expect(seenThresholds(1)).toHaveLength(21);
  });

  it('keeps to the 0–1 the observer accepts', () => {
    expect(seenThresholds(0)).toEqual([0]);
    expect(seenThresholds(-1)).toEqual([0]);
    expect(seenThresholds(5).at(-1)).toBe(1);
    expect(seenThresholds(Number.NaN).at(-1)).toBe(SEEN_THRESHOLD);
  });
});
