const KATAKANA_START = 0x30a1; // ァ
const KATAKANA_END = 0x30f6; // ヶ
const ITERATION_MARKS_START = 0x30fd; // ヽ ヾ
const HIRAGANA_OFFSET = 0x60;
// Whitespace, middle dots (half-width ･ becomes ・ under NFKC) and punctuation: readers type
// 'ソードアート' for 'ソード・アート' and '元勇者パン屋' for '元勇者、パン屋になる'. Full-width
// forms (！, （, ～) are already ASCII after NFKC; the long vowel mark ー is kept, it spells.
const IGNORED = /[\s・·、。,.!?"'“”‘’()[\]「」『』【】〈〉《》〔〕~〜…‥]/gu;

/**
 * Folds text the way readers type Japanese, so that a stored `search_text` and a typed query
 * compare equal: NFKC (full-width Latin and half-width katakana), katakana to hiragana,
 * lower case, no spaces, middle dots or punctuation. Used when writing `works.search_text` and
 * when searching.
 *
 * @example
 * foldForSearch('ｶﾀｶﾅ ＡＢＣ'); // 'かたかなabc'
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFKC').toLowerCase().replace(IGNORED, '')) {
    const code = char.codePointAt(0) ?? 0;
    const isKatakana =
      (code >= KATAKANA_START && code <= KATAKANA_END) ||
      code === ITERATION_MARKS_START ||
      code === ITERATION_MARKS_START + 1;
    folded += isKatakana ? String.fromCodePoint(code - HIRAGANA_OFFSET) : char;
  }
  return folded;
}
