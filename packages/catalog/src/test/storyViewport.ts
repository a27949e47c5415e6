// A story drawn on a phone 390px wide: Storybook's `phone390` viewport (defined once in the
// Storybook preview), which the Storybook vitest run also applies to the test browser.
export const PHONE_390 = {
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
