import type { Options } from 'tsup';

export interface ClientPackageOptions {
  /** Script entries by output name (`index`, `components`, …), sources relative to the package. */
  entries: Record<string, string>;
  /** Folder of the client modules, e.g. `src/components`. */
  clientDir: string;
  /** Names of the modules marked 'use client' in `clientDir`. */
  clientModules: readonly string[];
  /** The package's stylesheet, written out as `dist/styles.css`. */
  styles: string;
  /** Imports left to the app, which bundles one copy of each. */
  external: NonNullable<Options['external']>;
}

export function clientPackageConfig(options: ClientPackageOptions): Options;
