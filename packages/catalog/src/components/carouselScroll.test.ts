import { describe, expect, it } from 'vitest';
import { slideIndexAt } from './carouselScroll';

describe('slideIndexAt', () => {
  it('is the slide the scroller rests on', () => {
    expect(slideIndexAt(0, 360, 4)).toBe(0);
    expect(slideIndexAt(360, 360, 4)).toBe(1);
    expect(slideIndexAt(1080, 360, 4)).toBe(3);
  });

  it('rounds a position between slides to the nearer one', () => {
    expect(slideIndexAt(179, 360, 4)).toBe(0);
    expect(slideIndexAt(181, 360, 4)).toBe(1);
    // Fractional widths of a scaled page.
    expect(slideIndexAt(719.5, 359.75, 4)).toBe(2);
  });

  it('stays within the slides when the scroller bounces past an end', () => {
    expect(slideIndexAt(-40, 360, 4)).toBe(0);
    expect(slideIndexAt(1300, 360, 4)).toBe(3);
  });

  it('rests on the first slide without a width or slides', () => {
    expect(slideIndexAt(500, 0, 4)).toBe(0);
    expect(slideIndexAt(500, 360, 0)).toBe(0);
  });
});
