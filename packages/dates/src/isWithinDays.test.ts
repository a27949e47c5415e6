import { describe, expect, it } from 'vitest';
import { DateComparisonError, isWithinDays } from './isWithinDays';

// 2024-02-01 in Japan, 31 days after 2024-01-01.
const NOW = new Date('2024-02-01T12:00:00+09:00');

describe('isWithinDays', () => {
  it('is true when the date is exactly N calendar days before today', () => {
    expect(isWithinDays('2024-01-02', 30, NOW)).toBe(true);
  });

  it('is false when the date is N + 1 calendar days before today', () => {
    expect(isWithinDays('2024-01-01', 30, NOW)).toBe(false);
  });

  it('ignores the time of day on both sides', () => {
    expect(isWithinDays('2024-01-02T00:00:00+09:00', 30, NOW)).toBe(true);
    expect(isWithinDays('2024-01-01T23:59:59.999+09:00', 30, NOW)).toBe(false);
    const endOfToday = new Date('2024-02-01T23:59:59.999+09:00');
    expect(isWithinDays('2024-01-02T00:00:00+09:00', 30, endOfToday)).toBe(true);
    const startOfToday = new Date('2024-02-01T00:00:00+09:00');
    expect(isWithinDays('2024-01-01T23:59:59.999+09:00', 30, startOfToday)).toBe(false);
  });

  it('is true for today and false for yesterday when days is 0', () => {
    expect(isWithinDays('2024-02-01T00:00:00+09:00', 0, NOW)).toBe(true);
    expect(isWithinDays('2024-01-31T23:59:59+09:00', 0, NOW)).toBe(false);
  });

  it('is true for future dates', () => {
    expect(isWithinDays('2024-02-02', 0, NOW)).toBe(true);
    expect(isWithinDays('2030-01-01T00:00:00Z', 30, NOW)).toBe(true);
  });

  it('counts calendar days in Japan, not in UTC', () => {
    // Today is 2024-02-01 in Japan but still 2024-01-31 in UTC.
    const now = new Date('2024-01-31T15:00:00Z');
    expect(isWithinDays('2024-01-01T15:00:00Z', 30, now)).toBe(true);
    expect(isWithinDays('2024-01-01T14:59:59Z', 30, now)).toBe(false);
  });

  it('accepts a Date and epoch milliseconds', () => {
    expect(isWithinDays(new Date('2024-01-02T00:00:00+09:00'), 30, NOW)).toBe(true);
    expect(isWithinDays(Date.parse('2024-01-01T00:00:00+09:00'), 30, NOW)).toBe(false);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'throws a RangeError when days is %d',
    (days) => {
      const check = () => isWithinDays('2024-01-02', days, NOW);
      expect(check).toThrowError(RangeError);
      expect(check).toThrowError(/^days must be 0 or a positive integer$/);
    },
  );

  it.each([
    ['garbage', 'date comparison failed: invalid date "garbage"'],
    ['2024-02-30', 'date comparison failed: invalid date "2024-02-30"'],
    ['', 'date comparison failed: invalid date ""'],
    [null, 'date comparison failed: invalid date "null"'],
    [undefined, 'date comparison failed: invalid date "undefined"'],
    [Number.NaN, 'date comparison failed: invalid date "NaN"'],
    ['9999-12-31', 'date comparison failed: invalid date "9999-12-31"'],
  ])('throws a DateComparisonError for %j', (input, message) => {
    const check = () => isWithinDays(input, 30, NOW);
    expect(check).toThrowError(DateComparisonError);
    expect(check).toThrowError(message);
  });

  it('throws a DateComparisonError carrying the input when now is invalid', () => {
    const now = new Date(Number.NaN);
    expect(() => isWithinDays('2024-01-02', 30, now)).toThrowError(
      expect.objectContaining({ name: 'DateComparisonError', input: now }),
    );
  });
});
