// The setup of every happy-dom test project (`domConfig`, the `components` project of
// `componentPackageConfig`): testing-library waits as long as the other runners do, and each
// test starts with the lazily loaded modules of its components in memory, so UI that opens
// on a click (a store chooser, a share menu) is there when the test looks for it, however
// busy the machine. `lazyModule` of @cw/ui registers every such module.
import { preloadLazyModules } from '@cw/ui';
import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { ASYNC_WAIT_MS } from './waits.js';

configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
beforeEach(preloadLazyModules);
