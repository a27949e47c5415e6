import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFontConfig } from './fonts';
import { drawMedia } from './render';
import { escapeXml, FONT } from './svg';
import { emWidth } from './titleLayout';

/**
 * Rasterises the SVGs given as JSON on stdin and prints a digest of each one's pixels. It runs
 * in a child process because fontconfig reads FONTCONFIG_FILE once per process.
 */
const RASTERISE = `
const sharp = require(process.argv[1]);
const { createHash } = require('node:crypto');
let input = '';
process.stdin.on('data', (chunk) => { input += chunk; }).on('end', async () => {
  const digests = [];
  for (const svg of JSON.parse(input)) {
    const pixels = await sharp(Buffer.from(svg), { density: 72 }).raw().toBuffer();
    digests.push(createHash('sha256').update(pixels).digest('hex'));
  }
  process.stdout.write(JSON.stringify(digests));
});
`;

/** Like RASTERISE, but prints the width of each SVG's ink (its non-white pixels). */
const MEASURE_INK = `
const sharp = require(process.argv[1]);
let input = '';
process.stdin.on('data', (chunk) => { input += chunk; }).on('end', async () => {
  const widths = [];
  for (const svg of JSON.parse(input)) {
    const { info } = await sharp(Buffer.from(svg), { density: 72 })
      .flatten({ background: '#ffffff' })
      .trim({ threshold: 10 })
      .toBuffer({ resolveWithObject: true });
    widths.push(info.width);
  }
  process.stdout.write(JSON.stringify(widths));
});
`;

function inChild<T>(script: string, fontConfig: string, svgs: string[]): T[] {
  const output = execFileSync(
    process.execPath,
    ['-e', script, createRequire(import.meta.url).resolve('sharp')],
    { input: JSON.stringify(svgs), env: { ...process.env, FONTCONFIG_FILE: fontConfig } },
  );
  return JSON.parse(output.toString()) as T[];
}

const rasterise = (fontConfig: string, svgs: string[]) =>
  inChild<string>(RASTERISE, fontConfig, svgs);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cw-fonts-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('writeFontConfig', () => {
  it('gives the renderer glyphs for Japanese titles, where a machine without the font draws boxes', async () => {
    const shipped = writeFontConfig(join(dir, 'shipped'));
    // What a server without a CJK font amounts to, whatever this machine has installed.
    const noFonts = join(dir, 'none.conf');
    await writeFile(noFonts, `<fontconfig><cachedir>${join(dir, 'none')}</cachedir></fontconfig>`);
    // Same length, so the layout is the same and only the glyphs can tell them apart.
    const covers = ['星降る夜の魔法使い', '月夜の森の図書館員'].map((title) =>
      drawMedia({ kind: 'covers', workId: 1, title, color: '#2b4c9b' }, 180),
    );

    const [boxesA, boxesB] = rasterise(noFonts, covers);
    const [glyphsA, glyphsB] = rasterise(shipped, covers);
    // Without a font both titles are the same row of boxes, which the next check would catch.
    expect(boxesA).toBe(boxesB);
    expect(glyphsA).not.toBe(glyphsB);
    expect(glyphsA).not.toBe(boxesA);
  });
});

describe('emWidth against the shipped font', () => {
  it('is never narrower than the bold text the renderer draws', () => {
    const size = 100;
    const texts = [
      'サービス開始10周年記念 大感謝フェア開催中！',
      '「かぎ括弧」、句読点。？！…★※→',
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      'abcdefghijklmnopqrstuvwxyz',
      '0123456789 !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
      'WWWMMM mmmwww @@@ %%%',
      'ｻｰﾋﾞｽ開始ｷｬﾝﾍﾟｰﾝ',
    ];
    const svgs = texts.map((text) => {
      const width = Math.ceil(emWidth(text) * size) + 200;
      return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${size * 2}">` +
        `<text x="100" y="${size * 1.4}" ${FONT} font-weight="bold" font-size="${size}">` +
        `${escapeXml(text)}</text></svg>`
      );
    });
    const inks = inChild<number>(MEASURE_INK, writeFontConfig(join(dir, 'measure')), svgs);
    texts.forEach((text, i) => {
      expect(inks[i], text).toBeGreaterThan(0);
      expect(inks[i], text).toBeLessThanOrEqual(emWidth(text) * size);
    });
  });
});
