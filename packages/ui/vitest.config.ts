import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cw/source'] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
