import { isExists } from 'date-fns';
import { toDate } from 'date-fns-tz';
import { JAPAN_TIME_ZONE } from './timeZone';

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
  const [hour = '00', minute = '00', second = '00', fraction = '', zone = ''] = match.slice(5);
  if (!isExists(Number(year), Number(month) - 1, Number(day))) {
    return null;
  }
  const milliseconds = fraction.slice(0, 3).padEnd(3, '0');
  const time = `${pad(hour)}:${minute}:${second}.${milliseconds}`;
  // date-fns-tz applies the string's own zone when it has one, Japan time otherwise.
  return toDate(`${year}-${pad(month)}-${pad(day)}T${time}${zone}`, { timeZone: JAPAN_TIME_ZONE });
}

function pad(digits: string): string {
  return digits.padStart(2, '0');
}
