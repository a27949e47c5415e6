import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { holdTimers } from './heldTimers';
import { expectPictures } from './pictures';

/** The phone every story of a component with `parameters.alsoAtPhone` is also pictured on. */
const PHONE = { width: 390, height: 844 };

/**
 * Every story, once its play function has run, is compared with its committed picture
 * (`visual/baseline/{component}/{story}.png`, at the story's own viewport): a story that draws anything
 * else fails, and its picture and a diff are written to `visual/diff/` for review. A story whose
 * own test failed is not compared (its failure says more).
 *
 * The components a designer signs off on a phone (`parameters.alsoAtPhone`, set on their
 * stories' meta) are then drawn 390 px wide as well, in the state the play function left: the
 * story may not be wider than the phone, and its picture is `{story}--390.png`.
 *
 * A picture is taken once the fonts and the images shown have arrived: on a busy machine an
 * image can take longer than two screenshots, which would otherwise agree on its empty box.
 * Lazy images below the story's first screen load as it is scrolled to them. The page's timers
 * are held meanwhile (./heldTimers.ts): what a story would do seconds later on its own (bars
 * hiding, a carousel turning) is not in its picture, however slow the machine.
 */
afterEach(async (context) => {
  const { task } = context;
  const { storyId } = task.meta as { storyId?: string };
  if (!storyId || task.result?.state === 'fail') return;
  // One directory per component: `ui-badge--new` is `ui-badge/new.png`.
  const name = storyId.replace('--', '/');
  const release = holdTimers();
  try {
    await expectPictures(name);
    const { story } = context as { story?: { parameters: { alsoAtPhone?: boolean } } };
    if (story?.parameters.alsoAtPhone !== true || window.innerWidth <= PHONE.width) return;
    await page.viewport(PHONE.width, PHONE.height);
    await expect.poll(() => document.documentElement.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await expectPictures(`${name}--390`);
  } finally {
    release();
  }
});
