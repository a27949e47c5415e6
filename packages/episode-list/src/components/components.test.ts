import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import uiTokens from '@cw/ui/tokens.css?raw';
import { describeComponentModules } from '@cw/vitest-config/components';
import { describe, expect, it } from 'vitest';
import css from './episodeList.css?raw';

describeComponentModules({
  stylesheet: {
    name: 'episodeList.css',
    css,
    classPrefix: 'cw-el-',
    // A hook for the app's overrides; the @cw/ui modal styles it.
    unstyledClasses: ['cw-el-store-modal'],
    desktopMinWidth: DESKTOP_MIN_WIDTH,
    uiTokens,
    focusRings: ['cw-el-card', 'cw-el-run', 'cw-el-sort__button', 'cw-el-store-link'],
  },
  // Every module of src/components as text, to check what the stylesheet and the build rely on.
  sources: import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
});

describe('episodeList.css', () => {
  it('colours the release date red when recent and gray otherwise', () => {
    expect(css).toMatch(
      /\.cw-el-release--recent \{[^}]*color: var\(--cw-el-color-release-recent\)/,
    );
    expect(css).toMatch(/\.cw-el-release--past \{[^}]*color: var\(--cw-el-color-release-past\)/);
    expect(css).toMatch(/--cw-el-color-release-recent: var\(--cw-ui-color-new\)/);
  });
});
