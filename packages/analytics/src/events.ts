import type { Consent, ConsentCategory } from './consent';

/** The analytics events of spec section 9. */
export const ANALYTICS_EVENTS = [
  'episode_read',
  'store_modal_open',
  'store_click',
  'banner_click',
  'modal_banner_imp',
  'modal_banner_click',
  'modal_banner_no',
  'module_impression_label',
  'module_impression_detail',
  'content_click',
  'content_follow_on',
  'content_follow_off',
  'label_follow_on',
  'label_follow_off',
  'good_button_on',
  'good_button_off',
  'fanletter_click',
  'send_app',
  'share',
  'viewer_action_link_click',
  'viewer_action_next',
  'viewer_action_change_direction',
  'viewer_action_expand',
  'viewer_action_full_screen',
  'end_of_book',
  'history_delete',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

/** One event as the tag manager's data layer takes it: its name and flat parameters. */
export type AnalyticsEvent = { event: AnalyticsEventName } & Record<
  string,
  string | number | boolean | null
>;

/** Reading behaviour is measured under `performance`, the category the reader can refuse. */
export const EVENT_CONSENT_CATEGORY: ConsentCategory = 'performance';

/**
 * Sends an event to the tag manager's data layer if the reader's consent allows it; true when
 * sent. Nothing is queued for later: an event the reader did not consent to is dropped.
 *
 * @example
 * trackEvent({ event: 'history_delete', scope: 'all', count: 12 }, { consent, dataLayer });
 */
export function trackEvent(
  event: AnalyticsEvent,
  { consent, dataLayer }: { consent: Consent; dataLayer: { push(entry: object): unknown } },
): boolean {
  if (!consent[EVENT_CONSENT_CATEGORY]) return false;
  dataLayer.push({ ...event });
  return true;
}
