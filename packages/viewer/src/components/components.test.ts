import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import uiTokens from '@cw/ui/tokens.css?raw';
import { describeComponentModules } from '@cw/vitest-config/components';
import { describe, expect, it } from 'vitest';
import css from './viewer.css?raw';

describeComponentModules({
  stylesheet: {
    name: 'viewer.css',
    css,
    classPrefix: 'cw-viewer-',
    desktopMinWidth: DESKTOP_MIN_WIDTH,
    uiTokens,
    focusRings: [
      'cw-viewer-stage',
      'cw-viewer-back',
      'cw-viewer-segmented__button',
      'cw-viewer-toggle',
      'cw-viewer-icon-button',
      'cw-viewer-slider',
      'cw-viewer-jump',
      'cw-viewer-recommendation',
      'cw-viewer-good__button',
    ],
  },
  // Every module of src/components as text, to check what the stylesheet and the build rely on.
  sources: import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
});

describe('viewer.css', () => {
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

  it('covers the window on phones and in fullscreen (the Fullscreen API’s fallback too)', () => {
    expect(rule(css, '.cw-viewer')).toMatch(/position: fixed;[^}]*inset: 0;[^}]*height: 100dvh;/);
    const desktop = rule(css, '.cw-viewer:not([data-presentation-mode="fullscreen"])');
    expect(desktop).toMatch(/position: relative;/);
    expect(desktop).toMatch(/height: var\(--cw-viewer-height\);/);
  });

  it('starts the end panel below the top bar, which is one row of that height', () => {
    expect(rule(css, '.cw-viewer-end')).toMatch(
      /padding: calc\(var\(--cw-viewer-top-bar-height\) \+/,
    );
    expect(rule(css, '.cw-viewer-toolbar')).toMatch(
      /min-height: var\(--cw-viewer-top-bar-height\);/,
    );
    expect(rule(css, '.cw-viewer-toolbar')).not.toMatch(/flex-wrap: wrap/);
  });

  it('rings the reading surface for keyboard focus, not for the focus given on opening', () => {
    expect(css).toContain('.cw-viewer-stage:focus-visible:not([data-focused-on-open]) {');
  });

  it('opens the phone’s display choices from a menu button that desktops hide', () => {
    expect(rule(css, '.cw-viewer-options')).toMatch(/display: none;/);
    expect(rule(css, '.cw-viewer-options[data-open="true"]')).toMatch(/display: flex;/);
    const desktop = css.slice(css.indexOf('@media (min-width: 768px)'));
    expect(rule(desktop, '.cw-viewer-menu-button')).toMatch(/display: none;/);
  });
});

/** The declarations of the first rule with exactly `selector`, at the start of a line. */
function rule(stylesheet: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\n)\\s*${escaped} \\{([^}]*)\\}`).exec(stylesheet)?.[1];
  if (block === undefined) throw new Error(`no rule ${selector}`);
  return block;
}
