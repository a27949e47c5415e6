import assert from 'node:assert/strict';
import { episodeAvailability, isTrialEpisode } from '@cw/domain';

assert.equal(isTrialEpisode({ serviceId: 'web_trial' }), true);
assert.equal(isTrialEpisode({ serviceId: 'web' }), false);
// Reads the delivery period with @cw/dates, installed beside it.
const episode = {
  isActive: true,
  stores: [],
  type: 'normal',
  serviceId: 'web',
  deliveryPeriod: '2024-03-31T23:59:59',
};
assert.deepEqual(episodeAvailability(episode, new Date('2024-03-31T14:00:00Z')), {
  kind: 'readable',
  expiresAt: new Date('2024-03-31T14:59:59Z'),
});
assert.equal(episodeAvailability(episode, new Date('2024-04-01T00:00:00Z')).kind, 'ended');
