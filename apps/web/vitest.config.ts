import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Server glue of the app (auth options, redirects, messages), without a server.
        resolve: { conditions: ['react-server'] },
        ssr: { resolve: { conditions: ['react-server', '@cw/source'] } },
        test: {
          name: 'unit',
          include: ['{app,server}/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One running service and one browser are shared; files run one after another.
          fileParallelism: false,
          // CI runs the other packages' tests beside these on two cores: a page can take
          // seconds to settle, so polled expectations wait up to 10 s, not vitest's 1 s.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
