/**
 * Small, pure building blocks for the drawn images: colour arithmetic and SVG string helpers.
 * Nothing here reads the clock, the environment or Math.random (drawings take their choices
 * from the seeded `createRandom` in ../random), so a drawing is a function of its inputs only.
 */

import { LINE_HEIGHT } from './titleLayout';

// --- Colour ---------------------------------------------------------------------------------

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hexToHsl(hex: string): Hsl {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : 0x808080;
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function hsl({ h, s, l }: Hsl): string {
  const hue = ((h % 360) + 360) % 360;
  const clamp = (v: number) => Math.min(1, Math.max(0, v));
  const sat = clamp(s);
  const light = clamp(l);
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const c = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** Relative luminance of a #rrggbb colour, to pick readable ink on it. */
export function luminance(hex: string): number {
  const value = Number.parseInt(hex.slice(1), 16);
  const linear = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return (
    0.2126 * linear((value >> 16) & 255) +
    0.7152 * linear((value >> 8) & 255) +
    0.0722 * linear(value & 255)
  );
}

export interface Palette {
  base: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  accent: string;
  /** Text colour that reads on `base`. */
  ink: string;
}

/** Five tones of one hue plus a contrasting accent, from a label colour. */
export function paletteFrom(hex: string, accentShift = 150): Palette {
  const c = hexToHsl(hex);
  const base = hsl(c);
  return {
    base,
    dark: hsl({ ...c, l: c.l * 0.55 }),
    deep: hsl({ ...c, s: c.s * 0.8, l: Math.min(0.18, c.l * 0.35) }),
    light: hsl({ ...c, l: c.l + (1 - c.l) * 0.45 }),
    pale: hsl({ ...c, s: c.s * 0.6, l: 0.93 }),
    accent: hsl({ h: c.h + accentShift, s: Math.max(0.55, c.s), l: 0.58 }),
    ink: luminance(base) > 0.4 ? '#141414' : '#ffffff',
  };
}

// --- SVG strings ----------------------------------------------------------------------------

/** Numbers rounded to one decimal: smaller markup, and no float noise between platforms. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
}

/**
 * The font-family attribute of every text: the Noto Sans JP that main.ts points fontconfig at
 * (see fonts.ts), then any sans-serif for a renderer set up without it.
 */
export const FONT = `font-family="'Noto Sans JP', sans-serif"`;

/**
 * Lines of text centred on `x` (or starting at `x`), the block's first baseline at `y`, the
 * next ones LINE_HEIGHT apart.
 */
export function textLines(
  lines: readonly string[],
  x: number,
  y: number,
  size: number,
  attributes: string,
  anchor: 'middle' | 'start' = 'middle',
): string {
  const spans = lines
    .map(
      (line, i) =>
        `<tspan x="${n(x)}" y="${n(y + i * size * LINE_HEIGHT)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return `<text ${FONT} font-size="${n(size)}" text-anchor="${anchor}" ${attributes}>${spans}</text>`;
}

export function svgDocument(
  width: number,
  height: number,
  viewWidth: number,
  viewHeight: number,
  body: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="0 0 ${n(viewWidth)} ${n(viewHeight)}" preserveAspectRatio="none">${body}</svg>`
  );
}

/** A closed polygon from [x, y] points. */
export function polygon(
  points: readonly (readonly [number, number])[],
  attributes: string,
): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" ${attributes}/>`;
}
