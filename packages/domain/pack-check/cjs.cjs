const assert = require('node:assert/strict');
const { TRIAL_SERVICE_ID } = require('@cw/domain');

assert.equal(TRIAL_SERVICE_ID, 'web_trial');
