import { ASYNC_WAIT_MS } from '@cw/vitest-config/waits';
import { configure } from 'storybook/test';

// The project's annotations (preview.tsx and the addons', axe's included) are applied by
// @storybook/addon-vitest itself, as Storybook's own preview applies them.
// Play functions wait as long as every other runner's tests (see @cw/vitest-config/waits).
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
