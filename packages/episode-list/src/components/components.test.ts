import {
  isClientModule,
  mediaMinWidths,
  undefinedClasses,
  usesHooks,
} from '@cw/tsup-config/checks';
import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import { describe, expect, it } from 'vitest';
import css from './episodeList.css?raw';
import * as components from './index';

// Every module of src/components as text, to check what the stylesheet and the build rely on.
const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('@cw/episode-list/components', () => {
  it('exposes its public API', () => {
    expect(Object.keys(components).sort()).toEqual(
      [
        'EndedEpisodesNotice',
        'EpisodeCard',
        'EpisodeList',
        'EpisodeRangePicker',
        'PURCHASE_LINKS_HEADING',
        'PurchaseLinks',
        'READ_MARK_LABEL',
        'ReadButtons',
        'RELEASE_TONE_CLASS_NAMES',
        'ReleaseDate',
        'StoreButton',
        'StoreLinkList',
        'StoreModal',
        'VolumeCard',
        'useEpisodeTypeUrl',
      ].sort(),
    );
  });
});

describe('episodeList.css', () => {
  it('starts the desktop layout at 768px, as @cw/ui does', () => {
    const widths = mediaMinWidths(css);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([String(DESKTOP_MIN_WIDTH)]));
  });

  it('defines every class the components use', () => {
    // A hook for the app's overrides; the @cw/ui modal styles it.
    const hooks = ['cw-el-store-modal'];
    expect(
      undefinedClasses(css, sources, 'cw-el-').filter((name) => !hooks.includes(name)),
    ).toEqual([]);
  });

  it('colours the release date red when recent and gray otherwise', () => {
    expect(css).toMatch(
      /\.cw-el-release--recent \{[^}]*color: var\(--cw-el-color-release-recent\)/,
    );
    expect(css).toMatch(/\.cw-el-release--past \{[^}]*color: var\(--cw-el-color-release-past\)/);
    expect(css).toMatch(/--cw-el-color-release-recent: var\(--cw-ui-color-new, #d70027\)/);
  });

  it('gives keyboard focus a visible ring on every control of its own', () => {
    for (const control of ['cw-el-card', 'cw-el-sort__button', 'cw-el-store-link']) {
      expect(css).toContain(`.${control}:focus-visible`);
    }
  });
});

describe("'use client'", () => {
  it.each(Object.entries(sources))('is on %s exactly when it uses hooks', (_path, source) => {
    expect(isClientModule(source)).toBe(usesHooks(source));
  });
});
