import * as dates from '@cw/dates';
import { describe, expect, it } from 'vitest';
import { parseDate } from './parseDate';

describe('@cw/dates', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(dates.parseDate).toBe(parseDate);
  });

  it('exports exactly the public API', () => {
    expect(Object.keys(dates).sort()).toEqual([
      'DateComparisonError',
      'JAPAN_TIME_ZONE',
      'KANJI_WEEKDAYS',
      'MILLISECONDS_PER_DAY',
      'NO_DATE_YEAR',
      'RECENT_RELEASE_DAYS',
      'formatDate',
      'formatDateTime',
      'formatIso',
      'formatIsoDate',
      'formatJapaneseDate',
      'formatJapaneseMonthDayWithWeekday',
      'isCampaignActive',
      'isNoDate',
      'isRecentRelease',
      'isWithinDays',
      'japanFields',
      'parseDate',
    ]);
    expect(dates.JAPAN_TIME_ZONE).toBe('Asia/Tokyo');
    expect(dates.NO_DATE_YEAR).toBe(9999);
  });
});
