import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFontConfig } from './fonts';
import { drawMedia } from './render';

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

function rasterise(fontConfig: string, svgs: string[]): string[] {
  const output = execFileSync(
    process.execPath,
    ['-e', RASTERISE, createRequire(import.meta.url).resolve('sharp')],
    { input: JSON.stringify(svgs), env: { ...process.env, FONTCONFIG_FILE: fontConfig } },
  );
  return JSON.parse(output.toString()) as string[];
}

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
