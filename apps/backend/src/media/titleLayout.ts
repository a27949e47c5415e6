/**
 * Lays titles out for the drawn images: how wide a line is, where it may break, and the font
 * size at which a title fits its box. The SVG renderer cannot be asked how wide a text is, so
 * widths are estimated in ems, never short of what the shipped font draws.
 */

/** Distance between the baselines of a title's lines, in ems (as `textLines` sets them). */
export const LINE_HEIGHT = 1.18;

// ASCII advance widths of Noto Sans JP Bold, by class, each the widest of its class rounded up.
const NARROW = /[ijl|',.:;I!\-f()[\]{}/\\tr]/; // 0.30–0.44 em
const WIDE = /[MWmw%@]/; // 0.85–1.01 em
const CAPITAL = /[A-Z&]/; // up to 0.77 em (O, Q)
/** Marks and format characters add nothing to the character they join (dakuten, ZWJ). */
const ZERO_WIDTH = /[\p{M}\p{Cf}]/u;

/**
 * Advance width of bold text in ems, as the shipped Noto Sans JP draws it. Outside ASCII every
 * character counts 1 em (kana, kanji, full-width punctuation, and the ★, ※, →, … that a
 * Japanese font draws full width) except half-width katakana, 0.5 em; ASCII goes by class:
 * space 0.25, narrow letters and punctuation 0.45, lower case and digits 0.65, capitals 0.78,
 * M, W, m, w, %, @ 1.
 *
 * @example
 * emWidth('10周年'); // 3.3: two digits of 0.65 em, two kanji of 1 em
 */
export function emWidth(text: string): number {
  let width = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code > 0x7e) {
      if (!ZERO_WIDTH.test(char)) width += code >= 0xff61 && code <= 0xff9f ? 0.5 : 1;
    } else if (char === ' ') width += 0.25;
    else if (NARROW.test(char)) width += 0.45;
    else if (WIDE.test(char)) width += 1;
    else if (CAPITAL.test(char)) width += 0.78;
    else width += 0.65;
  }
  return width;
}

/** Kinsoku: characters that may not start a line (closing marks, punctuation)... */
const NO_LINE_START = new Set(
  '、。，．・：；？！‼⁇⁈⁉）〕］｝〉》」』】〙〗〟’”｠»ヽヾゝゞ々〻…‥,.:;!?)]}｡｣､･',
);
/** ...and that may not end one (opening marks). */
const NO_LINE_END = new Set('（〔［｛〈《「『【〘〖〝‘“｟«([{｢');
const ALPHANUMERIC = /^[A-Za-z0-9]$/;

const graphemes = new Intl.Segmenter('ja', { granularity: 'grapheme' });

/** A character of a word, or a run of spaces between words (where lines break first). */
interface Piece {
  text: string;
  width: number;
  space: boolean;
  /** Width of the whole word the character belongs to. */
  wordWidth: number;
}

function pieces(text: string): Piece[] {
  const result: Piece[] = [];
  for (const part of text.trim().split(/(\s+)/)) {
    if (!part) continue;
    const wordWidth = emWidth(part);
    if (/^\s/.test(part)) {
      result.push({ text: part, width: wordWidth, space: true, wordWidth });
      continue;
    }
    for (const { segment } of graphemes.segment(part)) {
      result.push({ text: segment, width: emWidth(segment), space: false, wordWidth });
    }
  }
  return result;
}

/**
 * Whether a line may end before `pieces[i]`: at spaces always; between the characters of a
 * word only when the word is wider than a line, and then not inside a run of Latin letters or
 * digits, nor before 、。！？」 or after 「.
 */
function mayBreakBefore(list: readonly Piece[], i: number, emsPerLine: number): boolean {
  const next = list[i];
  const previous = list[i - 1];
  if (!next || !previous) return false;
  if (next.space) return true;
  if (previous.space || next.wordWidth <= emsPerLine) return false;
  if (ALPHANUMERIC.test(previous.text) && ALPHANUMERIC.test(next.text)) return false;
  return !NO_LINE_START.has(next.text) && !NO_LINE_END.has(previous.text);
}

/**
 * Breaks a title into lines of at most `emsPerLine` ems ({@link emWidth}). Lines break at
 * spaces, which are dropped; a word wider than a line, as a Japanese title without spaces
 * usually is, fills the line and breaks between characters, never before 、。！？」 nor after
 * 「. Only a run that has no allowed break within a line (a very long Latin word, a single
 * character wider than the line) is cut where it overflows; only a single character wider
 * than `emsPerLine` makes a longer line. Joined with the dropped spaces, the lines give the
 * trimmed title back.
 *
 * Greedy, from the first character: a line takes pieces until one overflows, then ends at the
 * last allowed break before it.
 *
 *   'サービス開始10周年記念 大感謝フェア開催中！', 14 em:
 *   サービス開始10周年記念␣大感謝…   ← 大 overflows; the last break is the space
 *   ^ start               ^ break
 *
 * @example
 * wrapTitle('サービス開始10周年記念 大感謝フェア開催中！', 14);
 * // ['サービス開始10周年記念', '大感謝フェア開催中！']
 */
export function wrapTitle(text: string, emsPerLine: number): string[] {
  const list = pieces(text);
  const lines: string[] = [];
  let start = 0;
  while (start < list.length) {
    let width = 0;
    let end = start;
    let lastBreak = -1;
    while (end < list.length) {
      if (end > start && mayBreakBefore(list, end, emsPerLine)) lastBreak = end;
      const wider = width + (list[end]?.width ?? 0);
      if (end > start && wider > emsPerLine + 1e-9) break;
      width = wider;
      end++;
    }
    if (end < list.length && lastBreak > start) end = lastBreak;
    lines.push(
      list
        .slice(start, end)
        .map((piece) => piece.text)
        .join(''),
    );
    start = list[end]?.space ? end + 1 : end;
  }
  return lines;
}

/** Where a title goes: its width, optionally its height, and the font sizes allowed. */
export interface TitleBox {
  /** Widest a line may be, in the drawing's units. */
  width: number;
  /** Tallest the block of lines may be (lines × LINE_HEIGHT × size); no limit when left out. */
  height?: number;
  /**
   * Largest font size for one line, two lines, and so on; its length is the most lines. A
   * title that does not fit in that many lines at these sizes is drawn smaller.
   */
  sizes: readonly number[];
}

/**
 * The lines and font size that fit a title whole in `box`: the largest size allowed, fewer
 * lines on a tie, and lines balanced in length (`8 + 7` characters rather than `13 + 2`)
 * without breaking a word that fitted a line.
 *
 * @example
 * fitTitle('サービス開始10周年記念 大感謝フェア開催中！', { width: 1400, sizes: [104, 104] });
 * // { lines: ['サービス開始10周年記念', '大感謝フェア開催中！'], size: 104 }
 */
export function fitTitle(title: string, box: TitleBox): { lines: string[]; size: number } {
  // Sizes are searched in tenths, as drawn (n() in svg.ts rounds to one decimal).
  let best = 0;
  box.sizes.forEach((largest, index) => {
    const tallest = box.height === undefined ? largest : box.height / ((index + 1) * LINE_HEIGHT);
    const fits = (tenths: number) =>
      wrapTitle(title, (box.width * 10) / tenths).length <= index + 1;
    let high = Math.floor(Math.min(largest, tallest) * 10);
    if (high <= best) return;
    // Halve the interval between `low`, which fits (at 0 the title is one line), and `high`.
    let low = 0;
    if (fits(high)) low = high;
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (fits(middle)) low = middle;
      else high = middle;
    }
    // Strictly larger: on a tie, fewer lines win.
    if (low > best) best = low;
  });
  const size = best / 10;
  return { lines: balancedLines(title, box.width / size), size };
}

/**
 * The same number of lines as `wrapTitle(title, emsPerLine)`, at the narrowest width that
 * still gives it; no narrower than the widest word that fitted a line, so no new word breaks.
 */
function balancedLines(title: string, emsPerLine: number): string[] {
  const greedy = wrapTitle(title, emsPerLine);
  if (greedy.length < 2) return greedy;
  const total = emWidth(greedy.join(' '));
  const words = title
    .trim()
    .split(/\s+/)
    .map(emWidth)
    .filter((width) => width <= emsPerLine);
  // Only widths above `low` are tried, so a word that fitted a line is never broken.
  let low = Math.max(total / greedy.length, ...words);
  let high = emsPerLine;
  for (let step = 0; step < 30; step++) {
    const middle = (low + high) / 2;
    if (wrapTitle(title, middle).length <= greedy.length) high = middle;
    else low = middle;
  }
  return wrapTitle(title, high);
}
