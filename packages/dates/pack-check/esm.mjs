import assert from 'node:assert/strict';
import { formatDate, formatJapaneseDate, isWithinDays, parseDate } from '@cw/dates';

assert.equal(formatDate('2024-01-02T03:04:05+09:00'), '2024/01/02');
assert.equal(formatJapaneseDate('2024-01-01T15:00:00Z'), '2024年1月2日');
assert.equal(parseDate('9999-12-31'), null);
assert.throws(() => isWithinDays('2024-01-02', -1), RangeError);
