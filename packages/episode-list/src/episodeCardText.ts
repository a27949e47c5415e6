import type { Episode, WorkDetailResponse } from '@cw/contract/schemas';
import { formatDate } from '@cw/dates';
import { DELIVERY_PERIOD_PREFIX_TEXT, NEXT_UPDATE_PREFIX_TEXT } from './text';

/**
 * The delivery period line of an episode card, `配信期限：yyyy/MM/dd` with the day in Japan.
 * `null` (no line) when there is no period: `null`, year 9999 (the API's "never"), or an
 * unreadable date; and for an episode that is no longer served (`isActive` false, such as one
 * sold in stores after its delivery ended), whose period is over and would only mislead.
 *
 * @example
 * deliveryPeriodText({ isActive: true, deliveryPeriod: '2024-03-31T23:59:59+09:00' });
 * //=> '配信期限：2024/03/31'
 * deliveryPeriodText({ isActive: true, deliveryPeriod: '9999-12-31T23:59:59+09:00' }); //=> null
 */
export function deliveryPeriodText(
  episode: Pick<Episode, 'isActive'> & { deliveryPeriod?: Episode['deliveryPeriod'] },
): string | null {
  if (!episode.isActive) return null;
  const date = formatDate(episode.deliveryPeriod);
  return date === '' ? null : `${DELIVERY_PERIOD_PREFIX_TEXT}${date}`;
}

/**
 * The next update line above the episodes, `次回更新予定日：{text}`, with the API's text as
 * is. `null` when there is no text; a blank text counts as none.
 *
 * @example
 * nextUpdateText('毎月第2金曜日更新'); //=> '次回更新予定日：毎月第2金曜日更新'
 */
export function nextUpdateText(
  text: WorkDetailResponse['info']['nextUpdateDateText'] | undefined,
): string | null {
  return text == null || text.trim() === '' ? null : `${NEXT_UPDATE_PREFIX_TEXT}${text}`;
}
