import { type DateInput, parseDate } from '@cw/dates';
import { isTrialEpisode } from './trialEpisode';

/**
 * What {@link episodeAvailability} reads of an episode. The API's `Episode` has all of it; a
 * backend row passes its `deliveryUntil` as `deliveryPeriod`.
 */
export interface AvailabilityEpisode {
  /** Whether the service still serves the episode, as the data says. */
  readonly isActive: boolean;
  /** Its purchase links; only whether there are any counts. */
  readonly stores: readonly unknown[];
  /** `pr` marks a promotional entry, which is not a chapter of the story. */
  readonly type: string;
  /** `web` for a serialized episode; containing `web_trial` for a volume's trial chapter. */
  readonly serviceId: string;
  /**
   * When delivery ends: the API's string or a `Date`, read with `@cw/dates` (`null`, year 9999
   * or an unreadable value mean never; a zone-less time is Japan time).
   */
  readonly deliveryPeriod: DateInput;
}

/** Why an episode is no longer served: the data says so, or its delivery period is over. */
export type EndedReason = 'inactive' | 'delivery-ended';

/**
 * What a reader can do with an episode:
 *
 * - `readable`: open it in the viewer, from the read buttons too, and save it; `expiresAt` is
 *   the end of its delivery period (`null` for none), when a saved copy goes;
 * - `trial`: the same, for a volume's trial chapter (試し読み);
 * - `promotional`: a served `pr` entry: it opens in the viewer and can be saved, but is not a
 *   chapter of the story, so no read button goes to it;
 * - `store-only`: buy it in a store (ストアで購入); it is not read or saved here;
 * - `ended`: nothing; it is no longer served, and no store sells it (an ended `pr` entry is
 *   ended whatever its stores: the work page removes it).
 */
export type EpisodeAvailability =
  | { readonly kind: 'readable'; readonly expiresAt: Date | null }
  | { readonly kind: 'trial'; readonly expiresAt: Date | null }
  | { readonly kind: 'promotional'; readonly expiresAt: Date | null }
  | { readonly kind: 'store-only' }
  | { readonly kind: 'ended'; readonly reason: EndedReason };

/**
 * Whether an episode's delivery period is over at `now`: from the instant it ends, the
 * episode may not be read, offline included.
 *
 * @example
 * hasDeliveryEnded({ deliveryPeriod: '2024-03-31T23:59:59+09:00' }, new Date('2024-04-01T00:00:00+09:00')); //=> true
 * hasDeliveryEnded({ deliveryPeriod: '9999-12-31T23:59:59+09:00' }, new Date()); //=> false
 */
export function hasDeliveryEnded(
  episode: Pick<AvailabilityEpisode, 'deliveryPeriod'>,
  now: Date,
): boolean {
  const end = parseDate(episode.deliveryPeriod);
  return end !== null && end.getTime() <= now.getTime();
}

/**
 * Whether the service still serves an episode at `now`: active, and its delivery period not
 * over. What the API sends as `isActive`. With `now` `null`, the data's `isActive` as is.
 *
 * @example
 * isEpisodeServed({ isActive: true, deliveryPeriod: new Date('2020-01-01') }, new Date()); //=> false
 */
export function isEpisodeServed(
  episode: Pick<AvailabilityEpisode, 'isActive' | 'deliveryPeriod'>,
  now: Date | null,
): boolean {
  return endedReason(episode, now) === null;
}

/**
 * What a reader can do with an episode at `now` ({@link EpisodeAvailability}). The read
 * buttons, the work page's list, the viewer, saving for offline, the language groups' pages
 * and the backend all ask this; none keeps a copy.
 *
 * In order:
 *
 * | episode                                         | availability                     |
 * |-------------------------------------------------|----------------------------------|
 * | `pr`, not served (inactive or delivery over)    | `ended`, stores or not           |
 * | with stores                                     | `store-only`, served or not      |
 * | not served                                      | `ended` (`inactive` first)       |
 * | `pr`                                            | `promotional`                    |
 * | trial chapter (`serviceId` has `web_trial`)     | `trial`                          |
 * | otherwise                                       | `readable`                       |
 *
 * An active episode with stores is store-only. The spec has the work page's card of an
 * episode with stores be a 'ストアで購入' button that opens the store chooser "instead of
 * linking to the episode" (section 2), whatever `isActive` says; so no read button goes to
 * it, the viewer shows its stores rather than its pages, and it is not saved. Only an ended
 * `pr` entry outranks its stores: the spec removes inactive promotional entries from the
 * list, with nothing to buy.
 *
 * There is no "not yet": the contract has no delivery start. `updateDate` is when an
 * episode was updated, and nothing refuses an episode for a later one (the backend only keeps
 * such rows out of the lists of new episodes); a start would add a variant here.
 *
 * `now` is the instant to judge the delivery period at. `null` takes `isActive` as sent: the
 * backend closes an episode whose delivery has ended when it answers, and a screen rendered on
 * the server and again in the browser must not read the clock, or the two could disagree.
 *
 * @example
 * episodeAvailability({ isActive: true, stores: [], type: 'normal', serviceId: 'web', deliveryPeriod: '2024-03-31T23:59:59+09:00' }, now);
 * //=> { kind: 'readable', expiresAt: Date 2024-03-31T14:59:59.000Z }
 * episodeAvailability({ isActive: true, stores: [amazon], type: 'normal', serviceId: 'web', deliveryPeriod: null }, now);
 * //=> { kind: 'store-only' }
 */
export function episodeAvailability(
  episode: AvailabilityEpisode,
  now: Date | null,
): EpisodeAvailability {
  const ended = endedReason(episode, now);
  const promotional = episode.type === 'pr';
  if (ended !== null && (promotional || episode.stores.length === 0)) {
    return { kind: 'ended', reason: ended };
  }
  if (episode.stores.length > 0) return { kind: 'store-only' };
  const expiresAt = parseDate(episode.deliveryPeriod);
  if (promotional) return { kind: 'promotional', expiresAt };
  return { kind: isTrialEpisode(episode) ? 'trial' : 'readable', expiresAt };
}

function endedReason(
  episode: Pick<AvailabilityEpisode, 'isActive' | 'deliveryPeriod'>,
  now: Date | null,
): EndedReason | null {
  if (!episode.isActive) return 'inactive';
  return now !== null && hasDeliveryEnded(episode, now) ? 'delivery-ended' : null;
}
