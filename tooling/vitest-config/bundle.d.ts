import type { Metafile } from 'esbuild';

/** What a browser bundle of an entry loads before anything runs, and what it leaves for later. */
export interface StaticImports {
  /** Inputs of the entry and of every chunk it imports statically, and the externals they import. */
  modules: string[];
  /** Chunks (or externals) the bundle imports only through a dynamic `import()`. */
  lazy: string[];
}

export interface StaticallyLoadedOptions {
  /** Left out of the bundle and listed by name in `modules` when imported (`'zod'`). */
  external?: string[];
}

/** The modules a metafile's entry output loads through static imports, and its lazy chunks. */
export function staticImports(metafile: Metafile): StaticImports;

/**
 * Bundles `entry` (a path or a `file:` URL) for the browser with esbuild, workspace packages from
 * their sources, and returns what the bundle loads before anything runs.
 *
 * @example
 * const { modules, lazy } = await staticallyLoaded(new URL('./index.ts', import.meta.url), {
 *   external: ['zod'],
 * });
 */
export function staticallyLoaded(
  entry: string | URL,
  options?: StaticallyLoadedOptions,
): Promise<StaticImports>;
