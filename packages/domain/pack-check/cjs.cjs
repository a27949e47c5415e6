const assert = require('node:assert/strict');
const { isTrialEpisode } = require('@cw/domain');

assert.equal(isTrialEpisode({ serviceId: 'web_trial' }), true);
