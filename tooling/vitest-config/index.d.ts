import type { TestProjectInlineConfiguration, ViteUserConfig } from 'vitest/config';

export { ASYNC_WAIT_MS, TEST_TIMEOUT_MS } from './waits.js';

type TestOptions = NonNullable<ViteUserConfig['test']>;
type ProjectTestOptions = NonNullable<TestProjectInlineConfiguration['test']>;

export interface NodeConfigOptions {
  /** Added to the defaults: `src/**\/*.test.ts` in Node. */
  test?: TestOptions;
}

export interface DomConfigOptions {
  /** Stylesheets the tests read as text (`?raw`); others are stubbed. */
  stylesheets: RegExp[];
  /** Added to the defaults: `src/**\/*.test.{ts,tsx}` in happy-dom. */
  test?: TestOptions;
}

export interface ComponentPackageConfigOptions {
  /** Stylesheets the component tests read as text (`?raw`); others are stubbed. */
  stylesheets: RegExp[];
  /** Added to the `components` project's settings (a longer `testTimeout`, say). */
  components?: ProjectTestOptions;
}

/**
 * A package without components: every `src/**\/*.test.ts` in Node, reading sources.
 *
 * @example
 * export default nodeConfig();
 */
export function nodeConfig(options?: NodeConfigOptions): ViteUserConfig;

/**
 * A package whose every test runs in happy-dom (`@cw/ui`), reading sources.
 *
 * @example
 * export default domConfig({ stylesheets: [/styles\.css/] });
 */
export function domConfig(options: DomConfigOptions): ViteUserConfig;

/**
 * A domain package with components: the `logic` project runs `src/**\/*.test.ts` outside
 * `src/components` in Node, the `components` project the rest in happy-dom, reading sources.
 *
 * @example
 * export default componentPackageConfig({ stylesheets: [/viewer\.css/] });
 */
export function componentPackageConfig(options: ComponentPackageConfigOptions): ViteUserConfig;
