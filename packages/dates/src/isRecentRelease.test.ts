import { describe, expect, it } from 'vitest';
import { isRecentRelease, RECENT_RELEASE_DAYS } from './isRecentRelease';

// 2024-02-01 in Japan, 31 days after 2024-01-01.
const NOW = new Date('2024-02-01T12:00:00+09:00');

describe('isRecentRelease', () => {
  it('highlights releases for 30 days', () => {
    expect(RECENT_RELEASE_DAYS).toBe(30);
  });

  it('is true for a release 30 days ago and false for one 31 days ago', () => {
    expect(isRecentRelease('2024-01-02', NOW)).toBe(true);
    expect(isRecentRelease('2024-01-01', NOW)).toBe(false);
  });

  it('is true for today and for future releases', () => {
    expect(isRecentRelease('2024-02-01', NOW)).toBe(true);
    expect(isRecentRelease('2024-03-01', NOW)).toBe(true);
  });

  it('counts calendar days in Japan, not in UTC', () => {
    expect(isRecentRelease('2024-01-01T15:00:00Z', NOW)).toBe(true);
    expect(isRecentRelease('2024-01-01T14:59:59Z', NOW)).toBe(false);
  });

  it.each([
    'garbage',
    '',
    '2024-02-30',
    null,
    undefined,
    Number.NaN,
    new Date(Number.NaN),
    '9999-12-31',
  ])('is false instead of throwing for the invalid or "no date" release %j', (date) => {
    expect(isRecentRelease(date, NOW)).toBe(false);
  });
});
