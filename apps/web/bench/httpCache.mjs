// `npm run bench` (web), pages behind a standard HTTP cache: requests/s and p50/p99 latency of
// `/`, a work page and an image (/v3/media/…), each
//   (a) from the web app's own server alone (serve.ts, as `npm start` runs it),
//   (b) through nginx with the operator configuration of ops/nginx (proxy_cache honouring the
//       app's Cache-Control), after one request has filled the cache,
//   (c) from the same nginx serving the same bytes as a static file (gzip_static),
// in the same run, with the ratios (budget: (b) at least 0.5× (c)). Every request asks for gzip,
// as browsers do. The load generator (autocannon, one thread) runs on the same machine, so on a
// small machine (c) is bounded by it as much as by nginx: read (b)/(c) as "how close to a static
// file", not as nginx's ceiling. Needs the web app, backend, their builds and Debian's nginx.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { prepareStateDir, renderNginxConfig } from '../../../ops/nginx/render.mts';
import {
  freePort,
  sampleWork,
  startBackend,
  startWebApp,
  stop,
  waitFor,
  web,
  writeResult,
} from './lib.mjs';

// The backend's dev tool (apps/backend's devDependency), loaded from there.
const autocannon = createRequire(join(web, '../backend/package.json'))('autocannon');

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUDGET = { cachedOfStatic: 0.5 };
const ENCODING = { 'accept-encoding': 'gzip' };

async function load(url, headers) {
  // Warm connections and any lazy work, then measure.
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** The body of `url` as a browser would get it, decoded. */
async function body(url, headers = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return {
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? 'application/octet-stream',
  };
}

/** A static server block for (c): files under `root`, `.gz` beside them for gzip clients. */
function staticServer(listen, root) {
  return `
  server {
    listen ${listen};
    root ${root};
    types {
      text/html html;
      image/avif avif;
      image/webp webp;
    }
    gzip_static on;
    location / {
      try_files $uri $uri/index.html =404;
    }
  }`;
}

/** Writes what (c) serves for a path: `index.html` (and `.gz`) for pages, the bytes for images. */
function writeStatic(root, path, { bytes, type }) {
  if (type.startsWith('text/html')) {
    const file = join(root, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 6 }));
  } else {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
  }
}

const children = [];
const scratch = mkdtempSync(join(tmpdir(), 'cw-bench-cache-'));
try {
  const backendUrl = await startBackend(children, { dataDir: join(scratch, 'backend') });
  const [webPort, cachePort, staticPort] = await Promise.all([freePort(), freePort(), freePort()]);
  // The site's public origin is nginx's; the app checks the host it was asked under against it,
  // so the direct requests of (a) name it as a proxy would (X-Forwarded-Host).
  const siteUrl = `http://127.0.0.1:${cachePort}`;
  const siteHost = { 'x-forwarded-host': `127.0.0.1:${cachePort}` };
  const appUrl = await startWebApp(children, {
    port: webPort,
    backendUrl,
    siteUrl,
    headers: siteHost,
    quiet: true,
  });

  const { workCode } = await sampleWork(backendUrl);
  const workHtml = (await body(`${appUrl}/detail/${workCode}`, siteHost)).bytes.toString();
  const image = /\/v3\/media\/covers\/[^"'\s,)]+\.avif/.exec(workHtml)?.[0];
  if (!image) throw new Error('the work page shows no cover');
  const targets = [
    { name: '/', path: '/' },
    { name: 'work page', path: `/detail/${workCode}` },
    { name: 'image', path: image },
  ];

  const stateDir = join(scratch, 'nginx');
  const staticRoot = join(scratch, 'static');
  prepareStateDir(stateDir);
  for (const target of targets) {
    writeStatic(staticRoot, target.path, await body(`${appUrl}${target.path}`, siteHost));
  }
  const config = renderNginxConfig({
    listen: `127.0.0.1:${cachePort}`,
    web: [`127.0.0.1:${webPort}`],
    stateDir,
    // Root runs the workers as root here: the state directory is the bench's own, mode 700.
    user: process.getuid?.() === 0 ? 'root' : undefined,
    workerProcesses: 'auto',
    accessLog: 'off',
    errorLog: 'stderr',
    extraServers: staticServer(`127.0.0.1:${staticPort}`, staticRoot),
  });
  const configFile = join(stateDir, 'nginx.conf');
  writeFileSync(configFile, config);
  children.push(
    spawn(NGINX, ['-p', stateDir, '-c', configFile, '-g', 'daemon off;'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`http://127.0.0.1:${staticPort}/`);
  const staticUrl = `http://127.0.0.1:${staticPort}`;

  const results = [];
  console.log(
    `pages behind an HTTP cache: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, gzip asked`,
  );
  for (const target of targets) {
    // Fill the cache, and check the next answer comes from it.
    await fetch(`${siteUrl}${target.path}`, { headers: ENCODING }).then((r) => r.arrayBuffer());
    const check = await fetch(`${siteUrl}${target.path}`, { headers: ENCODING });
    await check.arrayBuffer();
    const cacheStatus = check.headers.get('x-cache-status');
    const app = await load(`${appUrl}${target.path}`, { ...ENCODING, ...siteHost });
    const cached = await load(`${siteUrl}${target.path}`, ENCODING);
    const file = await load(`${staticUrl}${target.path}`, ENCODING);
    const cachedOfStatic = cached.requestsPerSecond / file.requestsPerSecond;
    const row = {
      name: target.name,
      path: target.path,
      cacheStatus,
      app,
      cached,
      static: file,
      cachedOfApp: cached.requestsPerSecond / app.requestsPerSecond,
      cachedOfStatic,
      within: cachedOfStatic >= BUDGET.cachedOfStatic && cacheStatus === 'HIT',
    };
    results.push(row);
    const line = (label, m) =>
      `  ${label.padEnd(20)} ${m.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${String(m.p50).padStart(4)} ms   p99 ${String(m.p99).padStart(4)} ms   failures ${m.failures}`;
    console.log(`${target.name} (${target.path})`);
    console.log(line('(a) app alone', app));
    console.log(line(`(b) nginx cache ${cacheStatus}`, cached));
    console.log(line('(c) nginx static', file));
    console.log(
      `  (b)/(a) ${row.cachedOfApp.toFixed(1)}×   (b)/(c) ${cachedOfStatic.toFixed(2)}× (budget >= ${BUDGET.cachedOfStatic}: ${row.within ? 'within' : 'OVER'})`,
    );
  }
  const within = results.every((row) => row.within);
  writeResult({
    bench: 'httpCache',
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
    budget: BUDGET,
    results,
    within,
  });
  if (!within) process.exitCode = 1;
} finally {
  for (const child of children.reverse()) await stop(child);
  rmSync(scratch, { recursive: true, force: true });
}
