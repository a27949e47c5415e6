import type { Options } from 'tsup';

export interface ClientPackageOptions {
  /**
   * The modules the package's `exports` map names, by their path under `src/` without the
   * extension (`index`, `components/index`): they get the type declarations.
   */
  publicEntries: Record<string, string>;
  /** The package's stylesheet, written out as `dist/styles.css`. */
  styles: string;
  /** Imports left to the app, which bundles one copy of each. */
  external: NonNullable<Options['external']>;
}

export function clientPackageConfig(options: ClientPackageOptions): Options;
