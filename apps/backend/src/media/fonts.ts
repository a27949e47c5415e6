import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { escapeXml } from './svg';

/** The weights the drawings use (svg.ts names the family 'Noto Sans JP'). */
const WEIGHT_FOLDERS = ['400Regular', '700Bold'];

/**
 * Writes `directory/fonts.conf`, a fontconfig file that lists only the Noto Sans JP shipped
 * with the backend as an npm dependency, and returns its absolute path for FONTCONFIG_FILE.
 * The system configuration is left out on purpose: most servers have no CJK font (titles
 * would be drawn as boxes) and the ones that do would draw different bytes for one URL. The
 * font cache goes to `directory/cache`, which must be writable.
 *
 * @example
 * process.env.FONTCONFIG_FILE = writeFontConfig('.data/media-cache/.fontconfig');
 */
export function writeFontConfig(directory: string): string {
  // Resolved from this module, so it works from src/ under vitest and from the built dist/.
  const fontPackage = dirname(
    createRequire(import.meta.url).resolve('@expo-google-fonts/noto-sans-jp/package.json'),
  );
  const root = resolve(directory);
  const dirs = WEIGHT_FOLDERS.map(
    (folder) => `  <dir>${escapeXml(join(fontPackage, folder))}</dir>`,
  );
  const config = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    '<fontconfig>',
    ...dirs,
    `  <cachedir>${escapeXml(join(root, 'cache'))}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  const path = join(root, 'fonts.conf');
  // By rename, as instances sharing the media cache directory may start at the same time.
  const temporary = `${path}.${randomUUID()}.tmp`;
  mkdirSync(root, { recursive: true });
  writeFileSync(temporary, config);
  renameSync(temporary, path);
  return path;
}
