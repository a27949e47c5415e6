import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** An image the browser is fetching or decoding: any but a lazy one it has not reached. */
const pending = (image: HTMLImageElement) => {
  if (image.complete) return false;
  if (image.loading !== 'lazy') return true;
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
};

/**
 * Every story, once its play function has run, is compared with its committed picture
 * (`visual/baseline/{component}/{story}.png`, at the story's own viewport): a story that draws anything
 * else fails, and its picture and a diff are written to `visual/diff/` for review. A story whose
 * own test failed is not compared (its failure says more).
 *
 * The picture is taken once the fonts and the images shown have arrived: on a busy machine an
 * image can take longer than two screenshots, which would otherwise agree on its empty box.
 * Lazy images below the story's first screen load in the taller frame, as they would scrolled to.
 */
afterEach(async ({ task }) => {
  const { storyId } = task.meta as { storyId?: string };
  if (!storyId || task.result?.state === 'fail') return;
  await document.fonts.ready;
  // The whole story, not its first screen: the test frame draws nothing below its own height,
  // so a taller story is pictured in a frame as tall as it is (its width unchanged), then the
  // frame goes back to the story's viewport.
  const { innerWidth: width, innerHeight: height } = window;
  const storyHeight = document.documentElement.scrollHeight;
  if (storyHeight > height) await page.viewport(width, storyHeight);
  try {
    await expect.poll(() => [...document.images].some(pending)).toBe(false);
    // One directory per component: `ui-badge--new` is `ui-badge/new.png`.
    await expect
      .element(page.elementLocator(document.body))
      .toMatchScreenshot(storyId.replace('--', '/'));
  } finally {
    if (storyHeight > height) await page.viewport(width, height);
  }
});
