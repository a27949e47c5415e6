import { afterEach, describe, expect, it, vi } from 'vitest';
import { KANJI_WEEKDAYS } from './format';
import { japanFields } from './japanCalendar';

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it('reads a date since 1952 without loading the platform’s zone data', () => {
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    expect(japanFields(new Date('2026-11-29T14:59:59Z'))).toMatchObject({
      day: 29,
      hour: 23,
      second: 59,
    });
    expect(formats).not.toHaveBeenCalled();
  });

  it('agrees with the platform’s zone data on every day across the years', () => {
    const platform = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    for (let at = Date.UTC(1951, 11, 31, 14); at < Date.UTC(2040, 0, 1); at += 7_919_000_017) {
      const fields = japanFields(new Date(at));
      const parts = Object.fromEntries(
        platform.formatToParts(at).map((part) => [part.type, Number(part.value)]),
      );
      expect([fields.year, fields.month, fields.day, fields.hour, fields.minute]).toEqual([
        parts.year,
        parts.month,
        parts.day,
        parts.hour,
        parts.minute,
      ]);
    }
  });

  it('keeps the summer time of 1948–1951 from the platform’s zone data', () => {
    // 1949-07-01 00:00 in Japan was summer time, UTC+10.
    expect(japanFields(new Date('1949-06-30T14:00:00Z'))).toMatchObject({
      year: 1949,
      month: 7,
      day: 1,
      hour: 0,
    });
  });
});
