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

/** Where a line may end inside a name: after a space, or after punctuation such as `・`. */
const WORD_END = /[\s・、。，．,.!?！？）)」』\-‐–—/／]$/u;

/**
 * The texts under `root` (matching `selector`) that a line ends inside a word of: each as its
 * lines (`['はなびらコミック', 'ス']`). A line may end only after a space or punctuation.
 */
export function brokenInsideWords(root: Element, selector: string): string[][] {
  return [...root.querySelectorAll(selector)]
    .map((element) => textLines(element))
    .filter((lines) => lines.slice(0, -1).some((line) => !WORD_END.test(line)));
}

/** The text of `element` as the lines it is laid out on. */
function textLines(element: Element): string[] {
  const lines: string[] = [];
  const range = document.createRange();
  let top: number | undefined;
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    for (let i = 0; i < text.length; i++) {
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect) continue;
      const char = text.data.charAt(i);
      if (top === undefined || rect.top > top + 1) lines.push(char);
      else lines.push(`${lines.pop() ?? ''}${char}`);
      top = rect.top;
    }
  }
  return lines;
}
