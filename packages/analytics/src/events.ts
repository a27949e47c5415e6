import type { Consent, ConsentCategory } from './consent';
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

/** Comic type of a work as analytics reports it: 縦 (vertical strip) or 横 (paged). */
export type AnalyticsComicType = 'tate' | 'yoko';
/** Service type of an episode: a volume's trial chapter or a serial episode. */
export type AnalyticsServiceType = 'trial' | 'serial';
/** Reading direction as analytics reports it: 縦読み or 横読み. */
export type AnalyticsReadingDirection = 'tate_yomi' | 'yoko_yomi';

/** The work an event is about. */
export interface WorkFields {
  work_id: number;
  work_code: string;
  work_title: string;
}

/** How a work is classified: comic type, label, genre, sub-genre and tags (names). */
export interface WorkClassificationFields {
  comic_type: AnalyticsComicType;
  label_code: string | null;
  label_name: string | null;
  genre: string | null;
  sub_genre: string | null;
  /** Tag names joined with `,` (data-layer values stay flat); empty when none. */
  tags: string;
}

/** The episode an event is about (spec section 3's `internal` fields, `serviceId`). */
export interface EpisodeFields {
  episode_id: number;
  episode_code: string;
  episode_title: string;
  episode_no: number;
  page_count: number;
  episode_type: string;
  is_latest: boolean;
  service_type: AnalyticsServiceType;
  /** Always `free` (spec section 4). */
  read_type: 'free';
}

/** Everything an event about one episode carries: its work, classification and episode. */
export type EpisodeContext = WorkFields & WorkClassificationFields & EpisodeFields;

/** Where a store chooser was opened: the work page, its purchase-link page, or the viewer. */
export type StoreScreen = 'work' | 'purchase_links' | 'viewer';

/** What a store chooser sells: an episode or a volume, with the work when known. */
export interface StoreSubjectFields {
  screen: StoreScreen;
  subject: 'episode' | 'volume';
  work_id: number | null;
  work_code: string | null;
  work_title: string | null;
  episode_id: number | null;
  episode_code: string | null;
  volume_id: number | null;
  volume_title: string | null;
}

/** Which link of the viewer's end panel or controls was followed. */
export type ViewerLinkKind = 'work' | 'previous_episode' | 'recommendation';

/** How a page was shared (the `ShareButton` methods). */
export type ShareMethod = 'native' | 'copy' | 'x' | 'line' | 'facebook';

/** The page a module was seen on. */
export type ModulePage = 'home' | 'label' | 'detail';

type ModalBannerFields = { banner_id: number; banner_title: string };

/** Every event the site sends, each one flat object named by `event` (the data-layer form). */
export type AnalyticsEvent =
  | ({ event: 'episode_read'; reading_direction: AnalyticsReadingDirection } & EpisodeContext)
  | ({ event: 'end_of_book' } & EpisodeContext)
  | ({ event: 'viewer_action_next'; next_episode_code: string } & EpisodeContext)
  | ({
      event: 'viewer_action_change_direction';
      reading_direction: AnalyticsReadingDirection;
    } & EpisodeContext)
  | ({ event: 'viewer_action_expand'; presentation_mode: 'normal' | 'wide' } & EpisodeContext)
  | ({ event: 'viewer_action_full_screen'; full_screen: boolean } & EpisodeContext)
  | ({ event: 'viewer_action_link_click'; link: ViewerLinkKind; href: string } & EpisodeContext)
  | ({ event: 'good_button_on' | 'good_button_off' } & EpisodeContext)
  | ({ event: 'store_modal_open' } & StoreSubjectFields)
  | ({ event: 'store_click'; store_code: string; store_name: string } & StoreSubjectFields)
  | ({ event: 'content_click'; module_name: string; position: number | null } & WorkFields)
  | ({ event: 'content_follow_on' | 'content_follow_off' } & WorkFields)
  | ({ event: 'fanletter_click' } & WorkFields)
  | {
      event: 'label_follow_on' | 'label_follow_off';
      label_id: number;
      label_code: string;
      label_name: string;
    }
  | {
      event: 'module_impression_label' | 'module_impression_detail';
      page: ModulePage;
      module_name: string;
      position: number;
      label_code: string | null;
      work_code: string | null;
    }
  | { event: 'banner_click'; banner_id: number; banner_title: string; position: number }
  | ({ event: 'modal_banner_imp' | 'modal_banner_no' } & ModalBannerFields)
  | ({ event: 'modal_banner_click'; href: string } & ModalBannerFields)
  | { event: 'send_app'; screen: string; work_code: string | null; episode_code: string | null }
  | {
      event: 'share';
      method: ShareMethod;
      content_type: 'work' | 'episode' | 'label';
      item_id: string;
    }
  | { event: 'history_delete'; scope: 'one' | 'all'; count: number }
  | { event: typeof ROUTE_CHANGED_EVENT; url: string; referrer: string };

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
