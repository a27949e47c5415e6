import { type DateInput, parseDate } from './parseDate';

/**
 * Tells whether a free campaign is still running: its end `notAfter` is strictly after
 * `now`. A zone-less end is Japan time, so a date-only `2024-01-02` ends the campaign at
 * 2024-01-02 00:00 in Japan; send `2024-01-02T23:59:59+09:00` to keep that whole day.
 * An invalid or "no date" end gives `false`: a campaign without a valid end is not shown.
 *
 * @example
 * isCampaignActive('2024-01-31T23:59:59+09:00', new Date('2024-01-31T12:00:00+09:00')); //=> true
 */
export function isCampaignActive(notAfter: DateInput, now: Date = new Date()): boolean {
  const end = parseDate(notAfter);
  return end !== null && end.getTime() > now.getTime();
}
