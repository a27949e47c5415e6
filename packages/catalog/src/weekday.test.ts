import { afterAll, describe, expect, it } from 'vitest';
import { japanWeekday, recentJapanDays, WEEKDAYS } from './weekday';

const HOST_ZONE = process.env.TZ;

afterAll(() => {
  if (HOST_ZONE === undefined) delete process.env.TZ;
  else process.env.TZ = HOST_ZONE;
});

// Node applies a new TZ at once: each block runs on a machine in another zone.
describe.each([
  'UTC',
  'Asia/Tokyo',
  'America/Los_Angeles',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
])('japanWeekday with the machine in %s', (zone) => {
  it('runs in that zone', () => {
    process.env.TZ = zone;
    // Minutes east of UTC (`+ 0` turns UTC's -0 into 0).
    const offset = -new Date('2024-06-17T00:00:00Z').getTimezoneOffset() + 0;
    const expected = {
      UTC: 0,
      'Asia/Tokyo': 540,
      'America/Los_Angeles': -420,
      'Pacific/Kiritimati': 840,
      'Pacific/Pago_Pago': -660,
    }[zone];
    expect(offset).toBe(expected);
  });

  it('gives the weekday in Japan at the turn of the day there', () => {
    process.env.TZ = zone;
    // 2024-06-16 is a Sunday, 2024-06-17 a Monday.
    expect(japanWeekday(new Date('2024-06-16T23:59:59.999+09:00'))).toBe('sun');
    expect(japanWeekday(new Date('2024-06-17T00:00:00+09:00'))).toBe('mon');
    expect(japanWeekday(new Date('2024-06-16T15:00:00Z'))).toBe('mon');
    expect(japanWeekday(new Date('2024-06-16T14:59:59Z'))).toBe('sun');
  });

  it('gives every weekday of a week in order', () => {
    process.env.TZ = zone;
    const days = Array.from({ length: 7 }, (_, index) =>
      japanWeekday(new Date(Date.UTC(2024, 5, 17, 3 + index * 24))),
    );
    expect(days).toEqual([...WEEKDAYS]);
  });
});

describe('japanWeekday', () => {
  it('refuses an invalid date', () => {
    expect(() => japanWeekday(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('recentJapanDays', () => {
  it('lists the last seven days in Japan, today first, whatever the machine zone', () => {
    // 00:30 on Monday 17 June in Japan, still Sunday in UTC.
    const days = recentJapanDays(new Date('2024-06-16T15:30:00Z'));
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({ weekday: 'mon', date: '2024-06-17' });
    expect(days[1]).toEqual({ weekday: 'sun', date: '2024-06-16' });
    expect(days[6]).toEqual({ weekday: 'tue', date: '2024-06-11' });
    expect(new Set(days.map((day) => day.weekday)).size).toBe(7);
  });
});
