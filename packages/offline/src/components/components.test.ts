import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import uiCss from '@cw/ui/styles.css?raw';
import uiTokens from '@cw/ui/tokens.css?raw';
import { describeComponentModules } from '@cw/vitest-config/components';
import { describe, expect, it } from 'vitest';
import css from './offline.css?raw';

describeComponentModules({
  stylesheet: {
    name: 'offline.css',
    css,
    classPrefix: 'cw-offline-',
    desktopMinWidth: DESKTOP_MIN_WIDTH,
    uiTokens,
    focusRings: [
      'cw-offline-save',
      'cw-offline-save__compact-button',
      'cw-offline-library',
      'cw-offline-library__total',
      'cw-offline-library__empty-message',
      'cw-offline-work__link',
      'cw-offline-episode__link',
      'cw-offline-auto-keep__select',
    ],
  },
  // Every module of src/components as text, to check what the stylesheet and the build rely on.
  sources: import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
});

describe('offline.css', () => {
  // The switch is Switch of @cw/ui: its rules are in @cw/ui's stylesheet, only the colour,
  // gap and weight here.
  it('rings the switch on its drawn track, the checkbox being invisible', () => {
    expect(uiCss).toContain('.cw-ui-switch__input:focus-visible + .cw-ui-switch__track');
    expect(css).not.toMatch(/\.cw-ui-switch__[a-z]+[^{]*\{[^}]*outline/);
  });

  it('rings the compact control in the colour of the toolbar’s text', () => {
    expect(rule(css, '.cw-offline-save__compact-button:focus-visible')).toMatch(
      /outline: var\(--cw-ui-focus-ring-width\) solid currentColor;/,
    );
    expect(rule(css, '.cw-offline-save__compact-button')).toMatch(/color: inherit;/);
  });

  it('keeps the empty live region in the page but out of the row', () => {
    const empty = rule(css, '.cw-offline-save__status:empty');
    expect(empty).toMatch(/position: absolute;/);
    expect(empty).not.toMatch(/display: none|visibility: hidden/);
  });

  it('turns the switch’s transitions off for readers who ask for less motion', () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(uiCss)?.[1];
    expect(reduced).toMatch(/\.cw-ui-switch__track,[^{]*\{\s*transition: none;/);
    expect(css).not.toMatch(/\.cw-ui-switch__track[^{]*\{[^}]*transition/);
  });
});

/** The declarations of the first rule with exactly `selector`, at the start of a line. */
function rule(stylesheet: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\n)\\s*${escaped} \\{([^}]*)\\}`).exec(stylesheet)?.[1];
  if (block === undefined) throw new Error(`no rule ${selector}`);
  return block;
}
