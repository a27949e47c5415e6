import { JAPAN_TIME_ZONE } from '@cw/dates';

/** The days serials update on, Monday first, as the 曜日 tabs list them. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The short name of each weekday: the text of its tab. */
export const WEEKDAY_LABELS = {
  mon: '月',
  tue: '火',
  wed: '水',
  thu: '木',
  fri: '金',
  sat: '土',
  sun: '日',
} as const satisfies Record<Weekday, string>;

/** The full name of each weekday: what assistive technology reads for its tab. */
export const WEEKDAY_NAMES = {
  mon: '月曜日',
  tue: '火曜日',
  wed: '水曜日',
  thu: '木曜日',
  fri: '金曜日',
  sat: '土曜日',
  sun: '日曜日',
} as const satisfies Record<Weekday, string>;

const FROM_SHORT_NAME: Readonly<Record<string, Weekday>> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

let japanWeekdayFormat: Intl.DateTimeFormat | undefined;

/**
 * The weekday of `now` in Japan, whatever the time zone of the machine: serials update on
 * Japanese weekdays, so at 23:00 UTC on a Sunday it is already Monday (`mon`). Pure; `now` is
 * passed in. Throws a `RangeError` for an invalid date.
 *
 * @example
 * japanWeekday(new Date('2024-06-16T15:00:00Z')); //=> 'mon' (00:00 on Monday in Japan)
 */
export function japanWeekday(now: Date): Weekday {
  japanWeekdayFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: JAPAN_TIME_ZONE,
    weekday: 'short',
  });
  const weekday = FROM_SHORT_NAME[japanWeekdayFormat.format(now)];
  if (weekday === undefined) throw new RangeError(`no weekday for ${String(now)}`);
  return weekday;
}
