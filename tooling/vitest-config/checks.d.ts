type Sources = Record<string, string>;

export function mediaMinWidths(css: string): string[];
export function undefinedClasses(css: string, sources: Sources, prefix: string): string[];
/** The `--cw-ui-*` tokens a stylesheet reads that @cw/ui's `tokens.css` does not define. */
export function undefinedTokens(css: string, tokensCss: string): string[];
/** The `--cw-ui-*` tokens a stylesheet reads with a literal fallback (`name, value`). */
export function copiedTokenValues(css: string): string[];
export function isClientModule(source: string): boolean;
export function usesHooks(source: string): boolean;

/** How many dynamic `import()`s of a module are not the loader of a `lazyModule` of @cw/ui. */
export function unregisteredLazyImports(source: string): number;
