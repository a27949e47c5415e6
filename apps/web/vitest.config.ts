import { ASYNC_WAIT_MS, TEST_TIMEOUT_MS } from '@cw/vitest-config/waits';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Server glue of the app (auth options, redirects, messages), without a server.
        resolve: {
          conditions: ['react-server'],
          // The app's own import alias (tsconfig.json `paths`).
          alias: { '@/': new URL('./', import.meta.url).pathname },
        },
        ssr: { resolve: { conditions: ['react-server', '@cw/source'] } },
        test: {
          name: 'unit',
          include: ['{app,server,i18n}/**/*.test.ts'],
          environment: 'node',
          testTimeout: TEST_TIMEOUT_MS,
          expect: { poll: { timeout: ASYNC_WAIT_MS } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/globalSetup.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: 2 * TEST_TIMEOUT_MS,
          // One running service and one browser are shared; files run one after another.
          fileParallelism: false,
          // CI runs the other packages' tests beside these on two cores: a page can take
          // seconds to settle, so polled expectations wait as long as every runner's do.
          expect: { poll: { timeout: ASYNC_WAIT_MS } },
        },
      },
    ],
  },
});
