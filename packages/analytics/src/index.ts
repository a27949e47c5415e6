export type { QueueInput, QueuePhase, QueueState } from './analyticsQueue';
export { INITIAL_QUEUE, MAX_HELD_EVENTS, stepQueue } from './analyticsQueue';
export type { Consent, ConsentCategory } from './consent';
export {
  ACCEPT_ALL_CONSENT,
  acceptedCategories,
  CONSENT_CATEGORIES,
  CONSENT_RELOAD_DELAY_MS,
  consentChange,
  consentFromCategories,
  effectiveConsent,
  isConsentCategory,
  REQUIRED_ONLY_CONSENT,
} from './consent';
export {
  CONSENT_COOKIE_MAX_AGE_SECONDS,
  CONSENT_COOKIE_NAME,
  CONSENT_COOKIE_VERSION,
  consentCookie,
  consentFromCookieHeader,
  parseConsent,
  serializeConsent,
} from './consentCookie';
export type {
  ConsentCategoryText,
  ConsentDialogText,
  ConsentNoticeText,
} from './consentDialogConfig';
export {
  CONSENT_CATEGORY_TEXT,
  CONSENT_CATEGORY_TEXTS,
  CONSENT_DIALOG_STORAGE_KEY,
  CONSENT_DIALOG_TEXT,
  CONSENT_DIALOG_TEXTS,
  consentDialogConfig,
  consentNoticeText,
} from './consentDialogConfig';
export { CONSENT_NOTICE_SCRIPT } from './consentNoticeScript';
export type { Tracker, TrackerOptions } from './createTracker';
export { createTracker } from './createTracker';
export type {
  AnalyticsEpisodeInput,
  AnalyticsWorkInput,
  ScrollType,
  ViewerReport,
} from './episodeEvents';
export {
  comicTypeOf,
  endOfBookEvent,
  episodeContext,
  episodeReadEvent,
  goodButtonEvent,
  serviceTypeOf,
  viewerChangeDirectionEvent,
  viewerEvent,
  viewerLinkClickEvent,
  viewerNextEvent,
  viewerPresentationEvent,
} from './episodeEvents';
export type {
  AnalyticsComicType,
  AnalyticsEvent,
  AnalyticsEventName,
  AnalyticsReadingDirection,
  AnalyticsServiceType,
  DataLayer,
  EpisodeContext,
  EpisodeFields,
  ModulePage,
  ShareMethod,
  StoreScreen,
  StoreSubjectFields,
  TrackedEvent,
  ViewerLinkKind,
  WorkClassificationFields,
  WorkFields,
} from './events';
export {
  ANALYTICS_EVENTS,
  EVENT_CONSENT_CATEGORIES,
  EVENT_CONSENT_CATEGORY,
  isEventAllowed,
  ROUTE_CHANGED_EVENT,
} from './events';
export type { HomeOrderVariant } from './experiments';
export {
  HOME_ORDER_EXPERIMENT,
  HOME_ORDER_VARIANTS,
  homeOrderVariant,
  testPatternFeature,
} from './experiments';
export type { RouteState } from './routeChange';
export { normalizeUrlForRouteChange, routeChange, TRACKING_PARAMETERS } from './routeChange';
export type { BannerRef, LabelRef, WorkRef } from './siteEvents';
export {
  bannerClickEvent,
  contentClickEvent,
  contentFollowEvent,
  fanletterClickEvent,
  historyDeleteEvent,
  labelFollowEvent,
  modalBannerEvent,
  moduleImpressionEvent,
  sendAppEvent,
  shareEvent,
} from './siteEvents';
export type { StoreSubjectInput, StoreWorkInput } from './storeEvents';
export { storeClickEvent, storeModalOpenEvent } from './storeEvents';
export type { ConsentModeValue, GoogleConsentModeState } from './tagManager';
export {
  googleConsentModeState,
  TAG_MANAGER_CONSENT_CATEGORIES,
  TAG_MANAGER_SCRIPT_ORIGIN,
  tagManagerContainer,
  tagManagerScriptUrl,
  tagManagerStart,
} from './tagManager';
export type { SessionLike, VisitorType } from './visitorType';
export { visitorType } from './visitorType';
