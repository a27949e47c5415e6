import * as domain from '@cw/domain';
import { describe, expect, it } from 'vitest';
import { isTrialEpisode } from './trialEpisode';

describe('@cw/domain', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(domain.isTrialEpisode).toBe(isTrialEpisode);
  });

  it('ends an episode at the end of its delivery period, in Japan time', () => {
    const episode = {
      isActive: true,
      stores: [],
      type: 'normal',
      serviceId: 'web',
      deliveryPeriod: '2024-03-31T23:59:59',
    } as const;
    expect(domain.episodeAvailabilityAt(episode, new Date('2024-03-31T14:59:58Z'))).toEqual({
      kind: 'readable',
    });
    expect(domain.episodeAvailabilityAt(episode, new Date('2024-03-31T15:00:00Z'))).toEqual({
      kind: 'ended',
      reason: 'delivery-ended',
    });
  });
});
