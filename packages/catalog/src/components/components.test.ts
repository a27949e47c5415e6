import {
  isClientModule,
  mediaMinWidths,
  undefinedClasses,
  usesHooks,
} from '@cw/tsup-config/checks';
import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import uiCss from '@cw/ui/styles.css?raw';
import { describe, expect, it } from 'vitest';
import css from './catalog.css?raw';
import * as components from './index';

// Every module of src/components as text, to check what the stylesheet and the build rely on.
const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('@cw/catalog/components', () => {
  it('exposes its public API', () => {
    expect(Object.keys(components).sort()).toEqual(
      [
        'BannerCarousel',
        'ContinueReadingList',
        'FollowedLabelList',
        'FollowedWorkList',
        'HistoryList',
        'KANA_ANCHOR_PREFIX',
        'KanaGroupedList',
        'KanaIndex',
        'LabelHeader',
        'LabelList',
        'Pager',
        'RankingList',
        'RankingTabs',
        'SearchBox',
        'TopicArticle',
        'TopicCard',
        'TopicList',
        'VolumeGrid',
        'WeekdayTabs',
        'WorkGrid',
        'WorkTile',
        'WorkTileSkeleton',
        'kanaAnchorId',
      ].sort(),
    );
  });
});

describe('catalog.css', () => {
  it('starts the desktop layout at 768px, as @cw/ui does', () => {
    const widths = mediaMinWidths(css);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([String(DESKTOP_MIN_WIDTH)]));
  });

  it('defines every class the components use', () => {
    expect(undefinedClasses(css, sources, 'cw-cat-')).toEqual([]);
  });

  it('colours the release date red when recent and gray otherwise', () => {
    expect(css).toMatch(
      /\.cw-cat-release--recent \{[^}]*color: var\(--cw-cat-color-release-recent\)/,
    );
    expect(css).toMatch(/\.cw-cat-release--past \{[^}]*color: var\(--cw-cat-color-release-past\)/);
    expect(css).toMatch(/--cw-cat-color-release-recent: var\(--cw-ui-color-new, #d70027\)/);
  });

  it('uses only @cw/ui tokens that exist', () => {
    const tokens = new Set([...uiCss.matchAll(/(--cw-ui-[a-z0-9-]+):/g)].map((match) => match[1]));
    const used = new Set([...css.matchAll(/var\((--cw-ui-[a-z0-9-]+)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !tokens.has(name))).toEqual([]);
  });

  it('gives keyboard focus a visible ring on every control of its own', () => {
    for (const control of [
      'cw-cat-chip',
      'cw-cat-ranking-tabs__period',
      'cw-cat-label-card',
      'cw-cat-kana-index__link',
      'cw-cat-pager__page',
      'cw-cat-pager__step',
      'cw-cat-carousel__link',
      'cw-cat-carousel__step',
      'cw-cat-carousel__dot',
      'cw-cat-carousel__rotation',
      'cw-cat-search__input',
      'cw-cat-my-row__link',
      'cw-cat-continue__link',
    ]) {
      expect(css).toContain(`.${control}:focus-visible`);
    }
    // Stretched links ring the whole tile or card.
    expect(css).toContain('.cw-cat-tile__link:focus-visible::after');
    expect(css).toContain('.cw-cat-topic__link:focus-visible::after');
    // The notification switch's checkbox is invisible: its drawn track shows the ring.
    expect(css).toContain('.cw-cat-switch__input:focus-visible + .cw-cat-switch__track');
  });

  it('wraps label names on tiles and cards instead of cutting them off', () => {
    for (const selector of ['.cw-cat-tile__label .cw-ui-colored-tag', '.cw-cat-label-card__name']) {
      const rule = new RegExp(`${selector.replaceAll('.', '\\.')} \\{([^}]*)\\}`).exec(css)?.[1];
      expect(rule).toContain('overflow-wrap: anywhere;');
      expect(rule).not.toMatch(/white-space: nowrap|text-overflow/);
    }
  });

  it('stops the carousel sliding for readers who prefer reduced motion', () => {
    expect(css).toMatch(/\.cw-cat-carousel__viewport \{[^}]*scroll-behavior: smooth;/);
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.cw-cat-carousel__viewport \{\s*scroll-behavior: auto;/,
    );
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

describe("'use client'", () => {
  it.each(Object.entries(sources))('is on %s exactly when it uses hooks', (_path, source) => {
    expect(isClientModule(source)).toBe(usesHooks(source));
  });
});
