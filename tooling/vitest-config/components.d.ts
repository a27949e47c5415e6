export interface ComponentModulesChecks {
  /** The components entry (`@cw/viewer/components`): its exports must be `publicApi` exactly. */
  entry?: {
    name: string;
    exports: Record<string, unknown>;
    publicApi: readonly string[];
  };
  stylesheet: {
    /** The file's name, naming the block of tests (`viewer.css`). */
    name: string;
    /** Its text (`import css from './viewer.css?raw'`). */
    css: string;
    /** The package's class prefix (`cw-viewer-`). */
    classPrefix: string;
    /** Classes the modules use with no rule of their own (hooks for the app, wrappers). */
    unstyledClasses?: readonly string[];
    /** Its only `@media (min-width)`: `DESKTOP_MIN_WIDTH` of @cw/ui. */
    desktopMinWidth: number;
    /** Classes of the controls that must draw a `:focus-visible` ring. */
    focusRings: readonly string[];
    /**
     * @cw/ui's tokens (`import uiTokens from '@cw/ui/tokens.css?raw'`): every `--cw-ui-*` the
     * stylesheet reads must be one, read without a fallback value of its own.
     */
    uiTokens: string;
  };
  /**
   * The modules to check, as text keyed by path:
   * `import.meta.glob(['./*.ts', './*.tsx', '!./*.test.*', '!./*.stories.*'], { query: '?raw', import: 'default', eager: true })`.
   */
  sources: Record<string, string>;
}

/**
 * Registers the tests every component package runs: the entry's public API, the stylesheet's
 * one desktop breakpoint, a rule for every class the modules use, the @cw/ui tokens it reads
 * (defined, no fallback copies), the focus rings, and `'use client'` on exactly the modules
 * that call hooks. Add the package's own stylesheet tests beside it.
 *
 * @example
 * describeComponentModules({
 *   entry: { name: '@cw/viewer/components', exports: components, publicApi: ['Viewer'] },
 *   stylesheet: { name: 'viewer.css', css, classPrefix: 'cw-viewer-', desktopMinWidth: DESKTOP_MIN_WIDTH, focusRings: ['cw-viewer-stage'], uiTokens },
 *   sources,
 * });
 */
export function describeComponentModules(checks: ComponentModulesChecks): void;
