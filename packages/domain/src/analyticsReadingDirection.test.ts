import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_READING_DIRECTIONS,
  analyticsReadingDirection,
} from './analyticsReadingDirection';

describe('analyticsReadingDirection', () => {
  it('reports the stored choice whatever the original direction', () => {
    for (const originalDirection of ['ttb', 'rtl', 'ltr']) {
      expect(analyticsReadingDirection({ storedDirection: 'vertical', originalDirection })).toBe(
        'tate_yomi',
      );
      expect(analyticsReadingDirection({ storedDirection: 'horizontal', originalDirection })).toBe(
        'yoko_yomi',
      );
    }
  });

  it('without a stored choice reports ttb as tate_yomi and anything else as yoko_yomi', () => {
    for (const storedDirection of [null, undefined]) {
      expect(analyticsReadingDirection({ storedDirection, originalDirection: 'ttb' })).toBe(
        'tate_yomi',
      );
      expect(analyticsReadingDirection({ storedDirection, originalDirection: 'rtl' })).toBe(
        'yoko_yomi',
      );
      expect(analyticsReadingDirection({ storedDirection, originalDirection: 'ltr' })).toBe(
        'yoko_yomi',
      );
    }
    expect(analyticsReadingDirection({ originalDirection: 'ttb' })).toBe('tate_yomi');
  });

  it('answers one of the directions analytics knows', () => {
    expect(ANALYTICS_READING_DIRECTIONS).toEqual(['tate_yomi', 'yoko_yomi']);
  });
});
