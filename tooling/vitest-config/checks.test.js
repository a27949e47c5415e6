import { describe, expect, it } from 'vitest';
import { unregisteredLazyImports } from './checks.js';

describe('unregisteredLazyImports', () => {
  it('counts a dynamic import that no lazyModule registers', () => {
    expect(
      unregisteredLazyImports("let menu; const load = () => (menu ??= import('./Menu'));"),
    ).toBe(1);
  });

  it('accepts one that a lazyModule loads', () => {
    expect(
      unregisteredLazyImports(
        "const load = lazyModule(() => import('./Menu').then(({ Menu }) => Menu));",
      ),
    ).toBe(0);
  });

  it('ignores imports named in comments', () => {
    const source = "/**\n * @example\n * await import('./Menu');\n */\n// import('./Other')\n";
    expect(unregisteredLazyImports(source)).toBe(0);
  });
});
