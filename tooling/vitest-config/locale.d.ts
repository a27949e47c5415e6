/** Hiragana, katakana (with its phonetic extensions) and half-width katakana. */
export declare const KANA: RegExp;
/**
 * Every text node and text attribute under `root` (scripts and styles aside) holding kana, as
 * `text "…"` or `alt="…"`; `[]` when the interface has none.
 */
export declare function kanaTexts(root?: Element): string[];
