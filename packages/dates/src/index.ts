export {
  formatDate,
  formatDateTime,
  formatIso,
  formatIsoDate,
  formatJapaneseDate,
  formatJapaneseMonthDayWithWeekday,
  KANJI_WEEKDAYS,
} from './format';
export { isCampaignActive } from './isCampaignActive';
export { isRecentRelease, RECENT_RELEASE_DAYS } from './isRecentRelease';
export { DateComparisonError, isWithinDays, MILLISECONDS_PER_DAY } from './isWithinDays';
export { type JapanFields, japanFields } from './japanCalendar';
export { type DateInput, isNoDate, NO_DATE_YEAR, parseDate } from './parseDate';
export { JAPAN_TIME_ZONE } from './timeZone';
