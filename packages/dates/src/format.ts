import { ja } from 'date-fns/locale/ja';
import { formatInTimeZone } from 'date-fns-tz';
import { type DateInput, parseDate } from './parseDate';
import { JAPAN_TIME_ZONE } from './timeZone';

/**
 * Formats a date and time in Japan as `yyyy/MM/dd HH:mm`, whatever the machine's zone.
 * Returns `''` for an invalid input or "no date", so nothing is displayed.
 *
 * @example
 * formatDateTime('2024-01-01T18:04:05Z'); //=> '2024/01/02 03:04'
 */
export function formatDateTime(input: DateInput): string {
  return formatInJapan(input, 'yyyy/MM/dd HH:mm');
}

/**
 * Formats the calendar day in Japan as `yyyy/MM/dd`. Returns `''` for an invalid input or
 * "no date".
 *
 * @example
 * formatDate('2024-01-01T15:00:00Z'); //=> '2024/01/02'
 */
export function formatDate(input: DateInput): string {
  return formatInJapan(input, 'yyyy/MM/dd');
}

/**
 * Formats as ISO 8601 with the Japan offset, to the second. Returns `''` for an invalid
 * input or "no date".
 *
 * @example
 * formatIso('2024-01-01T18:04:05.678Z'); //=> '2024-01-02T03:04:05+09:00'
 */
export function formatIso(input: DateInput): string {
  return formatInJapan(input, "yyyy-MM-dd'T'HH:mm:ssXXX");
}

/**
 * Formats the calendar day in Japan the Japanese way, without padding. Returns `''` for an
 * invalid input or "no date".
 *
 * @example
 * formatJapaneseDate('2024-01-02'); //=> '2024年1月2日'
 */
export function formatJapaneseDate(input: DateInput): string {
  return formatInJapan(input, 'yyyy年M月d日');
}

/**
 * Formats month, day and weekday in Japan, the weekday as one kanji (日月火水木金土).
 * Returns `''` for an invalid input or "no date".
 *
 * @example
 * formatJapaneseMonthDayWithWeekday('2024-01-02'); //=> '1月2日(火)'
 */
export function formatJapaneseMonthDayWithWeekday(input: DateInput): string {
  return formatInJapan(input, 'M月d日(EEE)');
}

function formatInJapan(input: DateInput, pattern: string): string {
  const date = parseDate(input);
  return date === null ? '' : formatInTimeZone(date, JAPAN_TIME_ZONE, pattern, { locale: ja });
}
