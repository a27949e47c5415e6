import * as domain from '@cw/domain';
import { describe, expect, it } from 'vitest';
import { isTrialEpisode } from './trialEpisode';

describe('@cw/domain', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(domain.isTrialEpisode).toBe(isTrialEpisode);
  });

  it('exports exactly the public API', () => {
    expect(Object.keys(domain).sort()).toEqual([
      'ANALYTICS_READING_DIRECTIONS',
      'TRIAL_SERVICE_ID',
      'analyticsReadingDirection',
      'episodeAvailability',
      'episodeAvailabilityAt',
      'hasDeliveryEnded',
      'isEpisodeServed',
      'isRecord',
      'isTrialEpisode',
    ]);
  });
});
