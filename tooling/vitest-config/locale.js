// What the packages' locale tests sweep the rendered DOM for: Japanese kana left in an English
// or Chinese interface. Kanji are shared with Chinese, so only kana tell Japanese apart. No
// test-runner imports here: stories load this module in the browser too.

/** Hiragana, katakana (with its phonetic extensions) and half-width katakana. */
export const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/;

/** Attributes a reader hears or sees as text. */
const TEXT_ATTRIBUTES = [
  'aria-label',
  'aria-valuetext',
  'aria-description',
  'aria-roledescription',
  'alt',
  'title',
  'placeholder',
];

/**
 * Every text node and text attribute under `root` (scripts and styles aside) holding kana, as
 * `text "…"` or `alt="…"`; `[]` when the interface has none.
 */
export function kanaTexts(root = document.body) {
  const found = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (node.parentElement?.closest('script, style') || !KANA.test(text)) continue;
    found.push(`text "${text}"`);
  }
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const name of TEXT_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null && KANA.test(value)) found.push(`${name}="${value}"`);
    }
  }
  return found;
}
