// Builds the service worker, `public/sw.js`, after `next build` (the `build` script): bundles
// serviceWorker/sw.ts with esbuild, then Serwist's `injectManifest` writes into it the
// precache list of this build: every script and stylesheet under `.next/static` (versioned by
// their names) and the offline pages (versioned by the build id).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { MY_COMIC_OFFLINE_PATH } from '@cw/paths';
import { injectManifest } from '@serwist/build';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const buildId = readFileSync(join(root, '.next/BUILD_ID'), 'utf8').trim();
const bundled = join(root, '.next/sw.bundle.js');
const swDest = join(root, 'public/sw.js');

await build({
  entryPoints: [join(root, 'serviceWorker/sw.ts')],
  outfile: bundled,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  define: { 'self.__BUILD_ID': JSON.stringify(buildId) },
  logLevel: 'warning',
  // @cw/api-client's chunks are side-effect free: its bare imports are rightly dropped.
  logOverride: { 'ignored-bare-import': 'silent' },
});

// Pages precached with the build: the offline page every failed page falls back to, and the
// saved list it links to.
const offlinePages = ['/offline', MY_COMIC_OFFLINE_PATH].map((url) => ({ url, revision: buildId }));

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest,
  globDirectory: join(root, '.next'),
  globPatterns: ['static/**/*.{js,css}'],
  modifyURLPrefix: { 'static/': '/_next/static/' },
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  additionalPrecacheEntries: offlinePages,
  maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
});
rmSync(bundled);
for (const warning of warnings) console.warn(`[sw] ${warning}`);
console.log(`[sw] public/sw.js: ${count} files precached (${(size / 1024).toFixed(0)} kB)`);
