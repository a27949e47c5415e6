import type { PageSize } from '../db/schema';
import { createRandom, type Random } from '../random';
import { figure, focusLines, skyline, speechBubble } from './figures';
import { FONT, n, paletteFrom } from './svg';

export interface ComicPageInput {
  episodeId: number;
  /** Zero-based index in the episode; the drawing shows `index + 1`. */
  index: number;
  page: PageSize;
  /** A vertical-scroll (webtoon) work: tall colour strips instead of manga pages. */
  vertical: boolean;
  /** The work's label colour, used by colour (webtoon) pages. */
  color: string;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Where a character's head is, so that bubbles are placed beside it rather than over it. */
interface Face {
  x: number;
  y: number;
  r: number;
}

interface Panel {
  box: Box;
  face: Face | null;
}

/**
 * The body of a comic page drawn in the page's own pixel units (`viewBox = 0 0 w h`), so a
 * variant of any width is the same drawing scaled.
 */
export function drawComicPage(input: ComicPageInput): string {
  const dice = createRandom(`pages:${input.episodeId}:${input.index}`);
  const { w, h } = input.page;
  let body: string;
  if (input.vertical || h / w >= 1.55) body = webtoonStrip(dice, input);
  else if (w > h) body = spread(dice, w, h);
  else body = mangaPage(dice, w, h);
  return body + pageNumber(input.index + 1, w, h);
}

/**
 * A manga page: 3 to 6 panels in 2 to 4 tiers, wider gutters between tiers than between the
 * panels of a tier, as printed manga does.
 *
 *   ┌──────────────────┐
 *   │ ┌──────┐ ┌─────┐ │  tier 1: 2 panels
 *   │ └──────┘ └─────┘ │
 *   │ ┌──────────────┐ │  tier 2: 1 panel
 *   │ └──────────────┘ │
 *   │ ┌───┐┌───┐┌───┐ │  tier 3: 3 panels
 *   │ └───┘└───┘└───┘ │
 *   └─────────────── 7┘  page number in the bottom outer corner
 */
function mangaPage(dice: Random, w: number, h: number): string {
  const margin = { x: w * 0.07, top: h * 0.055, bottom: h * 0.085 };
  const area: Box = {
    x: margin.x,
    y: margin.top,
    w: w - margin.x * 2,
    h: h - margin.top - margin.bottom,
  };
  const count = dice.int(3, 6);
  const tiers = Math.min(count, count <= 3 ? dice.int(2, 3) : dice.int(3, 4));
  const perTier = splitCount(dice, count, tiers, 3);
  const boxes = tileBoxes(dice, area, perTier, w * 0.022, w * 0.014);
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="#ffffff"/>`;
  body += defsFor(w);
  const panels = boxes.map((box, i) => {
    const drawn = panel(dice, box, w, i);
    body += drawn.svg;
    return drawn;
  });
  return body + bubbles(dice, panels, w);
}

/**
 * A two-page spread: a hero panel across both halves and a tier of small panels above it
 * that stop at the fold.
 *
 *   ┌─────────┬─────────┐
 *   │ ┌──┐┌──┐│┌──┐┌──┐ │
 *   │ └──┘└──┘│└──┘└──┘ │
 *   │ ┌─────────────────┐│  hero panel crosses the fold
 *   │ │                 ││
 *   │ └─────────────────┘│
 *   └─────────┴──────── 9┘
 */
function spread(dice: Random, w: number, h: number): string {
  const half = w / 2;
  const margin = { x: half * 0.07, top: h * 0.055, bottom: h * 0.085 };
  const heroTop = h * dice.range(0.3, 0.45);
  const gutter = half * 0.022;
  const boxes: Box[] = [];
  for (const left of [margin.x, half + half * 0.035]) {
    const area = {
      x: left,
      y: margin.top,
      w: half - margin.x - half * 0.035,
      h: heroTop - margin.top - gutter,
    };
    boxes.push(...tileBoxes(dice, area, [dice.int(1, 2)], gutter, half * 0.014));
  }
  const hero: Box = {
    x: margin.x,
    y: heroTop,
    w: w - margin.x * 2,
    h: h - heroTop - margin.bottom,
  };
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="#ffffff"/>`;
  body += defsFor(half);
  const panels = boxes.map((box, i) => {
    const drawn = panel(dice, box, half, i);
    body += drawn.svg;
    return drawn;
  });
  const heroDrawn = heroPanel(dice, hero, half);
  body += heroDrawn.svg;
  body += bubbles(dice, [...panels, heroDrawn], half);
  // The binding: a soft shadow down the middle where the two printed pages meet.
  body +=
    `<defs><linearGradient id="fold" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="0.5" stop-color="#000" stop-opacity="0.18"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient></defs>` +
    `<rect x="${n(half - w * 0.015)}" width="${n(w * 0.03)}" height="${n(h)}" fill="url(#fold)"/>`;
  return body;
}

/**
 * A webtoon strip: full-width colour panels stacked with generous white space between them,
 * bubbles sometimes floating in that space, read by scrolling.
 */
function webtoonStrip(dice: Random, input: ComicPageInput): string {
  const { w, h } = input.page;
  const palette = paletteFrom(input.color, dice.pick([150, 180, 210]));
  const count = Math.max(2, Math.min(4, Math.round(h / (w * 0.8)) + dice.int(-1, 0)));
  const gap = w * dice.range(0.1, 0.16);
  const usable = h - gap * (count + 1);
  const weights = Array.from({ length: count }, () => dice.range(0.7, 1.3));
  const total = weights.reduce((a, b) => a + b, 0);
  let body = `<rect width="${n(w)}" height="${n(h)}" fill="#ffffff"/>`;
  let y = gap;
  weights.forEach((weight, i) => {
    const height = (usable * weight) / total;
    const inset = dice.chance(0.4) ? 0 : w * 0.05;
    const box = { x: inset, y, w: w - inset * 2, h: height };
    const clip = `wt${i}`;
    body += `<defs><clipPath id="${clip}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"/></clipPath></defs>`;
    body += `<g clip-path="url(#${clip})">`;
    body += `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="${dice.pick([palette.pale, palette.light, palette.accent])}"/>`;
    const scene = dice.int(0, 2);
    if (scene === 0) body += skyline(dice, box, palette.dark, palette.light);
    else if (scene === 1) body += focusLines(dice, box, palette.base, 48);
    else {
      body += `<circle cx="${n(box.x + box.w * dice.range(0.2, 0.8))}" cy="${n(box.y + box.h * 0.3)}" r="${n(box.w * 0.18)}" fill="${palette.light}" opacity="0.8"/>`;
    }
    const r = Math.min(box.w * 0.11, box.h * 0.16);
    const face = { x: box.x + box.w * dice.range(0.25, 0.75), y: box.y + box.h * 0.5, r };
    body += figure(dice, face.x, face.y, r, {
      skin: '#f6dcc8',
      hair: palette.deep,
      clothes: palette.base,
      outline: '#2a1d18',
      stroke: w * 0.004,
      eyes: true,
    });
    body += '</g>';
    if (inset > 0) {
      body += `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="none" stroke="#1a1a1a" stroke-width="${n(w * 0.004)}"/>`;
    }
    body += bubbles(dice, [{ box, face }], w * 0.8);
    y += height + gap;
  });
  return body;
}

// --- Panels ---------------------------------------------------------------------------------

/** Splits `total` panels over `tiers`, each tier getting 1 to `cap`. */
function splitCount(dice: Random, total: number, tiers: number, cap: number): number[] {
  const counts = Array.from({ length: tiers }, () => 1);
  let left = total - tiers;
  while (left > 0) {
    const i = dice.int(0, tiers - 1);
    if ((counts[i] ?? 0) < cap) {
      counts[i] = (counts[i] ?? 0) + 1;
      left--;
    }
  }
  return counts;
}

/** Panel rectangles for tiers of `perTier` panels, laid out right to left as manga is read. */
function tileBoxes(
  dice: Random,
  area: Box,
  perTier: readonly number[],
  tierGap: number,
  panelGap: number,
): Box[] {
  const heights = perTier.map(() => dice.range(0.7, 1.4));
  const heightSum = heights.reduce((a, b) => a + b, 0);
  const usableH = area.h - tierGap * (perTier.length - 1);
  const boxes: Box[] = [];
  let y = area.y;
  perTier.forEach((count, tier) => {
    const height = (usableH * (heights[tier] ?? 1)) / heightSum;
    const widths = Array.from({ length: count }, () => dice.range(0.6, 1.4));
    const widthSum = widths.reduce((a, b) => a + b, 0);
    const usableW = area.w - panelGap * (count - 1);
    let x = area.x + area.w;
    for (const weight of widths) {
      const width = (usableW * weight) / widthSum;
      x -= width;
      boxes.push({ x, y, w: width, h: height });
      x -= panelGap;
    }
    y += height + tierGap;
  });
  return boxes;
}

/** Screentone patterns sized to the page so dots look the same at every variant width. */
function defsFor(unit: number): string {
  const cell = unit / 90;
  return (
    `<defs><pattern id="tone" width="${n(cell)}" height="${n(cell)}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${n(cell / 2)}" cy="${n(cell / 2)}" r="${n(cell * 0.22)}" fill="#000000"/></pattern>` +
    `<pattern id="toneDark" width="${n(cell)}" height="${n(cell)}" patternUnits="userSpaceOnUse">` +
    `<circle cx="${n(cell / 2)}" cy="${n(cell / 2)}" r="${n(cell * 0.4)}" fill="#000000"/></pattern></defs>`
  );
}

const INK = {
  skin: '#ffffff',
  hair: '#1a1a1a',
  clothes: '#ffffff',
  outline: '#111111',
  eyes: true,
};

function panel(dice: Random, box: Box, unit: number, i: number): Panel & { svg: string } {
  const clip = `p${i}`;
  const stroke = unit * 0.006;
  let inside = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="#ffffff"/>`;
  const scene = dice.int(0, 3);
  if (scene === 0) {
    // A character against a screentone sky.
    inside += `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h * dice.range(0.4, 0.8))}" fill="url(#tone)"/>`;
  } else if (scene === 1) {
    inside += focusLines(dice, box, '#111111', 56);
  } else if (scene === 2) {
    inside += skyline(dice, box, '#3a3a3a', '#ffffff');
  } else {
    inside += `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="url(#toneDark)" opacity="0.6"/>`;
  }
  let face: Face | null = null;
  if (scene !== 2 || dice.chance(0.5)) {
    const r = Math.min(box.w * 0.16, box.h * 0.2) * dice.range(0.8, 1.5);
    face = {
      x: box.x + box.w * (dice.chance(0.5) ? dice.range(0.2, 0.4) : dice.range(0.6, 0.8)),
      y: box.y + box.h * dice.range(0.35, 0.6),
      r,
    };
    inside += figure(dice, face.x, face.y, r, { ...INK, stroke });
  }
  return { box, face, svg: framed(box, clip, inside, stroke) };
}

/** Panel contents clipped to the panel, then its border on top. */
function framed(box: Box, clip: string, inside: string, stroke: number): string {
  return (
    `<defs><clipPath id="${clip}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"/></clipPath></defs>` +
    `<g clip-path="url(#${clip})">${inside}</g>` +
    `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="none" stroke="#111111" stroke-width="${n(stroke)}"/>`
  );
}

function heroPanel(dice: Random, box: Box, unit: number): Panel & { svg: string } {
  const stroke = unit * 0.006;
  let inside = `<rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}" fill="#ffffff"/>`;
  inside += focusLines(dice, box, '#111111', 90);
  inside += skyline(
    dice,
    { ...box, y: box.y + box.h * 0.55, h: box.h * 0.45 },
    '#2a2a2a',
    '#ffffff',
  );
  const face = {
    x: box.x + box.w * dice.range(0.35, 0.65),
    y: box.y + box.h * 0.38,
    r: box.h * 0.16,
  };
  inside += figure(dice, face.x, face.y, face.r, { ...INK, stroke });
  return { box, face, svg: framed(box, 'hero', inside, stroke) };
}

/**
 * Zero to two bubbles per panel, each tried at a few spots until it clears the character's
 * head and the other bubbles, its tail pointing at the speaker.
 */
function bubbles(dice: Random, panels: readonly Panel[], unit: number): string {
  let shapes = '';
  for (const { box, face } of panels) {
    const placed: Box[] = [];
    const count = dice.pick([0, 1, 1, 2]);
    const rx = Math.min(box.w * 0.22, unit * 0.12);
    const ry = Math.min(box.h * 0.3, rx * dice.range(1.1, 1.6));
    for (let i = 0; i < count; i++) {
      for (let attempt = 0; attempt < 8; attempt++) {
        const cx = box.x + rx * 1.1 + Math.max(0, box.w - rx * 2.2) * dice.next();
        const cy = box.y + ry * 1.1 + Math.max(0, box.h - ry * 2.2) * dice.next() * 0.7;
        const bounds = { x: cx - rx, y: cy - ry, w: rx * 2, h: ry * 2 };
        if (face && overlaps(bounds, headBounds(face))) continue;
        if (placed.some((other) => overlaps(bounds, other))) continue;
        placed.push(bounds);
        const target: [number, number] = face ? [face.x, face.y] : [cx, box.y + box.h];
        shapes += speechBubble(dice, cx, cy, rx, ry, target, unit * 0.005);
        break;
      }
    }
  }
  return shapes;
}

function headBounds(face: Face): Box {
  return { x: face.x - 1.7 * face.r, y: face.y - 1.8 * face.r, w: 3.4 * face.r, h: 3 * face.r };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * The page number, big, in a black tag at the bottom outer corner, so that readers and
 * end-to-end tests can tell pages apart at a glance.
 */
function pageNumber(number: number, w: number, h: number): string {
  const unit = Math.min(w, h * 0.75);
  const size = unit * 0.09;
  const label = String(number);
  const tagW = size * (0.62 * label.length + 0.7);
  const tagH = size * 1.3;
  const x = w - tagW - unit * 0.025;
  const y = h - tagH - unit * 0.02;
  return (
    `<rect x="${n(x)}" y="${n(y)}" width="${n(tagW)}" height="${n(tagH)}" rx="${n(size * 0.2)}" fill="#111111"/>` +
    `<text x="${n(x + tagW / 2)}" y="${n(y + tagH * 0.76)}" ${FONT} font-weight="bold" font-size="${n(size)}" text-anchor="middle" fill="#ffffff">${label}</text>`
  );
}
