/**
 * Lightness at or above which a background counts as light and takes dark text
 * (spec §9: "text is dark or light by lightness threshold 0.67").
 */
export const TEXT_LIGHTNESS_THRESHOLD = 0.67;

/** Which text colour reads on a background: `dark` text on light backgrounds and vice versa. */
export type TextTone = 'dark' | 'light';

const HEX_COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Whether a string is a hex colour `textColorOn` accepts: `#rgb` or `#rrggbb`, the `#`
 * optional, any case, surrounding spaces ignored.
 *
 * @example
 * isHexColor('#E60012'); // true
 * isHexColor('red'); // false
 */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/**
 * HSL lightness of a hex colour, from 0 (black) to 1 (white): `L = (max + min) / 2` of the
 * sRGB channels scaled to 0–1, the same L as CSS `hsl()`. Not the WCAG relative luminance:
 * the spec names a "lightness" threshold, and HSL lightness is what that word means for a
 * colour value. Throws a `TypeError` for anything `isHexColor` rejects.
 *
 * @example
 * hslLightness('#ffffff'); // 1
 * hslLightness('#ff0000'); // 0.5
 */
export function hslLightness(hex: string): number {
  const channels = hexChannels(hex);
  return (Math.max(...channels) + Math.min(...channels)) / 2 / 255;
}

/**
 * The sRGB channels of a hex colour as integers 0–255, `[red, green, blue]`. Accepts what
 * `isHexColor` accepts and throws a `TypeError` for anything else. Internal to the package
 * (shared with `readableBackground`), not exported from its index.
 */
export function hexChannels(hex: string): [number, number, number] {
  const match = HEX_COLOR.exec(hex.trim());
  const digits = match?.[1];
  if (digits === undefined) {
    throw new TypeError(`expected a hex colour like #rrggbb or #rgb, got '${hex}'`);
  }
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  const channel = (start: number) => Number.parseInt(full.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/**
 * Text tone for a background colour: `dark` when the background's HSL lightness is at or
 * above 0.67 (`TEXT_LIGHTNESS_THRESHOLD`), otherwise `light`. With 8-bit channels the
 * lightness is a multiple of 1/510, so no colour lies exactly on 0.67: `#ababab` (0.6706)
 * is the darkest grey taking dark text, `#aaaaaa` (0.6667) the lightest taking light text.
 * Pure; usable on the server.
 *
 * @example
 * textColorOn('#FFF3B0'); // 'dark'  (L ≈ 0.85)
 * textColorOn('#E60012'); // 'light' (L ≈ 0.45)
 */
export function textColorOn(background: string): TextTone {
  return hslLightness(background) >= TEXT_LIGHTNESS_THRESHOLD ? 'dark' : 'light';
}
