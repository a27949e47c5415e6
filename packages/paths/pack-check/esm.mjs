import assert from 'node:assert/strict';
import { labelPath, MY_COMIC_PATH, SEARCH_PATH, topicPath, viewerPath, workPath } from '@cw/paths';

assert.equal(workPath('KDCW_AM01_68'), '/detail/KDCW_AM01_68');
assert.equal(viewerPath('CW_000001_0003_E', 12), '/viewer/CW_000001_0003_E?page=12');
assert.equal(labelPath('hoshizora', 'news'), '/label/hoshizora/news');
assert.equal(topicPath({ id: 7, kind: 'feature' }), '/topics/features/7');
assert.equal(SEARCH_PATH, '/search');
assert.equal(MY_COMIC_PATH, '/my-comic');
