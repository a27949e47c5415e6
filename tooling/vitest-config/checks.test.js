import { describe, expect, it } from 'vitest';
import { copiedTokenValues, undefinedTokens, unregisteredLazyImports } from './checks.js';

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

describe('undefinedTokens', () => {
  const tokens = ':root {\n  --cw-ui-color-accent: #d7000f;\n  --cw-ui-space-2: 0.5rem;\n}';

  it('names a token the tokens do not define', () => {
    expect(
      undefinedTokens('.a { color: var(--cw-ui-color-acent); gap: var(--cw-ui-space-2); }', tokens),
    ).toEqual(['--cw-ui-color-acent']);
  });

  it('accepts a hook of a component with a token behind it', () => {
    expect(
      undefinedTokens(
        '.a { color: var(--cw-ui-switch-color-on, var(--cw-ui-color-accent)); }',
        tokens,
      ),
    ).toEqual([]);
  });
});

describe('copiedTokenValues', () => {
  it('names a token read with a value of its own behind it', () => {
    expect(
      copiedTokenValues(
        '.a { color: var(--cw-ui-color-accent, #c8102e); gap: var(--cw-ui-space-2); }',
      ),
    ).toEqual(['--cw-ui-color-accent, #c8102e']);
  });

  it('accepts a hook with a token behind it', () => {
    expect(copiedTokenValues('.a { color: var(--cw-ui-x, var(--cw-ui-color-accent)); }')).toEqual(
      [],
    );
  });
});
