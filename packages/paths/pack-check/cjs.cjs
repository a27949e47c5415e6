const assert = require('node:assert/strict');
const { authorPath, rankingPath } = require('@cw/paths');

assert.equal(authorPath(12), '/search/author/12');
assert.equal(rankingPath('all', 'hoshizora'), '/label/hoshizora/ranking');
