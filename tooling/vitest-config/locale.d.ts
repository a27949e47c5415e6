/** Hiragana, katakana (with its phonetic extensions) and half-width katakana. */
export declare const KANA: RegExp;
/**
 * Every text node and text attribute under `root` (scripts and styles aside) holding kana, as
 * `text "…"` or `alt="…"`; `[]` when the interface has none.
 */
export declare function kanaTexts(root?: Element): string[];
/** Japanese-only forms of kanji whose Traditional Chinese differs (縦/縱, 読/讀, 画/畫 …). */
export declare const SHINJITAI: RegExp;
/** Every string of a text record, nested records included, as `[path, text]`. */
export declare function textStrings(record: object, path?: string): [string, string][];
/**
 * What is wrong with text records kept per interface language (`{ NAME: { ja, en, … } }`): a
 * locale of `locales` missing, a key the Japanese has and a translation lacks (or the other
 * way), an empty string; `[]` when every record is whole.
 */
export declare function incompleteLocaleTexts(
  records: Record<string, Record<string, object>>,
  locales: readonly string[],
): string[];
