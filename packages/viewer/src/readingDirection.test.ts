import { describe, expect, it } from 'vitest';
import {
  defaultReadingDirection,
  resolveReadingDirectionForAnalytics,
  resolveScrollType,
} from './readingDirection';

describe('resolveReadingDirectionForAnalytics', () => {
  it('reports the stored choice whatever the original direction', () => {
    for (const originalDirection of ['ttb', 'rtl', 'ltr'] as const) {
      expect(
        resolveReadingDirectionForAnalytics({ storedDirection: 'vertical', originalDirection }),
      ).toBe('tate_yomi');
      expect(
        resolveReadingDirectionForAnalytics({ storedDirection: 'horizontal', originalDirection }),
      ).toBe('yoko_yomi');
    }
  });

  it('without a stored choice reports ttb as tate_yomi and anything else as yoko_yomi', () => {
    for (const storedDirection of [null, undefined]) {
      expect(
        resolveReadingDirectionForAnalytics({ storedDirection, originalDirection: 'ttb' }),
      ).toBe('tate_yomi');
      expect(
        resolveReadingDirectionForAnalytics({ storedDirection, originalDirection: 'rtl' }),
      ).toBe('yoko_yomi');
      expect(
        resolveReadingDirectionForAnalytics({ storedDirection, originalDirection: 'ltr' }),
      ).toBe('yoko_yomi');
    }
    expect(resolveReadingDirectionForAnalytics({ originalDirection: 'ttb' })).toBe('tate_yomi');
  });
});

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
