import { describe, expect, it } from 'vitest';
import { isTrialEpisode } from './trialEpisode';

describe('isTrialEpisode', () => {
  it('is true when the service id contains web_trial', () => {
    expect(isTrialEpisode({ serviceId: 'web_trial' })).toBe(true);
    expect(isTrialEpisode({ serviceId: 'app_web_trial_2' })).toBe(true);
  });

  it('is false for a serialized episode', () => {
    expect(isTrialEpisode({ serviceId: 'web' })).toBe(false);
    expect(isTrialEpisode({ serviceId: 'web_trail' })).toBe(false);
  });
});
