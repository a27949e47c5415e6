import assert from 'node:assert/strict';
import { episodeAvailability, episodeAvailabilityAt, isTrialEpisode } from '@cw/domain';

assert.equal(isTrialEpisode({ serviceId: 'web_trial' }), true);
assert.equal(isTrialEpisode({ serviceId: 'web' }), false);
const episode = {
  isActive: true,
  stores: [],
  type: 'normal',
  serviceId: 'web',
  deliveryPeriod: '2024-03-31T23:59:59',
};
assert.deepEqual(episodeAvailability(episode), { kind: 'readable' });
// Reads the delivery period with @cw/dates, installed beside it: zone-less is Japan time.
assert.deepEqual(episodeAvailabilityAt(episode, new Date('2024-03-31T14:59:58Z')), {
  kind: 'readable',
});
assert.deepEqual(episodeAvailabilityAt(episode, new Date('2024-03-31T15:00:00Z')), {
  kind: 'ended',
  reason: 'delivery-ended',
});
