import { ASYNC_WAIT_MS } from '@cw/vitest-config/waits';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Node tests resolve through Vite's SSR settings; tests read workspace sources.
  ssr: { resolve: { conditions: ['@cw/source'] } },
  resolve: { conditions: ['@cw/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/globalSetup.ts'],
    // Seeding and copying a full catalog takes seconds on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    expect: { poll: { timeout: ASYNC_WAIT_MS } },
  },
});
