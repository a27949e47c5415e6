import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Tests read source, not dist. The node environment resolves through Vite's SSR
  // environment, which takes its conditions from `ssr.resolve`, not from `resolve`.
  ssr: { resolve: { conditions: ['@cw/source'] } },
  resolve: { conditions: ['@cw/source'] },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
