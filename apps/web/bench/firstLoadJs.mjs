// `npm run bench` (web), first-load JavaScript: for one page of every route kind, the gzip bytes
// of every script its HTML loads, against a bare Next.js App Router page built with the same
// versions in the same run. Prints the figures and each ratio (budget: every route at most 1.2×
// the floor). Needs the web app, backend and their builds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  freePort,
  sampleWork,
  startBackend,
  startBarePage,
  startWebApp,
  stop,
  writeResult,
} from './lib.mjs';

const BUDGET = 1.2;

/**
 * Gzip bytes of every script the page's HTML loads in a modern browser (what a first visit
 * downloads; `nomodule` polyfills are skipped by such browsers, so they are left out).
 */
async function firstLoadJs(pageUrl) {
  const response = await fetch(pageUrl, { redirect: 'manual' });
  const html = await response.text();
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]))
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean);
  let bytes = 0;
  const sizes = [];
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    const gzip = gzipSync(body, { level: 9 }).length;
    bytes += gzip;
    sizes.push({ src, bytes: gzip });
  }
  // The largest scripts: where a route over budget has its weight.
  const largest = sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 3);
  return { status: response.status, bytes, scripts: sizes.length, largest };
}

/** The first link of the page at `path` matching `pattern` (its path), to sample a route kind. */
async function firstLink(siteUrl, path, pattern) {
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  const href = [...html.matchAll(/href="([^"#?]+)"/g)]
    .map((m) => m[1])
    .find((h) => pattern.test(h));
  if (!href) throw new Error(`no link matching ${pattern} on ${path}`);
  return href;
}

/** One page per kind of route of the app (each `page.tsx` shape), found in the seeded catalog. */
async function routeKinds(siteUrl, backendUrl) {
  const { workCode, episodeCode } = await sampleWork(backendUrl);
  return [
    ['home', '/'],
    ['work', `/detail/${workCode}`],
    ['work episodes', `/detail/${workCode}/episodes`],
    ['viewer', `/viewer/${episodeCode}`],
    ['ranking', '/ranking'],
    ['new serials', '/new'],
    ['new volumes', '/release'],
    ['free campaign', '/free-campaign'],
    ['genre', await firstLink(siteUrl, '/search/genre', /^\/search\/genre\/\d+$/)],
    ['kana index', '/list/index'],
    ['labels', '/label'],
    ['label', await firstLink(siteUrl, '/label', /^\/label\/[^/]+$/)],
    ['topics', '/topics'],
    ['topic', await firstLink(siteUrl, '/topics', /^\/topics\/(news|fair|features)\/\d+$/)],
    ['search', '/search'],
    ['author', await firstLink(siteUrl, '/search/author', /^\/search\/author\/\d+$/)],
    ['my comic', '/my-comic'],
    ['sign-in', '/auth/signin'],
    ['consent', '/optout'],
    ['terms', '/terms'],
    ['not found', '/no-such-page'],
  ];
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const children = [];
const scratch = mkdtempSync(join(tmpdir(), 'cw-bench-web-'));
try {
  // Our pages: the real service on a fresh embedded database.
  const backendUrl = await startBackend(children, { dataDir: join(scratch, 'backend') });
  const siteUrl = await startWebApp(children, { port: await freePort(), backendUrl });
  const floor = await firstLoadJs(await startBarePage(children));
  console.log(`bare Next.js page (floor)  ${kb(floor.bytes)} gzip (${floor.scripts} scripts)`);

  const routes = [];
  for (const [kind, path] of await routeKinds(siteUrl, backendUrl)) {
    const page = await firstLoadJs(`${siteUrl}${path}`);
    const ratio = page.bytes / floor.bytes;
    routes.push({ kind, path, ...page, ratio, within: ratio <= BUDGET });
    console.log(
      `${kind.padEnd(26)} ${kb(page.bytes).padStart(9)} gzip  ${ratio.toFixed(2)}×  ${ratio <= BUDGET ? 'within' : 'OVER'}  ${path}${page.status === 200 ? '' : ` (${page.status})`}`,
    );
  }
  const within = routes.every((route) => route.within);
  console.log(`first-load JS: ${within ? 'every route within' : 'a route is OVER'} ${BUDGET}×`);
  writeResult({ bench: 'firstLoadJs', budget: BUDGET, floor, routes, within });
  if (!within) process.exitCode = 1;
} finally {
  for (const child of children) await stop(child);
  rmSync(scratch, { recursive: true, force: true });
}
