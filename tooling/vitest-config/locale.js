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

/** Japanese-only forms of kanji whose Traditional Chinese differs (縦/縱, 読/讀, 画/畫 …). */
export const SHINJITAI = /[読縦横画戻続覧択売転変様気込済応体]/;

/** Every string of a text record, nested records included, as `[path, text]`. */
export function textStrings(record, path = '') {
  return Object.entries(record).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${path}${key}`, value]] : textStrings(value, `${path}${key}.`),
  );
}

/**
 * What is wrong with text records kept per interface language (`{ NAME: { ja, en, … } }`): a
 * locale of `locales` missing, a key the Japanese has and a translation lacks (or the other
 * way), an empty string; `[]` when every record is whole.
 */
export function incompleteLocaleTexts(records, locales) {
  const problems = [];
  for (const [name, texts] of Object.entries(records)) {
    const keys = textStrings(texts.ja ?? {}).map(([path]) => path);
    for (const locale of locales) {
      if (!(locale in texts)) {
        problems.push(`${name}: no ${locale}`);
        continue;
      }
      const entries = textStrings(texts[locale]);
      const paths = entries.map(([path]) => path);
      if (paths.join('\n') !== keys.join('\n')) problems.push(`${name}.${locale}: other keys`);
      for (const [path, text] of entries) {
        if (text.trim() === '') problems.push(`${name}.${locale}.${path}: empty`);
      }
    }
  }
  return problems;
}
