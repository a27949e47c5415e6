import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read workspace sources (@cw/api-client), as every package's do.
  ssr: { resolve: { conditions: ['@cw/source'] } },
  resolve: { conditions: ['@cw/source'] },
  test: { environment: 'node', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
});
