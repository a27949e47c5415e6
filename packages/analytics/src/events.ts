import type { Consent, ConsentCategory } from './consent';
import type { AnalyticsEvent } from './eventSchemas';
import type { VisitorType } from './visitorType';

/** The analytics events of spec section 9 (the page view `route-changed` is spec section 4). */
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

/** The page view of spec section 4, sent when the (normalised) URL changes. */
export const ROUTE_CHANGED_EVENT = 'route-changed' as const;

export type {
  AnalyticsComicType,
  AnalyticsEvent,
  AnalyticsReadingDirection,
  AnalyticsServiceType,
  EpisodeContext,
  EpisodeFields,
  ModulePage,
  ShareMethod,
  StoreScreen,
  StoreSubjectFields,
  ViewerLinkKind,
  WorkClassificationFields,
  WorkFields,
} from './eventSchemas';

/** The name of any event, `route-changed` included. */
export type AnalyticsEventName = AnalyticsEvent['event'];

/** An event as it reaches the data layer: stamped with the visitor type (spec section 4). */
export type TrackedEvent = AnalyticsEvent & { visitor_type: VisitorType };

/**
 * The consent category every event of the site needs: reading behaviour (page views, clicks,
 * impressions) is measurement, `performance`, the category the reader can refuse. A purchase
 * click (`store_click`) is measurement too; affiliate tags the tag manager fires from it are
 * gated by `affiliate` through consent mode (see `googleConsentModeState`).
 */
export const EVENT_CONSENT_CATEGORY: ConsentCategory = 'performance';

/**
 * The categories each event needs, all of them allowed, before it may be sent: one place to
 * change when an event moves category.
 */
export const EVENT_CONSENT_CATEGORIES: Readonly<
  Record<AnalyticsEventName, readonly ConsentCategory[]>
> = {
  episode_read: [EVENT_CONSENT_CATEGORY],
  end_of_book: [EVENT_CONSENT_CATEGORY],
  viewer_action_next: [EVENT_CONSENT_CATEGORY],
  viewer_action_change_direction: [EVENT_CONSENT_CATEGORY],
  viewer_action_expand: [EVENT_CONSENT_CATEGORY],
  viewer_action_full_screen: [EVENT_CONSENT_CATEGORY],
  viewer_action_link_click: [EVENT_CONSENT_CATEGORY],
  good_button_on: [EVENT_CONSENT_CATEGORY],
  good_button_off: [EVENT_CONSENT_CATEGORY],
  store_modal_open: [EVENT_CONSENT_CATEGORY],
  store_click: [EVENT_CONSENT_CATEGORY],
  content_click: [EVENT_CONSENT_CATEGORY],
  content_follow_on: [EVENT_CONSENT_CATEGORY],
  content_follow_off: [EVENT_CONSENT_CATEGORY],
  label_follow_on: [EVENT_CONSENT_CATEGORY],
  label_follow_off: [EVENT_CONSENT_CATEGORY],
  fanletter_click: [EVENT_CONSENT_CATEGORY],
  send_app: [EVENT_CONSENT_CATEGORY],
  share: [EVENT_CONSENT_CATEGORY],
  banner_click: [EVENT_CONSENT_CATEGORY],
  modal_banner_imp: [EVENT_CONSENT_CATEGORY],
  modal_banner_click: [EVENT_CONSENT_CATEGORY],
  modal_banner_no: [EVENT_CONSENT_CATEGORY],
  module_impression_label: [EVENT_CONSENT_CATEGORY],
  module_impression_detail: [EVENT_CONSENT_CATEGORY],
  history_delete: [EVENT_CONSENT_CATEGORY],
  'route-changed': [EVENT_CONSENT_CATEGORY],
};

/**
 * Whether the reader's consent allows sending an event: every category it needs is allowed.
 *
 * @example
 * isEventAllowed('share', REQUIRED_ONLY_CONSENT); //=> false
 */
export function isEventAllowed(name: AnalyticsEventName, consent: Consent): boolean {
  return EVENT_CONSENT_CATEGORIES[name].every((category) => consent[category]);
}

/** A `window.dataLayer`-like target: anything with `push`. */
export interface DataLayer {
  push(entry: object): unknown;
}
