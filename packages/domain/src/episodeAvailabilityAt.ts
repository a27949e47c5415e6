import { type DateInput, parseDate } from '@cw/dates';
import {
  type AvailabilityEpisode,
  availabilityOf,
  type EndedReason,
  type EpisodeAvailability,
} from './episodeAvailability';

/**
 * An episode with its delivery period, what {@link episodeAvailabilityAt} reads: the API's
 * `Episode`, or a backend row passing its `deliveryUntil` as `deliveryPeriod`.
 */
export interface DatedEpisode extends AvailabilityEpisode {
  /**
   * When delivery ends: the API's string or a `Date`, read with `@cw/dates` (`null`, year 9999
   * or an unreadable value mean never; a zone-less time is Japan time).
   */
  readonly deliveryPeriod: DateInput;
}

/**
 * Whether an episode's delivery period is over at `now`: from the instant it ends, the
 * episode may not be read, offline included.
 *
 * @example
 * hasDeliveryEnded({ deliveryPeriod: '2024-03-31T23:59:59+09:00' }, new Date('2024-04-01T00:00:00+09:00')); //=> true
 * hasDeliveryEnded({ deliveryPeriod: '9999-12-31T23:59:59+09:00' }, new Date()); //=> false
 */
export function hasDeliveryEnded(
  episode: Pick<DatedEpisode, 'deliveryPeriod'>,
  now: Date,
): boolean {
  const end = parseDate(episode.deliveryPeriod);
  return end !== null && end.getTime() <= now.getTime();
}

function endedReason(
  episode: Pick<DatedEpisode, 'isActive' | 'deliveryPeriod'>,
  now: Date,
): EndedReason | null {
  if (!episode.isActive) return 'inactive';
  return hasDeliveryEnded(episode, now) ? 'delivery-ended' : null;
}

/**
 * Whether the service still serves an episode at `now`: active, and its delivery period not
 * over. What the API sends as `isActive`.
 *
 * @example
 * isEpisodeServed({ isActive: true, deliveryPeriod: new Date('2020-01-01') }, new Date()); //=> false
 */
export function isEpisodeServed(
  episode: Pick<DatedEpisode, 'isActive' | 'deliveryPeriod'>,
  now: Date,
): boolean {
  return endedReason(episode, now) === null;
}

/**
 * `episodeAvailability`'s answer at `now`: an active episode whose delivery period is over by
 * then is `ended` (`delivery-ended`), as if the data said so. For saving for offline and the
 * backend, which judge the period at an instant; screens take `isActive` as sent. Apart from
 * `episodeAvailability` so that they do not ship the date parser.
 *
 * @example
 * episodeAvailabilityAt({ isActive: true, stores: [], type: 'normal', serviceId: 'web', deliveryPeriod: '2024-03-31T23:59:59+09:00' }, new Date('2024-04-01T00:00:00+09:00'));
 * //=> { kind: 'ended', reason: 'delivery-ended' }
 */
export function episodeAvailabilityAt(episode: DatedEpisode, now: Date): EpisodeAvailability {
  return availabilityOf(episode, endedReason(episode, now));
}
