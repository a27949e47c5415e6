import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@cw/source'] },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // Processed instead of stubbed, so `styles.test.ts` can read the stylesheet (`?raw`).
    css: { include: [/styles\.css/] },
  },
});
