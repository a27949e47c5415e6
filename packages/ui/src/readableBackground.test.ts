import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST_RATIO,
  readableBackground,
  TEXT_TONE_COLORS,
} from './readableBackground';
import css from './styles.css?raw';
import { hexChannels, hslLightness, textColorOn } from './textColorOn';
import tokens from './tokens.css?raw';

/** HSL hue in degrees and saturation 0–1, to check that an adjusted colour keeps its colour. */
function hueAndSaturation(hex: string): [number, number] {
  const [r, g, b] = hexChannels(hex).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  if (chroma === 0) return [0, 0];
  const sector =
    max === r
      ? ((g - b) / chroma + 6) % 6
      : max === g
        ? (b - r) / chroma + 2
        : (r - g) / chroma + 4;
  return [sector * 60, chroma / (1 - Math.abs(max + min - 1))];
}

/** Hue difference in degrees, around the circle. */
function hueDistance(a: number, b: number): number {
  const difference = Math.abs(a - b) % 360;
  return Math.min(difference, 360 - difference);
}

const LIGHT_TEXT = TEXT_TONE_COLORS.light;
const DARK_TEXT = TEXT_TONE_COLORS.dark;

describe('TEXT_TONE_COLORS', () => {
  it('are the text colours ColoredTag gets from the tokens', () => {
    expect(tokens).toContain(`--cw-ui-color-text-dark: ${TEXT_TONE_COLORS.dark};`);
    expect(tokens).toContain(`--cw-ui-color-text-light: ${TEXT_TONE_COLORS.light};`);
    expect(css).toMatch(
      /\.cw-ui-colored-tag--dark-text \{\s*color: var\(--cw-ui-color-text-dark\);/,
    );
    expect(css).toMatch(
      /\.cw-ui-colored-tag--light-text \{\s*color: var\(--cw-ui-color-text-light\);/,
    );
  });

  it('aims for WCAG AA for normal text', () => {
    expect(MIN_TEXT_CONTRAST_RATIO).toBe(4.5);
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.4781],
    ['#767676', '#ffffff', 4.5415],
    // The failures Lighthouse reported for white chip text.
    ['#5b9a4a', '#ffffff', 3.4],
    ['#7fa7c9', '#ffffff', 2.53],
    ['#90a4ae', '#ffffff', 2.59],
  ])('%s on %s is %f:1', (first, second, expected) => {
    expect(contrastRatio(first, second)).toBeCloseTo(expected, 1);
  });

  it('does not depend on the order and reads #rgb', () => {
    expect(contrastRatio('#fff', '#5b9a4a')).toBe(contrastRatio('#5b9a4a', '#ffffff'));
  });

  it('throws for a non-hex colour', () => {
    expect(() => contrastRatio('white', '#000')).toThrow(TypeError);
  });
});

describe('readableBackground', () => {
  describe.each([
    ['#5b9a4a', '#4d833f'],
    ['#7fa7c9', '#477ba8'],
    ['#90a4ae', '#627a86'],
  ])('mid-light %s under light text', (color, adjusted) => {
    const result = readableBackground(color, 'light');

    it('keeps the spec tone: light text (lightness below 0.67)', () => {
      expect(textColorOn(color)).toBe('light');
      expect(readableBackground(color)).toBe(result);
    });

    it(`darkens just enough to read at WCAG AA (${adjusted})`, () => {
      expect(contrastRatio(color, LIGHT_TEXT)).toBeLessThan(4.5);
      expect(contrastRatio(result, LIGHT_TEXT)).toBeGreaterThan(4.5);
      expect(contrastRatio(result, LIGHT_TEXT)).toBeLessThan(4.6);
      expect(result).toBe(adjusted);
    });

    it('is a darker version of the same hue', () => {
      expect(hslLightness(result)).toBeLessThan(hslLightness(color));
      const [hue, saturation] = hueAndSaturation(color);
      const [newHue, newSaturation] = hueAndSaturation(result);
      expect(hueDistance(hue, newHue)).toBeLessThan(1.5);
      expect(newSaturation).toBeCloseTo(saturation, 1);
    });

    it('leaves the tone decision on the result unchanged', () => {
      expect(textColorOn(result)).toBe('light');
    });
  });

  it.each([
    ['#E60012', 'light', '#e60012'],
    ['#0068B7', 'light', '#0068b7'],
    ['#000', 'light', '#000000'],
    ['#ffe082', 'dark', '#ffe082'],
    ['#FFF3B0', 'dark', '#fff3b0'],
    ['#ababab', 'dark', '#ababab'],
    [' ffffff ', 'dark', '#ffffff'],
  ] as const)('returns %s unchanged (as %s) where %s text already passes', (color, tone, same) => {
    expect(textColorOn(color)).toBe(tone);
    expect(readableBackground(color, tone)).toBe(same);
  });

  it('passes #ffe082 (light yellow, dark text) against the dark text colour', () => {
    expect(textColorOn('#ffe082')).toBe('dark');
    expect(contrastRatio(readableBackground('#ffe082', 'dark'), DARK_TEXT)).toBeGreaterThan(4.5);
  });

  it('lightens a light colour that dark text does not read on, keeping its hue', () => {
    // L = 0.671, so dark text by the spec, but #1f1f1f reads on it at only 3.3:1.
    expect(textColorOn('#5757ff')).toBe('dark');
    expect(contrastRatio('#5757ff', DARK_TEXT)).toBeLessThan(4.5);
    const result = readableBackground('#5757ff', 'dark');
    expect(contrastRatio(result, DARK_TEXT)).toBeGreaterThan(4.5);
    expect(hslLightness(result)).toBeGreaterThan(hslLightness('#5757ff'));
    expect(hueDistance(hueAndSaturation(result)[0], 240)).toBeLessThan(1.5);
    expect(textColorOn(result)).toBe('dark');
  });

  it('honours an explicit tone over the lightness rule', () => {
    // #ffffff takes dark text by the spec; asked for light text it goes all the way down.
    expect(contrastRatio(readableBackground('#ffffff', 'light'), LIGHT_TEXT)).toBeGreaterThan(4.5);
    expect(readableBackground('#000000', 'dark')).not.toBe('#000000');
  });

  it('throws for a non-hex colour', () => {
    expect(() => readableBackground('red')).toThrow(TypeError);
  });

  // Every 16th step per channel (4096 colours) under the spec's own tone.
  const grid = Array.from({ length: 16 }, (_, index) => index * 17);
  const sweep = grid.flatMap((r) =>
    grid.flatMap((g) =>
      grid.map(
        (b) => `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`,
      ),
    ),
  );

  it('reaches WCAG AA under the spec tone for any colour, without changing the tone', () => {
    const failures = sweep.filter((color) => {
      const tone = textColorOn(color);
      const result = readableBackground(color, tone);
      const unchanged = contrastRatio(color, TEXT_TONE_COLORS[tone]) > 4.5;
      return (
        contrastRatio(result, TEXT_TONE_COLORS[tone]) <= 4.5 ||
        textColorOn(result) !== tone ||
        (unchanged && result !== color) ||
        (tone === 'light'
          ? hslLightness(result) > hslLightness(color)
          : hslLightness(result) < hslLightness(color))
      );
    });
    expect(failures).toEqual([]);
  });
});
