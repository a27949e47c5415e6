import { describe, expect, it } from 'vitest';
import { KANJI_WEEKDAYS } from './format';
import { japanFields } from './japanCalendar';

describe('japanFields', () => {
  it('reads the wall clock in Japan, whatever the machine zone', () => {
    // 00:30 on Tuesday 2 January in Japan, still Monday 1 January in UTC.
    expect(japanFields(new Date('2024-01-01T15:30:00Z'))).toEqual({
      year: 2024,
      month: 1,
      day: 2,
      hour: 0,
      minute: 30,
      second: 0,
      weekday: 2,
    });
  });

  it('gives the weekday to index the kanji weekdays with', () => {
    expect(KANJI_WEEKDAYS[japanFields(new Date('2024-01-05T03:00:00Z')).weekday]).toBe('金');
    expect(KANJI_WEEKDAYS[japanFields(new Date('2024-01-06T15:00:00Z')).weekday]).toBe('日');
  });
});
