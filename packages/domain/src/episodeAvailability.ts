import { isTrialEpisode } from './trialEpisode';

/** What {@link episodeAvailability} reads of an episode. The API's `Episode` has all of it. */
export interface AvailabilityEpisode {
  /** Whether the service still serves the episode, as the data says. */
  readonly isActive: boolean;
  /** Its purchase links; only whether there are any counts. */
  readonly stores: readonly unknown[];
  /** `pr` marks a promotional entry, which is not a chapter of the story. */
  readonly type: string;
  /** `web` for a serialized episode; containing `web_trial` for a volume's trial chapter. */
  readonly serviceId: string;
}

/** Why an episode is no longer served: the data says so, or its delivery period is over. */
export type EndedReason = 'inactive' | 'delivery-ended';

/**
 * What a reader can do with an episode:
 *
 * - `readable`: open it in the viewer, from the read buttons too, and save it;
 * - `trial`: the same, for a volume's trial chapter (試し読み);
 * - `promotional`: a served `pr` entry: it opens in the viewer and can be saved, but is not a
 *   chapter of the story, so no read button goes to it;
 * - `store-only`: buy it in a store (ストアで購入); it is not read or saved here;
 * - `ended`: nothing; it is no longer served, and no store sells it (an ended `pr` entry is
 *   ended whatever its stores: the work page removes it).
 */
export type EpisodeAvailability =
  | { readonly kind: 'readable' | 'trial' | 'promotional' | 'store-only' }
  | { readonly kind: 'ended'; readonly reason: EndedReason };

/**
 * What a reader can do with an episode ({@link EpisodeAvailability}), its `isActive` taken as
 * the API sent it: the backend closes an episode whose delivery has ended when it answers, and
 * a screen drawn on the server and again in the browser must not read the clock, or the two
 * could disagree. The read buttons, the work page's list, the viewer and the language groups'
 * pages ask this; saving and the backend, which judge the delivery period at an instant, ask
 * `episodeAvailabilityAt` (the same rule). None keeps a copy.
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
 * @example
 * episodeAvailability({ isActive: true, stores: [], type: 'normal', serviceId: 'web' });
 * //=> { kind: 'readable' }
 * episodeAvailability({ isActive: true, stores: [amazon], type: 'normal', serviceId: 'web' });
 * //=> { kind: 'store-only' }
 */
export function episodeAvailability(episode: AvailabilityEpisode): EpisodeAvailability {
  return availabilityOf(episode, episode.isActive ? null : 'inactive');
}

/**
 * The rule of {@link episodeAvailability} for an episode that is not served for `ended`
 * (`null`: served). `episodeAvailabilityAt` gives it the delivery period's answer as well.
 */
export function availabilityOf(
  episode: AvailabilityEpisode,
  ended: EndedReason | null,
): EpisodeAvailability {
  const promotional = episode.type === 'pr';
  if (ended !== null && (promotional || episode.stores.length === 0)) {
    return { kind: 'ended', reason: ended };
  }
  if (episode.stores.length > 0) return { kind: 'store-only' };
  if (promotional) return { kind: 'promotional' };
  return { kind: isTrialEpisode(episode) ? 'trial' : 'readable' };
}
