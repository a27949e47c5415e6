import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Time zones the date rules are checked under (they must not change a result), with their
 * `getTimezoneOffset()` in January 2024 to prove the switch took effect.
 */
export const TIME_ZONE_OFFSETS: Readonly<Record<string, number>> = {
  UTC: 0,
  'Asia/Tokyo': -540,
  'America/Los_Angeles': 480,
  'Pacific/Kiritimati': -840,
};
export const TIME_ZONES = Object.keys(TIME_ZONE_OFFSETS);

/**
 * Runs the tests of the enclosing `describe` with the process in `zone`: Node applies a
 * changed `TZ` at once, so local-time mistakes would show.
 */
export function useTimeZone(zone: string): void {
  beforeEach(() => {
    vi.stubEnv('TZ', zone);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });
}
