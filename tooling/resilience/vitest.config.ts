import { ASYNC_WAIT_MS } from '@cw/vitest-config/waits';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ssr: { resolve: { conditions: ['@cw/source'] } },
  resolve: { conditions: ['@cw/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Every file starts its own instances; two at once would measure each other.
    fileParallelism: false,
    // A phase is a minute of load or a fault and its recovery; starting the instances (a
    // PostgreSQL cluster, a seeded catalog, two Next.js servers) takes about as long.
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // A page seen in the browser (the error boundary renders there) under load: as long as
    // every runner's waits (see @cw/vitest-config/waits), not vitest's 1 s.
    expect: { poll: { timeout: ASYNC_WAIT_MS } },
    // The figures each phase prints are the point of a run.
    silent: false,
  },
});
