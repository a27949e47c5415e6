import { STORE_NAMES } from '@cw/contract/constants';
import type { Sharp } from 'sharp';
import type { PageSize, StoreCode } from '../db/schema';
import { createRandom, type Random } from '../random';
import { type ComicPageInput, drawComicPage } from './comicPage';
import { figure, focusLines, speechBubble } from './figures';
import { MEDIA_VARIANTS, type MediaFormat, type MediaKind } from './paths';
import { STORE_COLORS } from './stores';
import {
  escapeXml,
  FONT,
  hsl,
  luminance,
  n,
  type Palette,
  paletteFrom,
  polygon,
  svgDocument,
  textLines,
} from './svg';
import { emWidth, fitTitle, LINE_HEIGHT } from './titleLayout';

/**
 * Bumped whenever a drawing, the encoder settings or the fonts change, so that cached files
 * and ETags made by an older renderer are not reused for new bytes. 2: the shipped Noto Sans
 * JP instead of whatever fonts the machine had (boxes for Japanese on most servers). 3: titles
 * measured in ems and shrunk to fit (Japanese titles with a space ran off the canvas).
 */
export const RENDER_VERSION = 3;

export type TopicKind = 'news' | 'feature' | 'fair' | 'new_serial' | 'article';

interface LabelArt {
  labelId: number;
  code: string;
  name: string;
  color: string;
}

/** Everything a drawing depends on; the bytes of a variant are a function of this alone. */
export type MediaSubject =
  | { kind: 'covers'; workId: number; title: string; color: string }
  | {
      kind: 'volumes';
      volumeId: number;
      workId: number;
      volumeNo: number;
      title: string;
      color: string;
    }
  | {
      kind: 'thumbnails';
      episodeId: number;
      episodeNo: number;
      title: string;
      workTitle: string;
      color: string;
    }
  | { kind: 'banners'; bannerId: number; title: string }
  | { kind: 'topics'; topicId: number; topicKind: TopicKind; title: string; color: string | null }
  | ({ kind: 'label-icons' | 'label-logos' } & LabelArt)
  | { kind: 'stores'; code: StoreCode }
  | ({ kind: 'pages' } & ComicPageInput);

/** Pixel size of a variant: the kind's fixed ratio, or a page's own proportions. */
export function mediaSize(
  kind: MediaKind,
  width: number,
  page?: PageSize,
): { width: number; height: number } {
  const ratio = MEDIA_VARIANTS[kind].ratio ?? (page ? page.h / page.w : 1);
  return { width, height: Math.max(1, Math.round(width * ratio)) };
}

/**
 * The SVG of a subject at `width` pixels, pure and deterministic.
 *
 * @example
 * drawMedia({ kind: 'stores', code: 'amazon' }, 160); // '<svg … width="160" height="60" …'
 */
export function drawMedia(subject: MediaSubject, width: number): string {
  const page = subject.kind === 'pages' ? subject.page : undefined;
  const size = mediaSize(subject.kind, width, page);
  const doc = (w: number, h: number, body: string) =>
    svgDocument(size.width, size.height, w, h, body);
  switch (subject.kind) {
    case 'covers':
      return doc(1000, 1400, cover(subject.workId, subject.title, subject.color));
    case 'volumes':
      return doc(1000, 1400, volumeCover(subject));
    case 'thumbnails':
      return doc(1600, 900, thumbnail(subject));
    case 'banners':
      return doc(1600, 900, banner(subject.bannerId, subject.title));
    case 'topics':
      return doc(1600, 900, topic(subject));
    case 'label-icons':
      return doc(1000, 1000, labelIcon(subject));
    case 'label-logos':
      return doc(1000, 250, labelLogo(subject));
    case 'stores':
      return doc(1000, 375, storeLogo(subject.code));
    case 'pages':
      return doc(subject.page.w, subject.page.h, drawComicPage(subject));
  }
}

/**
 * Draws and encodes one variant.
 *
 * @example
 * const avif = await renderMedia({ kind: 'covers', workId: 1, title: '星', color: '#2b4c9b' }, 360, 'avif');
 */
export async function renderMedia(
  subject: MediaSubject,
  width: number,
  format: MediaFormat,
): Promise<Buffer> {
  const svg = Buffer.from(drawMedia(subject, width));
  const sharp = await loadSharp();
  // density 72 renders the SVG at exactly its width and height attributes.
  return encode(sharp(svg, { density: 72 }), format, subject.kind);
}

/**
 * Resizes an imported page to `width`, keeping its proportions; EXIF orientation is applied
 * first, as the page size recorded at import time is the oriented one.
 */
export async function renderImportedPage(
  original: Uint8Array,
  width: number,
  format: MediaFormat,
): Promise<Buffer> {
  const sharp = await loadSharp();
  const image = sharp(original, { failOn: 'error' }).autoOrient().resize({ width });
  return encode(image, format, 'pages');
}

/**
 * sharp is loaded on first use, not imported: main.ts points FONTCONFIG_FILE at the shipped
 * font before any drawing, and a static import would be hoisted above that by the bundle.
 */
async function loadSharp() {
  return (await import('sharp')).default;
}

/**
 * Low effort keeps a first request fast; files are encoded once and then served from the disk
 * cache, so the size lost is paid once. Pages get the lowest AVIF effort: dense line art and
 * screentone make AV1 slow (about 4x effort 0 at effort 2 for a 1080-wide page) and a reader
 * waits for several at once, while effort 0 is still smaller than the WebP.
 */
function encode(image: Sharp, format: MediaFormat, kind: MediaKind): Promise<Buffer> {
  const flat = image.flatten({ background: '#ffffff' });
  return format === 'avif'
    ? flat.avif({ quality: 55, effort: kind === 'pages' ? 0 : 2 }).toBuffer()
    : flat.webp({ quality: 80, effort: 4 }).toBuffer();
}

// --- Covers ---------------------------------------------------------------------------------

const MOTIFS = ['sunburst', 'stripes', 'rings', 'peaks', 'halftone', 'shards'] as const;

/** A bold background composition picked and placed by the dice. */
function motif(dice: Random, palette: Palette, w: number, h: number): string {
  const kind = dice.pick(MOTIFS);
  const cx = w * dice.range(0.2, 0.8);
  const cy = h * dice.range(0.35, 0.7);
  const far = Math.hypot(w, h);
  let shapes = '';
  switch (kind) {
    case 'sunburst': {
      const rays = dice.int(12, 20);
      for (let i = 0; i < rays; i++) {
        const a = (i / rays) * Math.PI * 2;
        const b = ((i + 0.5) / rays) * Math.PI * 2;
        shapes += polygon(
          [
            [cx, cy],
            [cx + Math.cos(a) * far, cy + Math.sin(a) * far],
            [cx + Math.cos(b) * far, cy + Math.sin(b) * far],
          ],
          `fill="${palette.light}" opacity="0.45"`,
        );
      }
      shapes += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(w * dice.range(0.22, 0.34))}" fill="${palette.accent}"/>`;
      break;
    }
    case 'stripes': {
      const angle = dice.range(-35, 35);
      const band = w * dice.range(0.08, 0.16);
      let bands = '';
      const colors = [palette.dark, palette.light, palette.accent];
      for (let x = -far; x < far * 1.5; x += band * 2.2) {
        bands += `<rect x="${n(x)}" y="${n(-far)}" width="${n(band)}" height="${n(far * 3)}" fill="${dice.pick(colors)}" opacity="0.75"/>`;
      }
      shapes += `<g transform="rotate(${n(angle)} ${n(w / 2)} ${n(h / 2)})">${bands}</g>`;
      break;
    }
    case 'rings': {
      const step = w * dice.range(0.06, 0.1);
      for (let r = far; r > step; r -= step * 2) {
        shapes += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${palette.light}" stroke-width="${n(step)}" opacity="0.5"/>`;
      }
      shapes += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(step * 1.6)}" fill="${palette.accent}"/>`;
      break;
    }
    case 'peaks': {
      const layers = [palette.light, palette.accent, palette.dark, palette.deep];
      layers.forEach((color, layer) => {
        const base = h * (0.45 + layer * 0.14);
        const points: [number, number][] = [[0, h]];
        for (let x = 0; x <= w; x += w / dice.int(3, 6)) {
          points.push([x, base - h * dice.range(0.02, 0.2)]);
        }
        points.push([w, base], [w, h]);
        shapes += polygon(points, `fill="${color}"`);
      });
      shapes += `<circle cx="${n(cx)}" cy="${n(h * 0.32)}" r="${n(w * 0.12)}" fill="${palette.pale}"/>`;
      break;
    }
    case 'halftone': {
      const cell = w / dice.int(14, 22);
      for (let y = cell / 2; y < h; y += cell) {
        for (let x = cell / 2; x < w; x += cell) {
          const d = Math.hypot(x - cx, y - cy) / far;
          const r = cell * 0.48 * Math.max(0, 1 - d * 2.2);
          if (r > cell * 0.05) {
            shapes += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.dark}"/>`;
          }
        }
      }
      break;
    }
    case 'shards': {
      const colors = [palette.light, palette.accent, palette.dark, palette.pale];
      for (let i = 0; i < 9; i++) {
        const x = w * dice.next();
        const y = h * dice.next();
        const s = w * dice.range(0.2, 0.6);
        shapes += polygon(
          [
            [x, y],
            [x + s * dice.range(-1, 1), y + s * dice.range(-1, 1)],
            [x + s * dice.range(-1, 1), y + s * dice.range(-1, 1)],
          ],
          `fill="${dice.pick(colors)}" opacity="0.8"`,
        );
      }
      break;
    }
  }
  return shapes;
}

/** The protagonist, filled in the label's darkest tone with a light rim, as on a cover. */
function heroFigure(dice: Random, palette: Palette, x: number, y: number, r: number): string {
  return figure(dice, x, y, r, {
    skin: palette.pale,
    hair: palette.deep,
    clothes: palette.dark,
    outline: palette.deep,
    stroke: r * 0.05,
    eyes: true,
  });
}

/** The title on a white plate near the top, in at most three lines. */
function titlePlate(title: string, w: number, y: number, palette: Palette): string {
  const { lines, size } = fitTitle(title, { width: w * 0.8, sizes: [150, 112, 112] });
  const plateH = size * (lines.length * LINE_HEIGHT + 0.55);
  return (
    `<rect x="${n(w * 0.06)}" y="${n(y)}" width="${n(w * 0.88)}" height="${n(plateH)}" rx="${n(w * 0.02)}" fill="#ffffff" opacity="0.94"/>` +
    `<rect x="${n(w * 0.06)}" y="${n(y)}" width="${n(w * 0.025)}" height="${n(plateH)}" fill="${palette.base}"/>` +
    textLines(lines, w / 2, y + size * 1.05, size, `font-weight="bold" fill="#141414"`)
  );
}

function cover(workId: number, title: string, color: string): string {
  const dice = createRandom(`covers:${workId}`);
  const palette = paletteFrom(color, dice.pick([120, 150, 180, 210]));
  const w = 1000;
  const h = 1400;
  let body = `<rect width="${w}" height="${h}" fill="${palette.base}"/>`;
  body += motif(dice, palette, w, h);
  body += heroFigure(dice, palette, w * dice.range(0.38, 0.62), h * 0.66, w * 0.15);
  body += titlePlate(title, w, h * 0.05, palette);
  // A label-coloured band at the foot, as the label's line of books would share.
  body += `<rect y="${n(h * 0.94)}" width="${w}" height="${n(h * 0.06)}" fill="${palette.deep}"/>`;
  return body;
}

function volumeCover(subject: Extract<MediaSubject, { kind: 'volumes' }>): string {
  // Seeded by the work so the volumes of a series share a look; the hue shifts per volume.
  const dice = createRandom(`covers:${subject.workId}`);
  const shifted = paletteFrom(subject.color, 150 + subject.volumeNo * 37);
  const w = 1000;
  const h = 1400;
  let body = `<rect width="${w}" height="${h}" fill="${shifted.base}"/>`;
  body += motif(dice, shifted, w, h);
  body += heroFigure(dice, shifted, w * dice.range(0.38, 0.62), h * 0.66, w * 0.15);
  body += titlePlate(subject.title, w, h * 0.05, shifted);
  const label = String(subject.volumeNo);
  const size = label.length > 2 ? 200 : 260;
  body +=
    `<circle cx="${n(w * 0.8)}" cy="${n(h * 0.8)}" r="${n(w * 0.17)}" fill="${shifted.accent}" stroke="#ffffff" stroke-width="14"/>` +
    `<text x="${n(w * 0.8)}" y="${n(h * 0.8 + size * 0.36)}" ${FONT} font-weight="bold" font-size="${size}" text-anchor="middle" fill="#ffffff">${label}</text>` +
    `<text x="${n(w * 0.8)}" y="${n(h * 0.8 - w * 0.1)}" ${FONT} font-weight="bold" font-size="44" text-anchor="middle" fill="#ffffff">VOL.</text>`;
  body += `<rect y="${n(h * 0.94)}" width="${w}" height="${n(h * 0.06)}" fill="${shifted.deep}"/>`;
  return body;
}

// --- Wide images ----------------------------------------------------------------------------

function thumbnail(subject: Extract<MediaSubject, { kind: 'thumbnails' }>): string {
  const dice = createRandom(`thumbnails:${subject.episodeId}`);
  const palette = paletteFrom(subject.color, dice.pick([150, 180]));
  const w = 1600;
  const h = 900;
  const box = { x: 0, y: 0, w, h };
  let body = `<rect width="${w}" height="${h}" fill="${palette.pale}"/>`;
  body += focusLines(dice, box, palette.light, 64);
  const fx = w * dice.range(0.35, 0.65);
  body += heroFigure(dice, palette, fx, h * 0.42, h * 0.15);
  const bx = fx > w / 2 ? w * 0.22 : w * 0.78;
  body += speechBubble(dice, bx, h * 0.3, w * 0.13, h * 0.17, [fx, h * 0.42], 6);
  // Episode number in digits, which every font has, and the episode title beside it.
  const label = `#${subject.episodeNo}`;
  const bandY = h * 0.76;
  const bandH = h * 0.24;
  body += `<rect y="${n(bandY)}" width="${w}" height="${n(bandH)}" fill="${palette.base}"/>`;
  body += `<text x="48" y="${n(h * 0.94)}" ${FONT} font-weight="bold" font-size="150" fill="${palette.ink}">${escapeXml(label)}</text>`;
  const titleX = 48 + 150 * emWidth(label) + 40;
  const { lines, size } = fitTitle(subject.title, {
    width: w - 48 - titleX,
    height: bandH - 40,
    sizes: [84, 84],
  });
  // The block centred on the band; a line's glyphs centre about 0.32 em above its baseline.
  const baseline = bandY + bandH / 2 - ((lines.length - 1) * LINE_HEIGHT * size) / 2 + size * 0.32;
  body += textLines(
    lines,
    titleX,
    baseline,
    size,
    `font-weight="bold" fill="${palette.ink}"`,
    'start',
  );
  return body;
}

function banner(bannerId: number, title: string): string {
  const dice = createRandom(`banners:${bannerId}`);
  const hue = dice.range(0, 360);
  const from = hsl({ h: hue, s: 0.8, l: 0.55 });
  const to = hsl({ h: hue + 50, s: 0.85, l: 0.45 });
  const palette = paletteFrom(from, 180);
  const w = 1600;
  const h = 900;
  let body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  body += motif(dice, palette, w, h);
  // A starburst seal, the "campaign" look of Japanese store banners.
  const sx = dice.chance(0.5) ? w * 0.85 : w * 0.15;
  const sy = h * 0.22;
  const points: [number, number][] = [];
  for (let i = 0; i < 32; i++) {
    const a = (i / 32) * Math.PI * 2;
    const r = i % 2 === 0 ? 170 : 130;
    points.push([sx + Math.cos(a) * r, sy + Math.sin(a) * r]);
  }
  body += polygon(points, `fill="#fff45c" stroke="#141414" stroke-width="8"`);
  body += `<text x="${n(sx)}" y="${n(sy + 45)}" ${FONT} font-weight="bold" font-size="130" text-anchor="middle" fill="#d81b3a">!</text>`;
  const { lines, size } = fitTitle(title, { width: w * 0.84 - 80, sizes: [130, 110] });
  const plateH = size * (lines.length * LINE_HEIGHT + 0.5);
  const plateY = h * 0.58 - plateH / 2;
  body += `<rect x="${n(w * 0.08)}" y="${n(plateY)}" width="${n(w * 0.84)}" height="${n(plateH)}" rx="24" fill="#ffffff" opacity="0.95"/>`;
  body += textLines(lines, w / 2, plateY + size * 1.02, size, `font-weight="bold" fill="#141414"`);
  return body;
}

const TOPIC_TAGS: Record<TopicKind, string> = {
  news: 'NEWS',
  feature: 'FEATURE',
  fair: 'FAIR',
  new_serial: 'NEW SERIAL',
  article: 'ARTICLE',
};

function topic(subject: Extract<MediaSubject, { kind: 'topics' }>): string {
  const dice = createRandom(`topics:${subject.topicId}`);
  const color = subject.color ?? hsl({ h: dice.range(0, 360), s: 0.6, l: 0.5 });
  const palette = paletteFrom(color, 180);
  const w = 1600;
  const h = 900;
  let body = `<rect width="${w}" height="${h}" fill="${palette.base}"/>`;
  body += motif(dice, palette, w, h);
  const tag = TOPIC_TAGS[subject.topicKind];
  const tagW = 70 + tag.length * 46;
  body += `<rect x="60" y="60" width="${n(tagW)}" height="110" fill="#141414"/>`;
  body += `<text x="${n(60 + tagW / 2)}" y="138" ${FONT} font-weight="bold" font-size="72" text-anchor="middle" fill="#ffffff">${tag}</text>`;
  const { lines, size } = fitTitle(subject.title, { width: w - 120 - 80, sizes: [104, 104] });
  const plateH = size * (lines.length * LINE_HEIGHT + 0.5);
  const plateY = h - plateH - 70;
  body += `<rect x="60" y="${n(plateY)}" width="${w - 120}" height="${n(plateH)}" fill="#ffffff" opacity="0.94"/>`;
  body += textLines(lines, w / 2, plateY + size * 1.02, size, `font-weight="bold" fill="#141414"`);
  return body;
}

// --- Labels and stores ----------------------------------------------------------------------

/** The first letter of each part of a label code: 'neo-ukiyo' gives 'NU', 'hoshizora' 'H'. */
function initials(code: string): string {
  return code
    .split(/[-_]/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

/** A mark of the label: a star, a diamond or a crescent, fixed per label. */
function labelMark(dice: Random, cx: number, cy: number, r: number, fill: string): string {
  const shape = dice.int(0, 2);
  if (shape === 0) {
    const points: [number, number][] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
      const radius = i % 2 === 0 ? r : r * 0.45;
      points.push([cx + Math.cos(a) * radius, cy + Math.sin(a) * radius]);
    }
    return polygon(points, `fill="${fill}"`);
  }
  if (shape === 1) {
    return polygon(
      [
        [cx, cy - r],
        [cx + r * 0.7, cy],
        [cx, cy + r],
        [cx - r * 0.7, cy],
      ],
      `fill="${fill}"`,
    );
  }
  return `<path d="M${n(cx + r * 0.2)} ${n(cy - r)} A${n(r)} ${n(r)} 0 1 0 ${n(cx + r * 0.2)} ${n(cy + r)} A${n(r * 0.75)} ${n(r * 0.75)} 0 1 1 ${n(cx + r * 0.2)} ${n(cy - r)} Z" fill="${fill}"/>`;
}

function labelIcon(subject: LabelArt): string {
  const dice = createRandom(`labels:${subject.labelId}`);
  const palette = paletteFrom(subject.color);
  const text = initials(subject.code);
  return (
    `<rect width="1000" height="1000" fill="${palette.base}"/>` +
    `<circle cx="500" cy="500" r="400" fill="none" stroke="${palette.light}" stroke-width="40"/>` +
    labelMark(dice, 760, 250, 110, palette.accent) +
    `<text x="500" y="${text.length > 1 ? 640 : 680}" ${FONT} font-weight="bold" font-size="${text.length > 1 ? 380 : 500}" text-anchor="middle" fill="${palette.ink}">${escapeXml(text)}</text>`
  );
}

function labelLogo(subject: LabelArt): string {
  const dice = createRandom(`labels:${subject.labelId}`);
  const palette = paletteFrom(subject.color);
  const code = subject.code.replace(/[-_]/g, ' ').toUpperCase();
  const size = Math.min(110, 700 / emWidth(code));
  const nameSize = Math.min(44, 700 / emWidth(subject.name));
  return (
    `<rect width="1000" height="250" fill="${palette.base}"/>` +
    `<circle cx="125" cy="125" r="92" fill="${palette.pale}"/>` +
    labelMark(dice, 125, 125, 62, palette.base) +
    `<text x="250" y="${n(70 + size * 0.75)}" ${FONT} font-weight="bold" font-size="${n(size)}" fill="${palette.ink}">${escapeXml(code)}</text>` +
    `<text x="252" y="215" ${FONT} font-size="${n(nameSize)}" fill="${palette.ink}" opacity="0.85">${escapeXml(subject.name)}</text>`
  );
}

function storeLogo(code: StoreCode): string {
  const { background, accent } = STORE_COLORS[code];
  const name = STORE_NAMES[code];
  const ink = luminance(background) > 0.45 ? '#141414' : '#ffffff';
  const size = Math.min(150, 820 / emWidth(name));
  return (
    `<rect width="1000" height="375" fill="${background}"/>` +
    `<rect x="90" y="285" width="820" height="16" rx="8" fill="${accent}"/>` +
    `<text x="500" y="${n(190 + size * 0.36)}" ${FONT} font-weight="bold" font-size="${n(size)}" text-anchor="middle" fill="${ink}">${escapeXml(name)}</text>`
  );
}
