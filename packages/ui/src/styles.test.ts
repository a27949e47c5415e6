import { describeComponentModules } from '@cw/vitest-config/components';
import { describe, expect, it } from 'vitest';
import { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH } from './breakpoints';
import { contrastRatio, MIN_TEXT_CONTRAST_RATIO } from './readableBackground';
import css from './styles.css?raw';

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
    focusRings: [
      'cw-ui-button',
      'cw-ui-tabs__tab',
      'cw-ui-tabs__panel',
      'cw-ui-modal__close',
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

  it('draws links in a colour readable on the background and surface, apart from the text', () => {
    const token = (name: string) => {
      const value = new RegExp(`--cw-ui-color-${name}: (#[0-9a-f]{6});`).exec(css)?.[1];
      if (value === undefined) throw new Error(`no --cw-ui-color-${name}`);
      return value;
    };
    const link = token('link');
    expect(contrastRatio(link, token('background'))).toBeGreaterThan(MIN_TEXT_CONTRAST_RATIO);
    expect(contrastRatio(link, token('surface'))).toBeGreaterThan(MIN_TEXT_CONTRAST_RATIO);
    // WCAG technique G183: without an underline at rest, 3:1 from the surrounding text.
    expect(contrastRatio(link, token('text'))).toBeGreaterThanOrEqual(3);
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
