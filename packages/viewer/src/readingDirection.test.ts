import { describe, expect, it } from 'vitest';
import { defaultReadingDirection, resolveScrollType } from './readingDirection';

describe('defaultReadingDirection', () => {
  it('is vertical for vsc works and horizontal for paged ones', () => {
    expect(defaultReadingDirection('vsc')).toBe('vertical');
    expect(defaultReadingDirection('rtl')).toBe('horizontal');
    expect(defaultReadingDirection('ltr')).toBe('horizontal');
  });
});

describe('resolveScrollType', () => {
  it('keeps the work’s scroll type without a stored choice', () => {
    for (const scrollType of ['rtl', 'ltr', 'vsc'] as const) {
      expect(resolveScrollType({ scrollType, originalDirection: 'rtl' })).toBe(scrollType);
      expect(
        resolveScrollType({ scrollType, storedDirection: null, originalDirection: 'rtl' }),
      ).toBe(scrollType);
    }
  });

  it('scrolls any work vertically when the reader chose vertical', () => {
    expect(
      resolveScrollType({
        scrollType: 'rtl',
        storedDirection: 'vertical',
        originalDirection: 'rtl',
      }),
    ).toBe('vsc');
    expect(
      resolveScrollType({
        scrollType: 'ltr',
        storedDirection: 'vertical',
        originalDirection: 'ltr',
      }),
    ).toBe('vsc');
  });

  it('keeps a paged work’s direction when the reader chose horizontal', () => {
    expect(
      resolveScrollType({
        scrollType: 'ltr',
        storedDirection: 'horizontal',
        originalDirection: 'ttb',
      }),
    ).toBe('ltr');
    expect(
      resolveScrollType({
        scrollType: 'rtl',
        storedDirection: 'horizontal',
        originalDirection: 'ltr',
      }),
    ).toBe('rtl');
  });

  it('pages a vsc work by its original direction, right to left unless ltr', () => {
    const vsc = { scrollType: 'vsc', storedDirection: 'horizontal' } as const;
    expect(resolveScrollType({ ...vsc, originalDirection: 'ttb' })).toBe('rtl');
    expect(resolveScrollType({ ...vsc, originalDirection: 'rtl' })).toBe('rtl');
    expect(resolveScrollType({ ...vsc, originalDirection: 'ltr' })).toBe('ltr');
  });
});
