import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Every story, once its play function has run, is compared with its committed picture
 * (`visual/baseline/{component}/{story}.png`, at the story's own viewport): a story that draws anything
 * else fails, and its picture and a diff are written to `visual/diff/` for review. A story whose
 * own test failed is not compared (its failure says more).
 */
afterEach(async ({ task }) => {
  const { storyId } = task.meta as { storyId?: string };
  if (!storyId || task.result?.state === 'fail') return;
  // One directory per component: `ui-badge--new` is `ui-badge/new.png`.
  await expect
    .element(page.elementLocator(document.body))
    .toMatchScreenshot(storyId.replace('--', '/'));
});
