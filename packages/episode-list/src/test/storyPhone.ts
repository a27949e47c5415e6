// What the phone stories check, in the browser (stories load this module).
import { expect, within } from 'storybook/test';

/**
 * The store chooser on a phone 390px wide (Storybook's `phone390` viewport): its first store
 * whole on the screen and a thumb's target, nothing wider than the screen.
 */
export async function expectChooserOnPhone(dialog: HTMLElement): Promise<void> {
  await expect(window.innerWidth).toBe(390);
  const [first] = within(dialog).getAllByRole('link');
  const box = (first as HTMLElement).getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  // The 44px of @cw/ui's touch target.
  await expect(box.height).toBeGreaterThanOrEqual(44);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * A story laid out on a phone 390px wide: nothing wider than the screen, and each of `parts`
 * (the list's rows: a card and its action) whole within its width.
 */
export async function expectFitsPhone(parts: readonly Element[]): Promise<void> {
  await expect(window.innerWidth).toBe(390);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const part of parts) {
    const box = part.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  }
}
