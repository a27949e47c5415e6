/** The `serviceId` of a volume's trial chapter (試し読み); a serialized episode's is `web`. */
export const TRIAL_SERVICE_ID = 'web_trial';

/**
 * Tells whether an episode is a trial chapter of a volume (試し読み): its `serviceId` contains
 * `web_trial` (spec section 4, as analytics counts it), as opposed to a serialized episode
 * (`web`). The viewer's end panel, the read buttons' wording, analytics' service type and the
 * backend's episode type all ask this.
 *
 * @example
 * isTrialEpisode({ serviceId: 'web_trial' }); //=> true
 * isTrialEpisode({ serviceId: 'web' }); //=> false
 */
export function isTrialEpisode(episode: { readonly serviceId: string }): boolean {
  return episode.serviceId.includes(TRIAL_SERVICE_ID);
}
