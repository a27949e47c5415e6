export type { Consent, ConsentCategory } from './consent';
export {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT,
  readConsent,
  writeConsent,
} from './consent';
export type { AnalyticsEvent, AnalyticsEventName } from './events';
export { ANALYTICS_EVENTS, EVENT_CONSENT_CATEGORY, trackEvent } from './events';
export type { SessionLike, VisitorType } from './visitorType';
export { visitorType } from './visitorType';
