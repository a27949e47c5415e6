import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatIso,
  formatIsoDate,
  formatJapaneseDate,
  formatJapaneseMonthDayWithWeekday,
} from './format';

// 2024-01-02 03:04:05.678 in Japan, a Tuesday.
const INSTANT = '2024-01-01T18:04:05.678Z';
const formatters = [
  formatDateTime,
  formatDate,
  formatIso,
  formatIsoDate,
  formatJapaneseDate,
  formatJapaneseMonthDayWithWeekday,
];

describe('formatDateTime', () => {
  it('formats in Japan as yyyy/MM/dd HH:mm', () => {
    expect(formatDateTime(INSTANT)).toBe('2024/01/02 03:04');
    expect(formatDateTime(new Date(INSTANT))).toBe('2024/01/02 03:04');
    expect(formatDateTime(Date.parse(INSTANT))).toBe('2024/01/02 03:04');
  });

  it('keeps the wall clock of a zone-less string', () => {
    expect(formatDateTime('2024/01/02 23:59')).toBe('2024/01/02 23:59');
  });
});

describe('formatDate', () => {
  it('formats the calendar day in Japan as yyyy/MM/dd', () => {
    expect(formatDate(INSTANT)).toBe('2024/01/02');
    expect(formatDate('2024-1-2')).toBe('2024/01/02');
  });

  it('changes day at midnight in Japan, 15:00 UTC', () => {
    expect(formatDate('2024-01-01T14:59:59.999Z')).toBe('2024/01/01');
    expect(formatDate('2024-01-01T15:00:00Z')).toBe('2024/01/02');
  });
});

describe('formatIsoDate', () => {
  it('formats the calendar day in Japan as yyyy-MM-dd', () => {
    expect(formatIsoDate(INSTANT)).toBe('2024-01-02');
    expect(formatIsoDate('2024-1-2')).toBe('2024-01-02');
  });

  it('changes day at midnight in Japan, 15:00 UTC', () => {
    expect(formatIsoDate('2024-01-01T14:59:59.999Z')).toBe('2024-01-01');
    expect(formatIsoDate('2024-01-01T15:00:00Z')).toBe('2024-01-02');
  });
});

describe('formatIso', () => {
  it('formats ISO 8601 with the +09:00 offset, to the second', () => {
    expect(formatIso(INSTANT)).toBe('2024-01-02T03:04:05+09:00');
    expect(formatIso('2024-01-02')).toBe('2024-01-02T00:00:00+09:00');
  });

  it('is read back by parseDate as the same second', () => {
    expect(formatIso(formatIso(INSTANT))).toBe('2024-01-02T03:04:05+09:00');
  });
});

describe('formatJapaneseDate', () => {
  it('formats year, month and day without padding', () => {
    expect(formatJapaneseDate(INSTANT)).toBe('2024年1月2日');
    expect(formatJapaneseDate('2024-12-31T15:00:00Z')).toBe('2025年1月1日');
  });
});

describe('formatJapaneseMonthDayWithWeekday', () => {
  it.each([
    ['2024-01-07', '1月7日(日)'],
    ['2024-01-08', '1月8日(月)'],
    ['2024-01-09', '1月9日(火)'],
    ['2024-01-10', '1月10日(水)'],
    ['2024-01-11', '1月11日(木)'],
    ['2024-01-12', '1月12日(金)'],
    ['2024-01-13', '1月13日(土)'],
  ])('formats %s as %s', (input, expected) => {
    expect(formatJapaneseMonthDayWithWeekday(input)).toBe(expected);
  });

  it('takes the weekday in Japan, not in UTC', () => {
    expect(formatJapaneseMonthDayWithWeekday('2024-01-01T15:00:00Z')).toBe('1月2日(火)');
    expect(formatJapaneseMonthDayWithWeekday('2024-01-01T14:59:59Z')).toBe('1月1日(月)');
  });
});

describe.each(formatters)('$name', (format) => {
  it.each(['', 'garbage', '2024-02-30', null, undefined, Number.NaN, new Date(Number.NaN)])(
    'returns an empty string for the invalid %j',
    (input) => {
      expect(format(input)).toBe('');
    },
  );

  it.each(['9999-12-31', '9999-12-31T23:59:59+09:00'])(
    'returns an empty string for the "no date" %j',
    (input) => {
      expect(format(input)).toBe('');
    },
  );
});
