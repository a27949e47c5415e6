// The checks behind `describeComponentModules` (./components.js): what a component package's
// stylesheet and build rely on. Sources are the modules of a package as text, keyed by path
// (`import.meta.glob` with `?raw`).

/** Marked 'use client' on its first line. */
const CLIENT_DIRECTIVE = "'use client';\n";
const HOOK =
  /\buse(State|Effect|LayoutEffect|Ref|Id|SyncExternalStore|Reducer|Context|Callback|Memo|Store|Transition|ImperativeHandle|UiLocale)\(/;

/** The widths of the stylesheet's `@media (min-width: …px)` queries, in order. */
export function mediaMinWidths(css) {
  return [...css.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => match[1]);
}

/** Classes starting with `prefix` that the sources use and the stylesheet does not define. */
export function undefinedClasses(css, sources, prefix) {
  const name = `${prefix}[a-z0-9_-]+[a-z0-9]`;
  const defined = new Set([...css.matchAll(new RegExp(`\\.(${name})`, 'g'))].map((m) => m[1]));
  const used = new Set(
    Object.values(sources).flatMap((source) => source.match(new RegExp(name, 'g')) ?? []),
  );
  return [...used].filter((className) => !defined.has(className));
}

/**
 * The `--cw-ui-*` tokens a stylesheet reads that @cw/ui's tokens (`tokensCss`) do not define.
 * A hook of a component's own with a token behind it (`var(--cw-ui-switch-color-on,
 * var(--cw-ui-color-accent))`) is not a token.
 */
export function undefinedTokens(css, tokensCss) {
  const defined = new Set([...tokensCss.matchAll(/(--cw-ui-[a-z0-9-]+):/g)].map((m) => m[1]));
  return [...css.matchAll(/var\((--cw-ui-[a-z0-9-]+)\s*(,\s*var\()?/g)]
    .filter(([, name, hook]) => hook === undefined && !defined.has(name))
    .map(([, name]) => name);
}

/**
 * The `--cw-ui-*` tokens a stylesheet reads with a value of its own behind them
 * (`var(--cw-ui-color-accent, #c8102e)`): copies of @cw/ui's values, which drift from them.
 */
export function copiedTokenValues(css) {
  return [...css.matchAll(/var\((--cw-ui-[a-z0-9-]+)\s*,(?!\s*var\()\s*([^)]*)\)/g)].map(
    ([, name, value]) => `${name}, ${value.trim()}`,
  );
}

/** Whether a module is marked 'use client'. */
export function isClientModule(source) {
  return source.startsWith(CLIENT_DIRECTIVE);
}

/** Whether a module calls React hooks, and so must be marked 'use client'. */
export function usesHooks(source) {
  return HOOK.test(source);
}

/**
 * How many dynamic `import()`s of a module (comments aside) are not the loader of a
 * `lazyModule` of @cw/ui, which registers them so test and story setup can preload them.
 */
export function unregisteredLazyImports(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const imports = code.match(/\bimport\(/g)?.length ?? 0;
  const registered = code.match(/\blazyModule\(\s*\(\)\s*=>\s*import\(/g)?.length ?? 0;
  return imports - registered;
}
