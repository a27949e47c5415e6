import { describe, expect, it } from 'vitest';
import { chooseLayoutMode, SPREAD_MIN_VIEWPORT_WIDTH } from './chooseLayoutMode';

describe('chooseLayoutMode', () => {
  it('uses the 768px desktop breakpoint', () => {
    expect(SPREAD_MIN_VIEWPORT_WIDTH).toBe(768);
  });

  it('shows spreads on a landscape screen at least 768px wide', () => {
    expect(chooseLayoutMode({ width: 1280, height: 800 }, 'rtl')).toBe('spread');
    expect(chooseLayoutMode({ width: 768, height: 600 }, 'ltr')).toBe('spread');
  });

  it('shows one page on a landscape screen narrower than 768px', () => {
    expect(chooseLayoutMode({ width: 767, height: 400 }, 'rtl')).toBe('single');
  });

  it('shows one page on a portrait or square screen, however wide', () => {
    expect(chooseLayoutMode({ width: 1024, height: 1366 }, 'rtl')).toBe('single');
    expect(chooseLayoutMode({ width: 1000, height: 1000 }, 'ltr')).toBe('single');
  });

  it('shows one page before the viewport is measured', () => {
    expect(chooseLayoutMode({ width: 0, height: 0 }, 'rtl')).toBe('single');
    expect(chooseLayoutMode({ width: Number.NaN, height: 0 }, 'rtl')).toBe('single');
  });

  it('always scrolls vsc vertically', () => {
    expect(chooseLayoutMode({ width: 1920, height: 1080 }, 'vsc')).toBe('vertical');
    expect(chooseLayoutMode({ width: 375, height: 812 }, 'vsc')).toBe('vertical');
  });
});
