import type { Options } from 'tsup';

export interface ClientPackageOptions {
  /** The modules the package's `exports` map names (`src/index.ts`): they get type declarations. */
  publicEntries: readonly string[];
  /** The package's stylesheet, written out as `dist/styles.css`. */
  styles: string;
  /**
   * Stylesheets besides it, by the name each is written out as (`{ notice: 'src/x.css' }` →
   * `dist/notice.css`): a part an app loads on every page, apart from one it loads later.
   */
  moreStyles?: Readonly<Record<string, string>>;
  /** Imports left to the app, which bundles one copy of each. */
  external: NonNullable<Options['external']>;
}

export function clientPackageConfig(options: ClientPackageOptions): Options;

/**
 * The build of a pure package others import as a whole: ESM and CommonJS, typed; module by
 * module, or one module with `bundled` (a package whose users take nearly all of it).
 */
export function libraryConfig(options?: { bundled?: boolean }): Options;
