import { describe, expect, it } from 'vitest';
import tsupConfig from '../tsup.config.ts?raw';
import { DESKTOP_MEDIA_QUERY, DESKTOP_MIN_WIDTH } from './breakpoints';
import css from './styles.css?raw';

// Every module of the package as text, to check what the stylesheet and the build rely on.
const sources = import.meta.glob<string>(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const CLASS_NAME = /cw-ui-[a-z0-9_-]+[a-z0-9]/g;

describe('styles.css', () => {
  it('starts the desktop layout at DESKTOP_MIN_WIDTH', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(768);
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 768px)');
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => match[1]);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([String(DESKTOP_MIN_WIDTH)]));
  });

  it('stops animations for prefers-reduced-motion', () => {
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)[^@]*\.cw-ui-skeleton/);
  });

  it('defines every class the components use', () => {
    const defined = new Set(
      [...css.matchAll(/\.(cw-ui-[a-z0-9_-]+[a-z0-9])/g)].map((match) => match[1]),
    );
    const used = new Set(
      Object.values(sources).flatMap((source) => source.match(CLASS_NAME) ?? []),
    );
    // Structural wrappers that need no rules of their own.
    for (const bare of [
      'cw-ui-tabs',
      'cw-ui-tabs__label',
      'cw-ui-tabs__badge',
      'cw-ui-disclosure',
      'cw-ui-disclosure__content',
    ]) {
      used.delete(bare);
    }
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('gives keyboard focus a visible ring on every control', () => {
    for (const control of [
      'cw-ui-button',
      'cw-ui-tabs__tab',
      'cw-ui-tabs__panel',
      'cw-ui-modal__close',
      'cw-ui-share__item',
      'cw-ui-focus-ring',
    ]) {
      expect(css).toContain(`.${control}:focus-visible`);
    }
  });
});

describe("'use client'", () => {
  const HOOK = /\buse(State|Effect|LayoutEffect|Ref|Id|SyncExternalStore|Reducer|Context)\(/;

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
