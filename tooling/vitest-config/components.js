// The checks every package with React components runs on its stylesheet and modules, written
// once: the public API of its components entry, the desktop breakpoint, the classes its
// modules use, the focus rings and the 'use client' directives (each module keeps its own in
// the build, see @cw/tsup-config). Called from a test file, which hands in what only it can
// read: its sources (`import.meta.glob` is resolved per file) and its stylesheet (`?raw`).
import { describe, expect, it } from 'vitest';
import {
  copiedTokenValues,
  isClientModule,
  mediaMinWidths,
  undefinedClasses,
  undefinedTokens,
  unregisteredLazyImports,
  usesHooks,
} from './checks.js';

/** @param {import('./components.d.ts').ComponentModulesChecks} checks */
export function describeComponentModules({ entry, stylesheet, sources }) {
  if (entry) {
    describe(entry.name, () => {
      it('exposes its public API', () => {
        expect(Object.keys(entry.exports).sort()).toEqual([...entry.publicApi].sort());
      });
    });
  }

  describe(stylesheet.name, () => {
    it(`starts the desktop layout at ${stylesheet.desktopMinWidth}px (DESKTOP_MIN_WIDTH of @cw/ui)`, () => {
      const widths = mediaMinWidths(stylesheet.css);
      expect(widths.length).toBeGreaterThan(0);
      expect(new Set(widths)).toEqual(new Set([String(stylesheet.desktopMinWidth)]));
    });

    it('defines every class the components use', () => {
      const bare = stylesheet.unstyledClasses ?? [];
      expect(
        undefinedClasses(stylesheet.css, sources, stylesheet.classPrefix).filter(
          (name) => !bare.includes(name),
        ),
      ).toEqual([]);
    });

    it('draws with the @cw/ui tokens that exist, and no copy of their values', () => {
      expect(undefinedTokens(stylesheet.css, stylesheet.uiTokens)).toEqual([]);
      expect(copiedTokenValues(stylesheet.css)).toEqual([]);
    });

    it('gives keyboard focus a visible ring on every control of its own', () => {
      for (const control of stylesheet.focusRings) {
        expect(stylesheet.css).toContain(`.${control}:focus-visible`);
      }
    });
  });

  // Lazily loaded UI that tests and stories can wait for: see setup-dom.js.
  describe('lazy loading', () => {
    it.each(Object.entries(sources))(
      '%s loads code later only through lazyModule',
      (_path, source) => {
        expect(unregisteredLazyImports(source)).toBe(0);
      },
    );
  });

  describe("'use client'", () => {
    it.each(Object.entries(sources))('is on %s exactly when it uses hooks', (_path, source) => {
      expect(isClientModule(source)).toBe(usesHooks(source));
    });
  });
}
