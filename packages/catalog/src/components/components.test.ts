import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import uiCss from '@cw/ui/styles.css?raw';
import uiTokens from '@cw/ui/tokens.css?raw';
import { describeComponentModules } from '@cw/vitest-config/components';
import { describe, expect, it } from 'vitest';
import css from './catalog.css?raw';

describeComponentModules({
  stylesheet: {
    name: 'catalog.css',
    css,
    classPrefix: 'cw-cat-',
    desktopMinWidth: DESKTOP_MIN_WIDTH,
    uiTokens,
    focusRings: [
      'cw-cat-chip',
      'cw-cat-ranking-tabs__period',
      'cw-cat-label-card',
      'cw-cat-kana-index__link',
      'cw-cat-carousel__link',
      'cw-cat-modal-banner__link',
      'cw-cat-carousel__step',
      'cw-cat-carousel__dot',
      'cw-cat-carousel__rotation',
      'cw-cat-search__input',
      'cw-cat-my-row__link',
      'cw-cat-continue__link',
    ],
  },
  // Every module of src/components as text, to check what the stylesheet and the build rely on.
  sources: import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
});

describe('catalog.css', () => {
  it('colours the release date red when recent and gray otherwise', () => {
    expect(css).toMatch(
      /\.cw-cat-release--recent \{[^}]*color: var\(--cw-cat-color-release-recent\)/,
    );
    expect(css).toMatch(/\.cw-cat-release--past \{[^}]*color: var\(--cw-cat-color-release-past\)/);
    expect(css).toMatch(/--cw-cat-color-release-recent: var\(--cw-ui-color-new\)/);
  });

  it('rings the stretched links and the notification switch where the eye sees them', () => {
    // Stretched links ring the whole tile or card.
    expect(css).toContain('.cw-cat-tile__link:focus-visible::after');
    expect(css).toContain('.cw-cat-topic__link:focus-visible::after');
    // The notification switch (Switch of @cw/ui) has an invisible checkbox: its drawn track
    // shows the ring, in @cw/ui's stylesheet, and nothing here hides it.
    expect(uiCss).toContain('.cw-ui-switch__input:focus-visible + .cw-ui-switch__track');
    expect(css).not.toMatch(/\.cw-ui-switch__[a-z]+[^{]*\{[^}]*outline/);
  });

  it('breaks label names on tiles and cards between words only, never inside one', () => {
    for (const selector of ['.cw-cat-tile__label .cw-ui-colored-tag', '.cw-cat-label-card__name']) {
      const rule = new RegExp(`${selector.replaceAll('.', '\\.')} \\{([^}]*)\\}`).exec(css)?.[1];
      expect(rule).toContain('word-break: keep-all;');
      expect(rule).toContain('overflow-wrap: normal;');
      // A word wider than the chip ends in an ellipsis; a name wraps where it has room.
      expect(rule).toContain('text-overflow: ellipsis;');
      expect(rule).not.toMatch(/white-space: nowrap|anywhere|break-all/);
    }
  });

  it('stops the carousel sliding for readers who prefer reduced motion', () => {
    expect(css).toMatch(/\.cw-cat-carousel__viewport \{[^}]*scroll-behavior: smooth;/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.cw-cat-carousel__viewport \{\s*scroll-behavior: auto;/,
    );
  });

  it("keeps the banner to 40 % of the window's height, its art whole", () => {
    const carousel = /\.cw-cat-carousel \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(carousel).toContain('width: min(100%, 40svh * 16 / 9);');
    expect(css).toMatch(/\.cw-cat-carousel \.cw-ui-thumbnail__image \{\s*object-fit: contain;/);
  });

  it('lets the banner follow a swipe, snapping to one slide, never a back gesture', () => {
    const viewport = /\.cw-cat-carousel__viewport \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(viewport).toContain('overflow-x: auto;');
    expect(viewport).toContain('scroll-snap-type: x mandatory;');
    expect(viewport).toContain('overscroll-behavior-x: contain;');
    const slide = /\.cw-cat-carousel__slide \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(slide).toContain('scroll-snap-align: start;');
  });
});
