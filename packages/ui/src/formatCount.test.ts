import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('writes a count as ja-JP does', () => {
    for (const count of [0, 7, 999, 1000, 12345, 999999, 1234567, 9007199254740991, -1234]) {
      expect(formatCount(count)).toBe(count.toLocaleString('ja-JP'));
    }
  });

  it('writes what is not a whole count as it is', () => {
    expect(formatCount(1.5)).toBe('1.5');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});
