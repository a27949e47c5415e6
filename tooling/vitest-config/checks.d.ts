type Sources = Record<string, string>;

export function mediaMinWidths(css: string): string[];
export function undefinedClasses(css: string, sources: Sources, prefix: string): string[];
export function isClientModule(source: string): boolean;
export function usesHooks(source: string): boolean;

/** How many dynamic `import()`s of a module are not the loader of a `lazyModule` of @cw/ui. */
export function unregisteredLazyImports(source: string): number;
