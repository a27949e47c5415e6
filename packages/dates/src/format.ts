import { type JapanFields, japanFields, japanWallClockAsUtc } from './japanCalendar';
import { type DateInput, parseDate } from './parseDate';

/**
 * Formats a date and time in Japan as `yyyy/MM/dd HH:mm`, whatever the machine's zone.
 * Returns `''` for an invalid input or "no date", so nothing is displayed.
 *
 * @example
 * formatDateTime('2024-01-01T18:04:05Z'); //=> '2024/01/02 03:04'
 */
export function formatDateTime(input: DateInput): string {
  return formatInJapan(input, (f) => `${ymd(f, '/')} ${pad(f.hour)}:${pad(f.minute)}`);
}

/**
 * Formats the calendar day in Japan as `yyyy/MM/dd`. Returns `''` for an invalid input or
 * "no date".
 *
 * @example
 * formatDate('2024-01-01T15:00:00Z'); //=> '2024/01/02'
 */
export function formatDate(input: DateInput): string {
  return formatInJapan(input, (f) => ymd(f, '/'));
}

/**
 * Formats the calendar day in Japan as ISO 8601, `yyyy-MM-dd`: the day a query takes
 * (`/api/daily/new?date=`). Returns `''` for an invalid input or "no date".
 *
 * @example
 * formatIsoDate('2024-01-01T15:00:00Z'); //=> '2024-01-02'
 */
export function formatIsoDate(input: DateInput): string {
  return formatInJapan(input, (f) => ymd(f, '-'));
}

/**
 * Formats as ISO 8601 with the Japan offset, to the second. Returns `''` for an invalid
 * input or "no date".
 *
 * @example
 * formatIso('2024-01-01T18:04:05.678Z'); //=> '2024-01-02T03:04:05+09:00'
 */
export function formatIso(input: DateInput): string {
  return formatInJapan(input, (f, date) => {
    const time = `${pad(f.hour)}:${pad(f.minute)}:${pad(f.second)}`;
    return `${ymd(f, '-')}T${time}${offset(f, date)}`;
  });
}

/**
 * Formats the calendar day in Japan the Japanese way, without padding. Returns `''` for an
 * invalid input or "no date".
 *
 * @example
 * formatJapaneseDate('2024-01-02'); //=> '2024年1月2日'
 */
export function formatJapaneseDate(input: DateInput): string {
  return formatInJapan(input, (f) => `${pad(f.year, 4)}年${f.month}月${f.day}日`);
}

/**
 * Formats month, day and weekday in Japan, the weekday as one kanji (日月火水木金土).
 * Returns `''` for an invalid input or "no date".
 *
 * @example
 * formatJapaneseMonthDayWithWeekday('2024-01-02'); //=> '1月2日(火)'
 */
export function formatJapaneseMonthDayWithWeekday(input: DateInput): string {
  return formatInJapan(input, (f) => `${f.month}月${f.day}日(${KANJI_WEEKDAYS[f.weekday]})`);
}

/**
 * The weekdays as written in Japanese dates, Sunday first: index with `japanFields().weekday`.
 *
 * @example
 * KANJI_WEEKDAYS[japanFields(new Date('2024-01-05T03:00:00Z')).weekday]; //=> '金'
 */
export const KANJI_WEEKDAYS = '日月火水木金土';

function formatInJapan(input: DateInput, format: (fields: JapanFields, date: Date) => string) {
  const date = parseDate(input);
  return date === null ? '' : format(japanFields(date), date);
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function ymd(fields: JapanFields, separator: string): string {
  return [pad(fields.year, 4), pad(fields.month), pad(fields.day)].join(separator);
}

/** `+09:00`: Japan's offset from UTC at that instant, read from the zone data, not assumed. */
function offset(fields: JapanFields, date: Date): string {
  const minutes = Math.round(
    (japanWallClockAsUtc(fields) - Math.floor(date.getTime() / 1000) * 1000) / 60_000,
  );
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}
