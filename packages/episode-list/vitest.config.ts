import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read source, not dist. The node environment resolves through Vite's SSR
  // environment, which takes its conditions from `ssr.resolve`, not from `resolve`.
  ssr: { resolve: { conditions: ['@cw/source'] } },
  resolve: { conditions: ['@cw/source'] },
  test: {
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
          // Role queries over a 160-episode list take seconds in happy-dom when CI runs every
          // package's tests at once on two cores.
          testTimeout: 20_000,
          // Processed instead of stubbed, so `components.test.ts` can read the stylesheet.
          css: { include: [/episodeList\.css/] },
        },
      },
    ],
  },
});
