const assert = require('node:assert/strict');
const { formatDateTime, isCampaignActive } = require('@cw/dates');

assert.equal(formatDateTime('2024/01/02 03:04'), '2024/01/02 03:04');
assert.equal(isCampaignActive('2024-01-02T00:00:00+09:00', new Date('2024-01-01T00:00:00Z')), true);
