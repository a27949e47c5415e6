import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@cw/chromium';
import { ASYNC_WAIT_MS, TEST_TIMEOUT_MS } from '@cw/vitest-config/waits';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Headless Chromium (Debian's, never a downloaded one), pictures compared as below; what differs
 * is written to `diffs` (relative to this directory).
 */
const browser = (
  diffs: string,
): NonNullable<TestProjectInlineConfiguration['test']>['browser'] => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  }),
  instances: [{ browser: 'chromium' }],
  expect: {
    toMatchScreenshot: {
      // Animations stopped at their end and no caret: a picture is the state, not a moment.
      screenshotOptions: { animations: 'disabled', caret: 'hide' },
      comparatorName: 'pixelmatch',
      // No pixel may change by more than 0.05 (YIQ): Chromium draws the edge of a rounded,
      // focused corner up to 0.035 apart from one run to the next, while a colour a designer
      // would notice (the accent red against the old one is 0.075; a pixel turned red on white
      // is 1) fails. Anti-aliased edges moved by a fraction of a pixel are pixelmatch's to skip.
      comparatorOptions: { threshold: 0.05, allowedMismatchedPixels: 0 },
      // Two screenshots in a row must agree before the comparison: on a loaded machine a large
      // story takes seconds each, well past the 5 s default.
      timeout: ASYNC_WAIT_MS,
      resolveScreenshotPath: ({ arg, ext, root }) => join(root, 'visual/baseline', `${arg}${ext}`),
      resolveDiffPath: ({ arg, ext, root }) => join(root, diffs, `${arg}${ext}`),
    },
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        // Every story is a component test: rendered, its `play` interactions run and asserted,
        // axe run on it, and its picture compared with the baseline (visual/setup.ts).
        plugins: [storybookTest({ configDir: join(import.meta.dirname, '.storybook') })],
        test: {
          name: 'storybook',
          // The stories' changes, for review: cleared at the start of each run.
          browser: browser('visual/diff'),
          // Sized for a loaded machine, as every suite's (a story and its picture: seconds there).
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: TEST_TIMEOUT_MS,
          // The test server writes the pictures (new baselines, diffs); it listens on localhost.
          api: { allowWrite: true },
          expect: { poll: { timeout: ASYNC_WAIT_MS } },
          globalSetup: ['./visual/clearDiffs.ts'],
          setupFiles: ['./visual/setup.ts'],
        },
      },
      {
        // The comparison itself: it fails on one pixel of a story changed.
        test: {
          name: 'visual',
          // The changed pixel it makes on purpose is no change to review: kept apart.
          browser: browser('.vitest/proof'),
          testTimeout: TEST_TIMEOUT_MS,
          api: { allowWrite: true },
          include: ['visual/*.test.tsx'],
        },
      },
    ],
  },
});
