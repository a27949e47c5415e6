export {
  ANALYTICS_READING_DIRECTIONS,
  type AnalyticsReadingDirection,
  analyticsReadingDirection,
} from './analyticsReadingDirection';
export {
  type AvailabilityEpisode,
  type EndedReason,
  type EpisodeAvailability,
  episodeAvailability,
} from './episodeAvailability';
export {
  type DatedEpisode,
  episodeAvailabilityAt,
  hasDeliveryEnded,
  isEpisodeServed,
} from './episodeAvailabilityAt';
export { isRecord } from './isRecord';
export { isTrialEpisode, TRIAL_SERVICE_ID } from './trialEpisode';
