import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.test.ts'],
    globalSetup: ['e2e/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One production server and one browser are shared; files run one after another.
    fileParallelism: false,
  },
});
