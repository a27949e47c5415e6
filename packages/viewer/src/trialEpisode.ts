import type { Episode } from '@cw/api-client/schemas';

/**
 * Tells whether an episode is a trial chapter of a volume (試し読み): its `serviceId`
 * contains `web_trial` (spec section 4), as opposed to a serialized episode (`web`).
 *
 * @example
 * isTrialEpisode({ serviceId: 'web_trial' }); //=> true
 */
export function isTrialEpisode(episode: Pick<Episode, 'serviceId'>): boolean {
  return episode.serviceId.includes('web_trial');
}
