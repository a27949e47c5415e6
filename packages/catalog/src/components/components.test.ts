import { DESKTOP_MIN_WIDTH } from '@cw/ui';
import uiCss from '@cw/ui/styles.css?raw';
import { describe, expect, it } from 'vitest';
import tsupConfig from '../../tsup.config.ts?raw';
import css from './catalog.css?raw';
import * as components from './index';

// Every module of src/components as text, to check what the stylesheet and the build rely on.
const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const CLASS_NAME = /cw-cat-[a-z0-9_-]+[a-z0-9]/g;

describe('@cw/catalog/components', () => {
  it('exposes its public API', () => {
    expect(Object.keys(components).sort()).toEqual(
      [
        'BANNER_WIDTHS',
        'BannerCarousel',
        'KANA_ANCHOR_PREFIX',
        'KanaGroupedList',
        'KanaIndex',
        'LABEL_ICON_WIDTHS',
        'LabelHeader',
        'LabelList',
        'Pager',
        'RankingList',
        'RankingTabs',
        'SearchBox',
        'TOPIC_THUMBNAIL_WIDTHS',
        'TopicCard',
        'TopicList',
        'WORK_COVER_WIDTHS',
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
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => match[1]);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([String(DESKTOP_MIN_WIDTH)]));
  });

  it('defines every class the components use', () => {
    const defined = new Set(
      [...css.matchAll(/\.(cw-cat-[a-z0-9_-]+[a-z0-9])/g)].map((match) => match[1]),
    );
    const used = new Set(
      Object.values(sources).flatMap((source) => source.match(CLASS_NAME) ?? []),
    );
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('uses only @cw/ui tokens that exist', () => {
    const tokens = new Set([...uiCss.matchAll(/(--cw-ui-[a-z0-9-]+):/g)].map((match) => match[1]));
    const used = new Set([...css.matchAll(/var\((--cw-ui-[a-z0-9-]+)/g)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((name) => !tokens.has(name))).toEqual([]);
  });

  it('gives keyboard focus a visible ring on every control of its own', () => {
    for (const control of [
      'cw-cat-section__more',
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
    ]) {
      expect(css).toContain(`.${control}:focus-visible`);
    }
    // Stretched links ring the whole tile or card.
    expect(css).toContain('.cw-cat-tile__link:focus-visible::after');
    expect(css).toContain('.cw-cat-topic__link:focus-visible::after');
  });

  it('stops the carousel sliding for readers who prefer reduced motion', () => {
    expect(css).toMatch(
      /@media \(prefers-reduced-motion: reduce\) \{\s*\.cw-cat-carousel__track \{\s*transition: none;/,
    );
  });
});

describe("'use client'", () => {
  const HOOK =
    /\buse(State|Effect|LayoutEffect|Ref|Id|SyncExternalStore|Reducer|Context|Callback)\(/;

  it.each(Object.entries(sources))('is on %s exactly when it uses hooks', (_path, source) => {
    const isClient = source.startsWith("'use client';\n");
    expect(isClient).toBe(HOOK.test(source));
  });
});

describe('tsup.config.ts', () => {
  it("builds every 'use client' module as its own entry so the directive survives", () => {
    const listed = /CLIENT_MODULES = \[([^\]]*)\]/.exec(tsupConfig)?.[1] ?? '';
    const names = [...listed.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]).sort();
    const clientModules = Object.entries(sources)
      .filter(([, source]) => source.startsWith("'use client';\n"))
      .map(([path]) => path.replace(/^\.\/(.+)\.tsx?$/, '$1'))
      .sort();
    expect(names).toEqual(clientModules);
  });
});
