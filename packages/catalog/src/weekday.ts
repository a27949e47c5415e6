import { formatIsoDate, japanFields, MILLISECONDS_PER_DAY } from '@cw/dates';

/** The days serials update on, Monday first, as the 曜日 tabs list them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Weekdays as `Date#getDay` and `japanFields` number them, Sunday first. */
const BY_DAY_NUMBER: readonly Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/**
 * The weekday of `now` in Japan, whatever the time zone of the machine: serials update on
 * Japanese weekdays, so at 23:00 UTC on a Sunday it is already Monday (`mon`). Pure; `now` is
 * passed in. Throws a `RangeError` for an invalid date.
 *
 * @example
 * japanWeekday(new Date('2024-06-16T15:00:00Z')); //=> 'mon' (00:00 on Monday in Japan)
 */
export function japanWeekday(now: Date): Weekday {
  const weekday = BY_DAY_NUMBER[japanFields(now).weekday];
  if (weekday === undefined) throw new RangeError(`no weekday for ${String(now)}`);
  return weekday;
}

/**
 * The last `count` days in Japan up to `now`, today first, each with its weekday and its date
 * as `yyyy-MM-dd` (what `/api/daily/new?date=` takes): the day each 曜日 tab shows the updates
 * of. Japan keeps no daylight saving time, so days are 24 hours apart.
 *
 * @example
 * recentJapanDays(new Date('2024-06-16T15:00:00Z'), 2);
 * //=> [{ weekday: 'mon', date: '2024-06-17' }, { weekday: 'sun', date: '2024-06-16' }]
 */
export function recentJapanDays(now: Date, count = WEEKDAYS.length) {
  return Array.from({ length: count }, (_, back) => {
    const day = new Date(now.getTime() - back * MILLISECONDS_PER_DAY);
    return { weekday: japanWeekday(day), date: formatIsoDate(day) };
  });
}
