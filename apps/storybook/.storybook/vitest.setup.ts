import { ASYNC_WAIT_MS } from '@cw/vitest-config/waits';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as previewAnnotations from './preview';

setProjectAnnotations([previewAnnotations]);
// Play functions wait as long as every other runner's tests (see @cw/vitest-config/waits).
configure({ asyncUtilTimeout: ASYNC_WAIT_MS });
