import { JAPAN_STANDARD_OFFSET_MS, JAPAN_STANDARD_OFFSET_SINCE, JAPAN_TIME_ZONE } from './timeZone';

/** What the date functions accept: a `Date`, epoch milliseconds or an ISO-like string. */
export type DateInput = Date | number | string | null | undefined;

/** The year the API sends for "no date", such as a delivery period without an end. */
export const NO_DATE_YEAR = 9999;

// The first instant of year 9999 in Japan: anything from then on is "no date".
const NO_DATE_START = Date.parse(`${NO_DATE_YEAR}-01-01T00:00:00+09:00`);

// yyyy-M-d or yyyy/M/d, then optionally [T or space]H:mm[:ss[.fraction]][Z or ±hh[:mm]].
const DAY = String.raw`(\d{4})([-/])(\d{1,2})\2(\d{1,2})`;
const TIME = String.raw`([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.(\d+))?)?`;
const ZONE = String.raw`(Z|[+-](?:[01]\d|2[0-3])(?::?[0-5]\d)?)`;
const DATE_PATTERN = new RegExp(`^${DAY}(?:[T ]${TIME}${ZONE}?)?$`);

/**
 * Reads a date leniently, the way the API and hand-written data spell it.
 *
 * Accepts a valid `Date`, finite epoch milliseconds, and strings such as `2024-01-02`,
 * `2024/1/2`, `2024/01/02 03:04`, `2024-01-02T03:04:05.123Z` or `2024-01-02T03:04+09:00`.
 * A string without a zone is Japan time, so `2024-01-02` is midnight of that day in Japan.
 * Returns `null` for anything else, for impossible days such as `2024-02-30`, and for
 * "no date" (year {@link NO_DATE_YEAR} or later in Japan). Never throws.
 *
 * @example
 * parseDate('2024-01-02')?.toISOString(); //=> '2024-01-01T15:00:00.000Z'
 */
export function parseDate(input: unknown): Date | null {
  const date = readInstant(input);
  return date === null || date.getTime() >= NO_DATE_START ? null : date;
}

/**
 * Tells whether the input is the API's "no date": a date in year {@link NO_DATE_YEAR} or
 * later in Japan, such as the end of a delivery period that never ends.
 *
 * @example
 * isNoDate('9999-12-31T23:59:59+09:00'); //=> true
 */
export function isNoDate(input: unknown): boolean {
  const date = readInstant(input);
  return date !== null && date.getTime() >= NO_DATE_START;
}

function readInstant(input: unknown): Date | null {
  if (typeof input !== 'string' && typeof input !== 'number' && !(input instanceof Date)) {
    return null;
  }
  // new Date(NaN), new Date(Infinity) and copies of an invalid Date are all invalid.
  const date = typeof input === 'string' ? readDateString(input.trim()) : new Date(input);
  return date === null || Number.isNaN(date.getTime()) ? null : date;
}

function readDateString(text: string): Date | null {
  const match = DATE_PATTERN.exec(text);
  if (match === null) {
    return null;
  }
  const [, year = '', , month = '', day = ''] = match;
  const [hour = '0', minute = '0', second = '0', fraction = '', zone = ''] = match.slice(5);
  const wallClock = utcMilliseconds(
    Number(year),
    Number(month),
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
    Number(fraction.slice(0, 3).padEnd(3, '0')),
  );
  // An impossible day (2024-02-30) rolls over into another month.
  const check = new Date(wallClock);
  if (check.getUTCMonth() !== Number(month) - 1 || check.getUTCDate() !== Number(day)) {
    return null;
  }
  // The string's own zone when it has one, Japan time otherwise (from the platform's zone data,
  // as for formatting: no date library in the pages that only read dates).
  return new Date(wallClock - (zone === '' ? japanOffsetAt(wallClock) : zoneOffset(zone)));
}

/** Milliseconds since the epoch of a UTC wall clock; years 0–99 are not 1900–1999. */
function utcMilliseconds(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, millisecond);
  return date.getTime();
}

/** `Z`, `±hh`, `±hhmm` or `±hh:mm` as milliseconds ahead of UTC. */
function zoneOffset(zone: string): number {
  if (zone === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0);
  return (zone.startsWith('-') ? -minutes : minutes) * 60_000;
}

let japanOffsetFormat: Intl.DateTimeFormat | undefined;

/**
 * Japan's offset from UTC at an instant, in milliseconds: nine hours since 1952, and before that
 * from the platform's time-zone data, `GMT+09:00` (`longOffset`).
 */
function japanOffset(instant: number): number {
  if (instant >= JAPAN_STANDARD_OFFSET_SINCE) return JAPAN_STANDARD_OFFSET_MS;
  japanOffsetFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: JAPAN_TIME_ZONE,
    timeZoneName: 'longOffset',
  });
  const name = japanOffsetFormat.formatToParts(instant).find((p) => p.type === 'timeZoneName');
  const [, sign = '+', hours = '0', minutes = '0', seconds = '0'] =
    /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name?.value ?? '') ?? [];
  const value = (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000;
  return sign === '-' ? -value : value;
}

/**
 * Japan's offset for a Japan wall clock read as if it were UTC: the offset at a first guess of
 * the instant, then at the instant that guess gives, so a wall clock near a change of offset
 * (Japan's summer time of 1948–1951) lands on the right side of it.
 */
function japanOffsetAt(wallClock: number): number {
  return japanOffset(wallClock - japanOffset(wallClock));
}
