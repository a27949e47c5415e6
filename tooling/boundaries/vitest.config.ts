import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['*.test.ts'],
    // Each run of dependency-cruiser parses the fixture with TypeScript: seconds on 2 cores.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
