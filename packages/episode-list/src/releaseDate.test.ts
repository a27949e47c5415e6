import { describe, expect, it } from 'vitest';
import { releaseDateText, releaseDateTone } from './releaseDate';
import { TIME_ZONE_OFFSETS, TIME_ZONES, useTimeZone } from './test/timeZones';

describe.each(TIME_ZONES)('under TZ=%s', (zone) => {
  useTimeZone(zone);

  it('runs in that zone', () => {
    expect(new Date('2024-01-01T00:00:00Z').getTimezoneOffset()).toBe(TIME_ZONE_OFFSETS[zone]);
  });

  describe('releaseDateTone', () => {
    // Both ends of 2024-02-01 in Japan.
    const startOfDay = new Date('2024-02-01T00:00:00+09:00');
    const endOfDay = new Date('2024-02-01T23:59:59.999+09:00');

    it.each([startOfDay, endOfDay])('is recent 30 days before today in Japan (now %o)', (now) => {
      expect(releaseDateTone('2024-01-02T00:00:00+09:00', now)).toBe('recent');
      // 2024-01-02 00:00 in Japan, written in UTC.
      expect(releaseDateTone('2024-01-01T15:00:00Z', now)).toBe('recent');
    });

    it.each([startOfDay, endOfDay])('is past 31 days before today in Japan (now %o)', (now) => {
      expect(releaseDateTone('2024-01-01T23:59:59.999+09:00', now)).toBe('past');
      // The last instant of 2024-01-01 in Japan, which is still 2024-01-01 in UTC too.
      expect(releaseDateTone('2024-01-01T14:59:59Z', now)).toBe('past');
    });

    it('moves with the Japanese day, not the machine day', () => {
      // 2024-01-31 23:59:59.999 in Japan: 2024-01-01 is 30 days back.
      const beforeMidnight = new Date('2024-01-31T14:59:59.999Z');
      // 1 ms later it is 2024-02-01 in Japan: 31 days back.
      const atMidnight = new Date('2024-01-31T15:00:00Z');
      expect(releaseDateTone('2024-01-01T00:00:00+09:00', beforeMidnight)).toBe('recent');
      expect(releaseDateTone('2024-01-01T00:00:00+09:00', atMidnight)).toBe('past');
    });

    it('is recent for a future release, past for an unreadable or year-9999 one', () => {
      expect(releaseDateTone('2024-03-01T00:00:00+09:00', startOfDay)).toBe('recent');
      expect(releaseDateTone('garbage', startOfDay)).toBe('past');
      expect(releaseDateTone('9999-12-31T00:00:00+09:00', startOfDay)).toBe('past');
    });
  });

  describe('releaseDateText', () => {
    it('shows the day in Japan with 発売', () => {
      expect(releaseDateText('2024-01-01T15:00:00Z')).toBe('2024/01/02発売');
      expect(releaseDateText('2024-01-01T14:59:59Z')).toBe('2024/01/01発売');
      expect(releaseDateText('2024-01-10T00:00:00+09:00')).toBe('2024/01/10発売');
    });

    it('is null when there is no date to show', () => {
      expect(releaseDateText('garbage')).toBeNull();
      expect(releaseDateText('9999-12-31T00:00:00+09:00')).toBeNull();
    });
  });
});
