import {
  isClientModule,
  mediaMinWidths,
  undefinedClasses,
  usesHooks,
} from '@cw/tsup-config/checks';
import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import { describe, expect, it } from 'vitest';
import * as components from './index';
import css from './viewer.css?raw';

// Every module of src/components as text, to check what the stylesheet and the build rely on.
const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('@cw/viewer/components', () => {
  it('exposes its public API', () => {
    expect(Object.keys(components).sort()).toEqual(
      [
        'DEFAULT_DECODE_CONCURRENCY',
        'Viewer',
        'ViewerEndPanel',
        'ViewerError',
        'ViewerSkeleton',
        'ViewerStoreOnly',
        'defaultEpisodeHref',
        'defaultWorkHref',
        'usePagePreloader',
      ].sort(),
    );
  });
});

describe('viewer.css', () => {
  it('starts the desktop layout at 768px, as @cw/ui does', () => {
    const widths = mediaMinWidths(css);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([String(DESKTOP_MIN_WIDTH)]));
  });

  it('defines every class the components use', () => {
    expect(undefinedClasses(css, sources, 'cw-viewer-')).toEqual([]);
  });

  it('gives keyboard focus a visible ring on every control of its own', () => {
    for (const control of [
      'cw-viewer-stage',
      'cw-viewer-back',
      'cw-viewer-segmented__button',
      'cw-viewer-toggle',
      'cw-viewer-icon-button',
      'cw-viewer-slider',
      'cw-viewer-jump',
      'cw-viewer-recommendation',
    ]) {
      expect(css).toContain(`.${control}:focus-visible`);
    }
  });

  it('turns transitions off for readers who ask for less motion', () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(css)?.[1];
    expect(reduced).toMatch(/transition: none/);
    const animated = [...css.matchAll(/\n([^\n{}]+)\{[^}]*transition:(?! none)/g)].length;
    expect(animated).toBeGreaterThan(0);
  });

  it('keeps hidden controls reachable: focus inside shows them', () => {
    expect(css).toMatch(/\[data-controls="hidden"\] \.cw-viewer-toolbar:not\(:focus-within\)/);
    expect(css).toMatch(/\[data-controls="hidden"\] \.cw-viewer-footer:not\(:focus-within\)/);
  });

  it('falls back to a fixed box when the Fullscreen API is missing or refused', () => {
    expect(css).toMatch(
      /\.cw-viewer\[data-presentation-mode="fullscreen"\] \{[^}]*position: fixed;[^}]*inset: 0;/,
    );
  });
});

describe("'use client'", () => {
  it.each(Object.entries(sources))('is on %s exactly when it uses hooks', (_path, source) => {
    expect(isClientModule(source)).toBe(usesHooks(source));
  });
});
