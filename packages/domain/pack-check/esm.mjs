import assert from 'node:assert/strict';
import { isTrialEpisode } from '@cw/domain';

assert.equal(isTrialEpisode({ serviceId: 'web_trial' }), true);
assert.equal(isTrialEpisode({ serviceId: 'web' }), false);
