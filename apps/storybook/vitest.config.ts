import { join } from 'node:path';
import { ASYNC_WAIT_MS } from '@cw/vitest-config/waits';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Every story is a component test: rendered in headless Chromium (Debian's, never a
 * downloaded one), its `play` interactions run and asserted.
 */
export default defineConfig({
  plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            // The test page is served on localhost; nothing else resolves.
            '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
          ],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
    expect: { poll: { timeout: ASYNC_WAIT_MS } },
  },
});
