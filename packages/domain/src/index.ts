export {
  ANALYTICS_READING_DIRECTIONS,
  type AnalyticsReadingDirection,
  analyticsReadingDirection,
} from './analyticsReadingDirection';
export { episodeAvailability } from './episodeAvailability';
export { episodeAvailabilityAt, hasDeliveryEnded, isEpisodeServed } from './episodeAvailabilityAt';
export { isRecord } from './isRecord';
export { isTrialEpisode } from './trialEpisode';
