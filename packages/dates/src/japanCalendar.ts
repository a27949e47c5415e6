import { JAPAN_STANDARD_OFFSET_MS, JAPAN_STANDARD_OFFSET_SINCE, JAPAN_TIME_ZONE } from './timeZone';

/** Wall-clock fields of an instant in Japan; `weekday` 0 is Sunday. */
export type JapanFields = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

let japanFormat: Intl.DateTimeFormat | undefined;

/**
 * The calendar and clock fields of `date` in Japan. Since 1952 Japan is nine hours ahead of UTC
 * all year, so those are plain arithmetic; before, the platform's own time-zone data
 * (`Intl.DateTimeFormat`) gives them, summer time included. Arithmetic, because the first
 * `Intl` formatter of a page loads the platform's locale and zone data: 0.1–0.3 s on a phone,
 * in the middle of the page's first render. date-fns' `format` gave the same through ~9 kB gzip
 * of formatters and locales in every page that shows a date.
 *
 * @example
 * japanFields(new Date('2024-01-01T15:30:00Z'));
 * //=> { year: 2024, month: 1, day: 2, hour: 0, minute: 30, second: 0, weekday: 2 }
 */
export function japanFields(date: Date): JapanFields {
  const instant = date.getTime();
  if (instant >= JAPAN_STANDARD_OFFSET_SINCE) {
    const wall = new Date(instant + JAPAN_STANDARD_OFFSET_MS);
    return {
      year: wall.getUTCFullYear(),
      month: wall.getUTCMonth() + 1,
      day: wall.getUTCDate(),
      hour: wall.getUTCHours(),
      minute: wall.getUTCMinutes(),
      second: wall.getUTCSeconds(),
      weekday: wall.getUTCDay(),
    };
  }
  japanFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: JAPAN_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
    hourCycle: 'h23',
  });
  const fields: Record<string, string> = {};
  for (const part of japanFormat.formatToParts(date)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    weekday: WEEKDAYS.indexOf(fields.weekday ?? ''),
  };
}

/** The wall-clock fields read as if they were UTC: milliseconds since the epoch, to the second. */
export function japanWallClockAsUtc(fields: JapanFields): number {
  return Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  );
}
