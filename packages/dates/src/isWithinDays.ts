import { japanFields } from './japanCalendar';
import { type DateInput, parseDate } from './parseDate';

/** A day of 24 hours, in milliseconds (Japan keeps no daylight saving time). */
export const MILLISECONDS_PER_DAY = 24 * 60 * 60 * 1000;

/** Thrown when a date cannot be compared because it is invalid or "no date". */
export class DateComparisonError extends Error {
  override readonly name = 'DateComparisonError';
  /** The value that could not be read as a date. */
  readonly input: unknown;

  constructor(input: unknown) {
    super(`date comparison failed: invalid date "${String(input)}"`);
    this.input = input;
  }
}

/**
 * Tells whether the calendar day of `date` plus `days` is on or after today, both days
 * taken in Japan. Times of day do not matter; a future date is always within.
 *
 * @throws {RangeError} when `days` is not 0 or a positive integer.
 * @throws {DateComparisonError} when `date` (or `now`) is invalid or "no date".
 *
 * @example
 * isWithinDays('2024-01-02', 30, new Date('2024-02-01T12:00:00+09:00')); //=> true
 */
export function isWithinDays(date: DateInput, days: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(days) || days < 0) {
    throw new RangeError('days must be 0 or a positive integer');
  }
  const day = parseDate(date);
  if (day === null) {
    throw new DateComparisonError(date);
  }
  if (Number.isNaN(now.getTime())) {
    throw new DateComparisonError(now);
  }
  return japanDayNumber(day) + days >= japanDayNumber(now);
}

/** Days from 1970-01-01 to the calendar day the instant falls on in Japan. */
function japanDayNumber(date: Date): number {
  const { year, month, day } = japanFields(date);
  return Date.UTC(year, month - 1, day) / MILLISECONDS_PER_DAY;
}
