import assert from 'node:assert/strict';
import { useFollow, useReadHistory } from '@cw/api-client-react';

// Loads in Node beside React and TanStack Query installed by the consumer.
assert.equal(typeof useFollow, 'function');
assert.equal(typeof useReadHistory, 'function');
