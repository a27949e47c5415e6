// Story settings for a phone 390px wide, the narrowest layout the site is drawn at (spec §2):
// Storybook's viewport, which the Storybook vitest run also applies to the test browser.
export const PHONE_390 = {
  parameters: {
    viewport: {
      options: {
        phone390: {
          name: 'Phone 390',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
} as const;

/** Whether any element under `root` is cut off: its content wider or taller than its box. */
export function clippedElements(root: Element, selector: string): Element[] {
  return [...root.querySelectorAll(selector)].filter(
    (element) =>
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1,
  );
}
