import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cw/source'] },
  test: {
    include: ['src/**/*.test.ts'],
  },
});
