import { describe, expect, it } from 'vitest';
import { revealScrollLeft } from './revealScrollLeft';

describe('revealScrollLeft', () => {
  const strip = { scrollLeft: 100, viewportWidth: 300 };

  it('leaves an item in view where it is', () => {
    expect(revealScrollLeft({ ...strip, itemStart: 120, itemEnd: 380 })).toBeNull();
    expect(revealScrollLeft({ ...strip, itemStart: 100, itemEnd: 400 })).toBeNull();
  });

  it('scrolls back to an item cut off at the start', () => {
    expect(revealScrollLeft({ ...strip, itemStart: 60, itemEnd: 140 })).toBe(60);
  });

  it('scrolls on to an item cut off at the end, just far enough', () => {
    expect(revealScrollLeft({ ...strip, itemStart: 350, itemEnd: 450 })).toBe(150);
  });

  it('leaves the margin between the item and the edge', () => {
    expect(revealScrollLeft({ ...strip, itemStart: 350, itemEnd: 450, margin: 24 })).toBe(174);
    expect(revealScrollLeft({ ...strip, itemStart: 110, itemEnd: 200, margin: 24 })).toBe(86);
    expect(revealScrollLeft({ ...strip, itemStart: 10, itemEnd: 90, margin: 24 })).toBe(0);
  });

  it('shows the start of an item wider than the scroller', () => {
    expect(revealScrollLeft({ ...strip, itemStart: 380, itemEnd: 800 })).toBe(380);
  });
});
