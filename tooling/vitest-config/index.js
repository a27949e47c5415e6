// The vitest configs of the packages, one factory per kind of package. Every one reads package
// sources, not dist: the `@cw/source` export condition is on for the client module graph
// (`resolve`) and for the Node environment, which resolves through Vite's SSR environment and
// so takes its conditions from `ssr.resolve`, not from `resolve`.
import { defineConfig } from 'vitest/config';

// Tests wait on rendering and timers, not on the wall clock: a test that takes 2 s alone takes
// ten times that beside the rest of `npm test` on a 2-core machine, which is no failure.
const TEST_TIMEOUT_MS = 30_000;

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
      testTimeout: TEST_TIMEOUT_MS,
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
      testTimeout: TEST_TIMEOUT_MS,
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
      testTimeout: TEST_TIMEOUT_MS,
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
            // Processed instead of stubbed, so `components.test.ts` can read the stylesheets.
            css: { include: stylesheets },
            ...components,
          },
        },
      ],
    },
  });
}
