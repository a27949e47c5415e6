import { hexChannels, type TextTone, textColorOn } from './textColorOn';

/**
 * The text colours a data-coloured background carries, by tone: the values of the dark and
 * light text tokens on `:root` in `styles.css` (`…-color-text-dark`, `…-color-text-light`),
 * which `ColoredTag` uses; a test keeps the two in step. An app that overrides those tokens
 * loses `readableBackground`'s guarantee for its own text colours.
 */
export const TEXT_TONE_COLORS: Readonly<Record<TextTone, string>> = Object.freeze({
  dark: '#1f1f1f',
  light: '#ffffff',
});

/**
 * WCAG 2 AA minimum contrast ratio for normal-size text (success criterion 1.4.3). The chips
 * carry small bold text, so the large-text minimum 3:1 does not apply.
 */
export const MIN_TEXT_CONTRAST_RATIO = 4.5;

/** One step of HSL lightness: with 8-bit channels `(max + min) / 2 / 255` moves by 1/510. */
const LIGHTNESS_STEP = 1 / 510;

type Rgb = readonly [number, number, number];

/** WCAG relative luminance of 8-bit sRGB channels, 0 (black) to 1 (white). */
function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

function ratio(first: Rgb, second: Rgb): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * WCAG 2 contrast ratio of two hex colours, from 1 (equal) to 21 (black on white):
 * `(L1 + 0.05) / (L2 + 0.05)` of their relative luminances, the lighter one first. The same
 * formula axe's `color-contrast` rule (Lighthouse) applies. Order does not matter. Throws a
 * `TypeError` for anything `isHexColor` rejects.
 *
 * @example
 * contrastRatio('#000000', '#ffffff'); // 21
 * contrastRatio('#7fa7c9', '#ffffff'); // ≈ 2.53
 */
export function contrastRatio(first: string, second: string): number {
  return ratio(hexChannels(first), hexChannels(second));
}

function toHex(channels: Rgb): string {
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** Hue (degrees), saturation and lightness (0–1) as CSS `hsl()` defines them. */
function toHsl([red, green, blue]: Rgb): [number, number, number] {
  const [r, g, b] = [red / 255, green / 255, blue / 255];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma === 0) return [0, 0, lightness];
  const saturation = chroma / (1 - Math.abs(2 * lightness - 1));
  const sector =
    max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  return [(sector * 60 + 360) % 360, saturation, lightness];
}

function fromHsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const sector = Math.floor(hue / 60) % 6;
  const [r, g, b] =
    sector === 0
      ? [chroma, x, 0]
      : sector === 1
        ? [x, chroma, 0]
        : sector === 2
          ? [0, chroma, x]
          : sector === 3
            ? [0, x, chroma]
            : sector === 4
              ? [x, 0, chroma]
              : [chroma, 0, x];
  const channel = (value: number) => Math.min(255, Math.max(0, Math.round((value + m) * 255)));
  return [channel(r), channel(g), channel(b)];
}

/**
 * The background colour to draw behind `tone` text on a data-supplied colour, adjusted just
 * enough for WCAG AA: returns `color` as lower-case `#rrggbb`, unchanged when the text colour
 * of `tone` (`TEXT_TONE_COLORS`) already has a contrast ratio above 4.5:1 on it
 * (`MIN_TEXT_CONTRAST_RATIO`), otherwise with its HSL lightness moved in the smallest 8-bit
 * steps (1/510) until it does: darker under light text, lighter under dark text. Hue and HSL
 * saturation stay (up to 8-bit rounding), so the label keeps its colour, only deeper or paler.
 * "Above" rather than WCAG's "at least" because axe counts only ratios strictly above 4.5
 * as passing; no 8-bit colour lands on exactly 4.5 in practice, so the two agree.
 *
 * Why: the spec (§9) chooses the text tone by HSL lightness threshold 0.67 (`textColorOn`),
 * and that rule alone does not guarantee contrast. Mid-light colours below 0.67 get white
 * text at well under 4.5:1 (`#5b9a4a` 3.4:1, `#7fa7c9` 2.53:1, `#90a4ae` 2.59:1), which fails
 * WCAG 1.4.3 and Lighthouse's axe `color-contrast` audit for the small bold chip text. Keeping
 * the spec's tone and adjusting the background satisfies both. Since light text only ever
 * darkens the background and dark text lightens it, `textColorOn` of the result is the tone
 * `textColorOn` gave the original colour. Always reachable: black takes white text at 21:1,
 * white takes `#1f1f1f` at about 16:1.
 *
 * `tone` defaults to `textColorOn(color)`; pass the tone you render with. Pure; usable on the
 * server. Throws a `TypeError` for anything `isHexColor` rejects.
 *
 * @example
 * readableBackground('#7fa7c9', 'light'); // '#477ba8': white text at 4.5001:1, same blue
 * readableBackground('#E60012'); // '#e60012': white already reads at 4.8:1
 */
export function readableBackground(color: string, tone: TextTone = textColorOn(color)): string {
  const original = hexChannels(color);
  const text = hexChannels(TEXT_TONE_COLORS[tone]);
  const readable = (background: Rgb) => ratio(background, text) > MIN_TEXT_CONTRAST_RATIO;
  if (readable(original)) return toHex(original);
  const [hue, saturation, lightness] = toHsl(original);
  const direction = tone === 'light' ? -1 : 1;
  for (let step = 1; step <= 510; step += 1) {
    const next = Math.min(1, Math.max(0, lightness + direction * step * LIGHTNESS_STEP));
    const candidate = fromHsl(hue, saturation, next);
    if (readable(candidate) || next === 0 || next === 1) {
      return toHex(candidate);
    }
  }
  // Unreachable: 510 steps span the whole lightness range and end at black or white.
  return toHex(fromHsl(hue, saturation, tone === 'light' ? 0 : 1));
}
