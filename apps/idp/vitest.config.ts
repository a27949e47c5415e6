import { ASYNC_WAIT_MS, TEST_TIMEOUT_MS } from '@cw/vitest-config/waits';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read workspace sources (@cw/service-token), as every package's do.
  ssr: { resolve: { conditions: ['@cw/source'] } },
  resolve: { conditions: ['@cw/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    testTimeout: TEST_TIMEOUT_MS,
    expect: { poll: { timeout: ASYNC_WAIT_MS } },
  },
});
