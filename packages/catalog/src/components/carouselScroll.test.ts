import { describe, expect, it } from 'vitest';
import { settledSlide, slideIndexAt } from './carouselScroll';

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

describe('settledSlide', () => {
  it('adopts where a swipe rests', () => {
    expect(settledSlide(730, 360, 4, null)).toBe(2);
  });

  it('ignores a pause in the middle of a scroll the buttons started', () => {
    // 次へ then 前へ twice: travelling from slide 1 to slide 3 by way of slide 0.
    expect(settledSlide(200, 360, 4, 1080)).toBeNull();
    expect(settledSlide(0, 360, 4, 1080)).toBeNull();
  });

  it('adopts the slide once the scroll arrives', () => {
    expect(settledSlide(1080, 360, 4, 1080)).toBe(3);
    expect(settledSlide(1079.5, 360, 4, 1080)).toBe(3);
  });
});
