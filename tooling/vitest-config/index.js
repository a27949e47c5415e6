// The vitest configs of the packages, one factory per kind of package. Every one reads package
// sources, not dist: the `@cw/source` export condition is on for the client module graph
// (`resolve`) and for the Node environment, which resolves through Vite's SSR environment and
// so takes its conditions from `ssr.resolve`, not from `resolve`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ASYNC_WAIT_MS, TEST_TIMEOUT_MS } from './waits.js';

export { ASYNC_WAIT_MS, TEST_TIMEOUT_MS };

/** What every project of every package waits: see ./waits.js. */
const WAITS = {
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: TEST_TIMEOUT_MS,
  expect: { poll: { timeout: ASYNC_WAIT_MS } },
};

/** The setup of every happy-dom project: see ./setup-dom.js. */
const DOM_SETUP = fileURLToPath(new URL('./setup-dom.js', import.meta.url));

const SOURCE_CONDITIONS = {
  ssr: { resolve: { conditions: ['@cw/source'] } },
  resolve: { conditions: ['@cw/source'] },
};

/** @param {import('./index.d.ts').NodeConfigOptions} [options] */
export function nodeConfig({ test = {} } = {}) {
  return defineConfig({
    ...SOURCE_CONDITIONS,
    test: {
      environment: 'node',
      include: ['src/**/*.test.ts'],
      ...WAITS,
      ...test,
    },
  });
}

/** @param {import('./index.d.ts').DomConfigOptions} options */
export function domConfig({ stylesheets, test = {} }) {
  return defineConfig({
    ...SOURCE_CONDITIONS,
    test: {
      environment: 'happy-dom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [DOM_SETUP],
      ...WAITS,
      // Processed instead of stubbed, so the stylesheet checks can read them (`?raw`).
      css: { include: stylesheets },
      ...test,
    },
  });
}

/** @param {import('./index.d.ts').ComponentPackageConfigOptions} options */
export function componentPackageConfig({ stylesheets, components = {} }) {
  return defineConfig({
    ...SOURCE_CONDITIONS,
    test: {
      ...WAITS,
      // Together the projects run src/**/*.test.{ts,tsx}: domain logic without a DOM, the
      // React components and hooks (src/components/, and any .tsx test) in happy-dom.
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: ['src/**/*.test.ts'],
            exclude: ['src/components/**'],
          },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            include: ['src/**/*.test.tsx', 'src/components/**/*.test.ts'],
            setupFiles: [DOM_SETUP],
            // Processed instead of stubbed, so `components.test.ts` can read the stylesheets.
            css: { include: stylesheets },
            ...components,
          },
        },
      ],
    },
  });
}
