import { describe, expect, it } from 'vitest';
import { STRIP_SIZES, startPageSizes } from './pageSizes';

describe('startPageSizes', () => {
  it("bounds a page's width by the window's width and, for its shape, by the window's height", () => {
    expect(startPageSizes({ width: 1000, height: 1400 })).toBe(
      '(min-width: 768px) min(100vw, 1280px, 71.43vh), min(100vw, 71.43vh)',
    );
    // A landscape page (a spread drawn as one image) may be wider than the window is tall.
    expect(startPageSizes({ width: 2000, height: 1400 })).toBe(
      '(min-width: 768px) min(100vw, 1280px, 142.86vh), min(100vw, 142.86vh)',
    );
  });

  it('falls back to the window width for a page without a size', () => {
    expect(startPageSizes({ width: 0, height: 1400 })).toBe('100vw');
    expect(startPageSizes({ width: 1000, height: Number.NaN })).toBe('100vw');
  });
});

describe('STRIP_SIZES', () => {
  it("is the strip's width on a desktop and the window's on a phone", () => {
    expect(STRIP_SIZES).toBe('(min-width: 768px) 720px, 100vw');
  });
});
