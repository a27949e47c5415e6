import { describe, expect, it } from 'vitest';
import { isRecord } from './isRecord';

describe('isRecord', () => {
  it('takes plain objects', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ page: 3 })).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it('refuses null, arrays and primitives', () => {
    for (const value of [null, undefined, [], [1], 'text', 3, true]) {
      expect(isRecord(value)).toBe(false);
    }
  });
});
