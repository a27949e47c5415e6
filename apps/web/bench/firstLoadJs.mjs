// `npm run bench` (web): first-load JavaScript of the work detail page against a bare Next.js
// App Router page built with the same versions in the same run, as gzip bytes of every script
// the HTML loads. Prints the figures and the ratio (budget: at most 1.3). Needs the web app,
// backend and their builds (turbo's bench task depends on build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { backendMain, freePort, start, startBarePage, startWebApp, waitFor } from './lib.mjs';

const BUDGET = 1.3;

/**
 * Gzip bytes of every script the page's HTML loads in a modern browser (what a first visit
 * downloads; `nomodule` polyfills are skipped by such browsers, so they are left out).
 */
async function firstLoadJs(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]))
    .map((m) => /\bsrc="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean);
  let bytes = 0;
  for (const src of new Set(sources)) {
    const body = Buffer.from(await (await fetch(new URL(src, pageUrl))).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return { bytes, scripts: new Set(sources).size };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const children = [];
const scratch = mkdtempSync(join(tmpdir(), 'cw-bench-web-'));
try {
  // Our page: the real service on a fresh embedded database.
  const [webPort, backendPort] = await Promise.all([freePort(), freePort()]);
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  children.push(
    start(process.execPath, [backendMain], {
      env: { ...process.env, PORT: String(backendPort), DATA_DIR: join(scratch, 'backend') },
    }),
  );
  await waitFor(`${backendUrl}/healthz`);
  const siteUrl = await startWebApp(children, { port: webPort, backendUrl });
  const ranking = await (await fetch(`${backendUrl}/v3/library/rankings?period=daily`)).json();
  const code = ranking.entries[0].work.code;
  const detail = await firstLoadJs(`${siteUrl}/detail/${code}`);

  const baseline = await firstLoadJs(await startBarePage(children));

  const ratio = detail.bytes / baseline.bytes;
  console.log(`bare Next.js page      ${kb(baseline.bytes)} gzip (${baseline.scripts} scripts)`);
  console.log(`work detail page       ${kb(detail.bytes)} gzip (${detail.scripts} scripts)`);
  console.log(
    `ratio ${ratio.toFixed(2)} (budget ${BUDGET}: ${ratio <= BUDGET ? 'within' : 'OVER'})`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
}
