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
  hasDeliveryEnded,
  isEpisodeServed,
} from './episodeAvailability';
export { isTrialEpisode, TRIAL_SERVICE_ID } from './trialEpisode';
