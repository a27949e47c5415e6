// Makes the site's icons and share image in public/ from the site mark drawn below:
//
//   node scripts/siteImages.mjs
//
// Its outputs are committed (nothing is fetched or drawn at build or run time); run it again
// after changing the mark or the colours. The share image's Japanese is drawn with the Noto
// Sans JP the backend ships (@expo-google-fonts/noto-sans-jp), named alone in a fontconfig
// file written before sharp loads, so the result does not depend on the machine's fonts.

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ACCENT = '#d7000f'; // SITE_THEME_COLOR of server/site.ts, --cw-ui-color-accent of @cw/ui tokens.css
const INK = '#1a1a1a';
const PUBLIC = join(import.meta.dirname, '../public');

/** The mark: "CW" in white strokes on a 512 × 512 square (no font needed). */
const MARK = `
  <path d="M238 183A96 96 0 1 0 238 329" fill="none" stroke="#fff" stroke-width="48" stroke-linecap="round"/>
  <path d="M292 176L330 336L366 232L402 336L440 176" fill="none" stroke="#fff" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The favicon and app icon: the mark on a rounded square of the accent colour. */
const ICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <title>CWコミック</title>
  <rect width="512" height="512" rx="96" fill="${ACCENT}"/>${MARK}
</svg>
`;

/** A maskable icon: full-bleed colour, the mark within the central 80 % safe zone. */
const MASKABLE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${ACCENT}"/>
  <g transform="translate(76.8 76.8) scale(0.7)">${MARK}</g>
</svg>
`;

/** The picture pages without one of their own are shared with (1200 × 630). */
const SHARE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#ffffff"/>
  <rect y="590" width="1200" height="40" fill="${ACCENT}"/>
  <g transform="translate(100 195) scale(0.46875)">
    <rect width="512" height="512" rx="96" fill="${ACCENT}"/>${MARK}
  </g>
  <text x="400" y="310" font-family="Noto Sans JP" font-weight="700" font-size="112" fill="${INK}">CWコミック</text>
  <text x="404" y="385" font-family="Noto Sans JP" font-weight="400" font-size="32" fill="${INK}">無料で読めるWebコミックと単行本の試し読み</text>
</svg>
`;

/** Only the Noto Sans JP of the workspace, for the share image's text. */
function bundledFontConfig() {
  const fontPackage = dirname(
    createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-jp/package.json'),
  );
  const directory = mkdtempSync(join(tmpdir(), 'cw-site-images-'));
  writeFileSync(
    join(directory, 'fonts.conf'),
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      '<fontconfig>',
      `  <dir>${join(fontPackage, '400Regular')}</dir>`,
      `  <dir>${join(fontPackage, '700Bold')}</dir>`,
      `  <cachedir>${join(directory, 'cache')}</cachedir>`,
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  process.env.FONTCONFIG_FILE = join(directory, 'fonts.conf');
  return () => rmSync(directory, { recursive: true, force: true });
}

/**
 * A Windows icon file holding PNG images (every browser since 2007 reads them).
 * Layout: 6-byte header, one 16-byte entry per image, then the PNGs one after another.
 */
function icoOf(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

const cleanUp = bundledFontConfig();
try {
  // After FONTCONFIG_FILE is set: librsvg reads it once, when sharp loads.
  const { default: sharp } = await import('sharp');
  const png = (svg, size) =>
    sharp(Buffer.from(svg), { density: 72 * (size / 512) * 2 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();

  mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
  writeFileSync(join(PUBLIC, 'icon.svg'), ICON_SVG);
  writeFileSync(join(PUBLIC, 'apple-touch-icon.png'), await png(MASKABLE_SVG, 180));
  writeFileSync(join(PUBLIC, 'icons/icon-192.png'), await png(ICON_SVG, 192));
  writeFileSync(join(PUBLIC, 'icons/icon-512.png'), await png(ICON_SVG, 512));
  writeFileSync(join(PUBLIC, 'icons/maskable-512.png'), await png(MASKABLE_SVG, 512));
  const favicons = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, data: await png(ICON_SVG, size) })),
  );
  writeFileSync(join(PUBLIC, 'favicon.ico'), icoOf(favicons));
  writeFileSync(
    join(PUBLIC, 'og-image.png'),
    await sharp(Buffer.from(SHARE_SVG)).png({ compressionLevel: 9 }).toBuffer(),
  );
  console.log(`site images written to ${PUBLIC}`);
} finally {
  cleanUp();
}
