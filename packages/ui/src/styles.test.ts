import { describeComponentModules } from '@cw/vitest-config/components';
import { describe, expect, it } from 'vitest';
import base from './base.css?raw';
import { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH } from './breakpoints';
import { contrastRatio, MIN_TEXT_CONTRAST_RATIO } from './readableBackground';
import css from './styles.css?raw';
import tokens from './tokens.css?raw';

/** The value of colour token `--cw-ui-color-{name}`, a `#rrggbb` in tokens.css. */
function colorToken(name: string): string {
  const value = new RegExp(`--cw-ui-color-${name}: (#[0-9a-f]{6});`).exec(tokens)?.[1];
  if (value === undefined) throw new Error(`no --cw-ui-color-${name}`);
  return value;
}

/** Non-text contrast (WCAG 1.4.11): a focus ring or a control's boundary. */
const MIN_NON_TEXT_CONTRAST_RATIO = 3;

describeComponentModules({
  stylesheet: {
    name: 'styles.css',
    css,
    classPrefix: 'cw-ui-',
    // Structural wrappers that need no rules of their own.
    unstyledClasses: [
      'cw-ui-tabs',
      'cw-ui-tabs__label',
      'cw-ui-tabs__badge',
      'cw-ui-disclosure',
      'cw-ui-disclosure__content',
    ],
    desktopMinWidth: DESKTOP_MIN_WIDTH,
    uiTokens: tokens,
    focusRings: [
      'cw-ui-button',
      'cw-ui-tabs__tab',
      'cw-ui-tabs__panel',
      'cw-ui-modal__close',
      'cw-ui-modal__body',
      'cw-ui-share__item',
      'cw-ui-focus-ring',
      'cw-ui-link',
      'cw-ui-skip-link',
      'cw-ui-site-header__home',
      'cw-ui-site-header__nav-link',
      'cw-ui-site-header__search',
      'cw-ui-switch__input',
    ],
  },
  // Every module of the package as text, to check what the stylesheet and the build rely on.
  sources: import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
});

describe('styles.css', () => {
  it('starts the desktop layout at DESKTOP_MIN_WIDTH, 768px', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(768);
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 768px)');
  });

  it('stops animations for prefers-reduced-motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*\.cw-ui-skeleton/);
  });

  it('includes the tokens, before any rule', () => {
    expect(css).toMatch(/^\/\*[\s\S]*?\*\/\s*@import "\.\/tokens\.css";/);
  });

  it('draws links in a colour readable on the background and surface, apart from the text', () => {
    const link = colorToken('link');
    expect(contrastRatio(link, colorToken('background'))).toBeGreaterThan(MIN_TEXT_CONTRAST_RATIO);
    expect(contrastRatio(link, colorToken('surface'))).toBeGreaterThan(MIN_TEXT_CONTRAST_RATIO);
    // WCAG technique G183: without an underline at rest, 3:1 from the surrounding text.
    expect(contrastRatio(link, colorToken('text'))).toBeGreaterThanOrEqual(3);
  });

  it('gives bare anchors the text colour in a layer every class overrides', () => {
    expect(css).toMatch(/@layer cw-ui-base \{\s*a:any-link \{\s*color: inherit;/);
  });

  it('rings the switch on its drawn track, the checkbox being invisible', () => {
    expect(css).toContain('.cw-ui-switch__input:focus-visible + .cw-ui-switch__track');
    expect(css).toMatch(/\.cw-ui-switch__input \{[^}]*opacity: 0;/);
  });

  it('turns the switch’s transitions off for readers who ask for less motion', () => {
    const reduced = /@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/.exec(css)?.[1];
    expect(reduced).toMatch(
      /\.cw-ui-switch__track,\s*\.cw-ui-switch__track::before \{\s*transition: none;/,
    );
  });

  it('draws the switch in system colours under forced colours', () => {
    const forced = /@media \(forced-colors: active\) \{([\s\S]*?)\n\}/.exec(css)?.[1];
    expect(forced).toMatch(/\.cw-ui-switch__track \{\s*border-color: CanvasText;/);
    expect(forced).toMatch(/\.cw-ui-switch__track \{\s*background: Highlight;/);
  });

  it('keeps Japanese button, tab and switch labels whole', () => {
    for (const control of ['cw-ui-button', 'cw-ui-tabs__tab', 'cw-ui-switch__text']) {
      expect(css).toMatch(new RegExp(`\\.${control} \\{[^}]*word-break: keep-all;`));
    }
  });

  it('stops the section strip from handing a sideways swipe to the browser', () => {
    expect(css).toMatch(/\.cw-ui-site-header__nav-list \{[^}]*overscroll-behavior-x: contain;/);
  });
});

describe('tokens.css', () => {
  it('has one red, the site’s (SITE_THEME_COLOR of the app), NEW included', () => {
    expect(colorToken('accent')).toBe('#d7000f');
    expect(tokens).toContain('--cw-ui-color-new: var(--cw-ui-color-accent);');
  });

  it('keeps text readable on the accent and the accent readable as text', () => {
    for (const accent of [colorToken('accent'), colorToken('accent-hover')]) {
      expect(contrastRatio(colorToken('text-on-accent'), accent)).toBeGreaterThan(
        MIN_TEXT_CONTRAST_RATIO,
      );
      expect(contrastRatio(accent, colorToken('background'))).toBeGreaterThan(
        MIN_TEXT_CONTRAST_RATIO,
      );
    }
  });

  it('draws the focus ring 3px wide, seen on the background and the surface', () => {
    expect(tokens).toContain('--cw-ui-focus-ring-width: 3px;');
    for (const behind of ['background', 'surface']) {
      expect(contrastRatio(colorToken('focus'), colorToken(behind))).toBeGreaterThanOrEqual(
        MIN_NON_TEXT_CONTRAST_RATIO,
      );
    }
  });

  it('draws muted text and strong borders readable on the background and the surface', () => {
    for (const behind of ['background', 'surface']) {
      expect(contrastRatio(colorToken('text-muted'), colorToken(behind))).toBeGreaterThan(
        MIN_TEXT_CONTRAST_RATIO,
      );
    }
    expect(
      contrastRatio(colorToken('border-strong'), colorToken('background')),
    ).toBeGreaterThanOrEqual(MIN_NON_TEXT_CONTRAST_RATIO);
  });
});

describe('base.css', () => {
  it('sizes every box with its padding and border, in the layer every class overrides', () => {
    expect(base).toMatch(
      /@layer cw-ui-base \{\s*\*,\s*\*::before,\s*\*::after \{\s*box-sizing: border-box;/,
    );
  });

  it('sets the body in the site’s font stack and text colours', () => {
    expect(base).toMatch(/body \{[^}]*font-family: var\(--cw-ui-font-family\);/);
    expect(base).toMatch(/body \{[^}]*color: var\(--cw-ui-color-text\);/);
    expect(tokens).toMatch(/--cw-ui-font-family:\s*system-ui,[^;]*"Noto Sans JP"[^;]*sans-serif;/);
  });

  it('rings keyboard focus on anything focusable with the tokens', () => {
    expect(base).toMatch(
      /:focus-visible \{\s*outline: var\(--cw-ui-focus-ring-width\) solid var\(--cw-ui-color-focus\);/,
    );
  });
});
