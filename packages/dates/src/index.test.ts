import * as dates from '@cw/dates';
import { describe, expect, it } from 'vitest';
import { parseDate } from './parseDate';

describe('@cw/dates', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(dates.parseDate).toBe(parseDate);
  });

  // Other teams install this package: its exports are a published API, listed in the README
  // ("Public API"). This proves the entry works, under any process time zone (`npm test`
  // runs it in several): an instant is formatted and checked in Japan time.
  it('formats and checks an instant in Japan time', () => {
    const instant = '2024-01-01T18:04:05Z'; // 2024-01-02 03:04:05 in Japan, a Tuesday
    expect(dates.formatDateTime(instant)).toBe('2024/01/02 03:04');
    expect(dates.formatJapaneseMonthDayWithWeekday(instant)).toBe('1月2日(火)');
    expect(dates.isCampaignActive('2024-01-02', new Date(instant))).toBe(false);
  });
});
