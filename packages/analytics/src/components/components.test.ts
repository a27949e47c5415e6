import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import uiTokens from '@cw/ui/tokens.css?raw';
import { describeComponentModules } from '@cw/vitest-config/components';
import css from './consentNotice.css?raw';
import * as components from './index';

describeComponentModules({
  entry: {
    name: '@cw/analytics/components',
    exports: components,
    publicApi: ['ConsentNotice'],
  },
  stylesheet: {
    name: 'consentNotice.css',
    css,
    classPrefix: 'cw-consent-',
    desktopMinWidth: DESKTOP_MIN_WIDTH,
    uiTokens,
    // Its only controls are @cw/ui buttons, which ring themselves.
    focusRings: [],
  },
  sources: import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
});
