import { isTrialEpisode } from '@cw/domain';

const trial: boolean = isTrialEpisode({ serviceId: 'web_trial' });
// @ts-expect-error an episode without a service id
isTrialEpisode({});

export { trial };
