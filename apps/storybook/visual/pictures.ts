import { expect } from 'vitest';
import { page } from 'vitest/browser';

/** An image the browser is fetching or decoding: any but a lazy one it has not reached. */
const pending = (image: HTMLImageElement) => {
  if (image.complete) return false;
  if (image.loading !== 'lazy') return true;
  const box = image.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
};

/**
 * The story as drawn now, screen by screen: `visual/baseline/{name}.png` is its first screen,
 * `{name}--screen-2.png` the next as the reader scrolls to it, and so on to its end. (The test
 * frame paints nothing below its own height, and a taller frame would change what `vh` and
 * `svh` measure.) A picture is of the screen, sticky and fixed parts where the reader sees them.
 */
export async function expectPictures(name: string, options?: { timeout?: number }) {
  await document.fonts.ready;
  const screen = document.createElement('div');
  // Found again by its id: the screen's own locator, however many elements the story adds.
  screen.id = 'visual-screen';
  screen.style.cssText = 'position: fixed; inset: 0; pointer-events: none';
  document.documentElement.append(screen);
  try {
    const screens = Math.ceil(document.documentElement.scrollHeight / window.innerHeight);
    for (let index = 0; index < screens; index += 1) {
      // Only when it moves: a scroll of the page cancels any smooth scroll still under way.
      const top = index * window.innerHeight;
      if (window.scrollY !== top) window.scrollTo(0, top);
      await expect.poll(() => [...document.images].some(pending)).toBe(false);
      await expect
        .element(page.elementLocator(screen))
        .toMatchScreenshot(index === 0 ? name : `${name}--screen-${index + 1}`, options);
    }
  } finally {
    screen.remove();
    if (window.scrollY !== 0) window.scrollTo(0, 0);
  }
}
