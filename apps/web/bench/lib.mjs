// What the web benches share: free ports, child processes and waiting for a server.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort as freePortOf } from '@cw/vitest-config/ports';

export const web = resolve(import.meta.dirname, '..');
export const next = resolve(web, '../../node_modules/.bin/next');
export const backendMain = resolve(web, '../backend/dist/main.js');

/** A port of the benches' own block (see @cw/vitest-config/ports). */
export const freePort = () => freePortOf('bench');

/**
 * Hands a bench's figures to `npm run bench` (scripts/bench.mjs), which names a file for them in
 * BENCH_RESULT; run alone, a bench only prints.
 */
export function writeResult(result) {
  const file = process.env.BENCH_RESULT;
  if (file) writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
}

/** The median of numbers (the lower middle one of an even count), or null for none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

export function start(command, args, options) {
  return spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], ...options });
}

/** Resolves when the command exits with 0. */
export function run(command, args, options) {
  return new Promise((done, fail) =>
    start(command, args, options).on('exit', (status) =>
      status === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${status}`)),
    ),
  );
}

export async function waitFor(url, timeoutMs = 120_000, headers = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the web app's production server (`serve.ts`, as `npm start` does) on 127.0.0.1 and
 * returns its URL. The site origin it is configured with (NEXTAUTH_URL) is that URL unless
 * `siteUrl` names another (a proxy in front), whose host `headers` then carry for the wait.
 * `quiet` drops its log. The child is pushed onto `children`.
 */
export async function startWebApp(
  children,
  {
    port,
    backendUrl,
    env = process.env,
    siteUrl = `http://127.0.0.1:${port}`,
    headers = {},
    quiet = false,
  },
) {
  const appUrl = `http://127.0.0.1:${port}`;
  children.push(
    start(process.execPath, [join(web, 'serve.ts')], {
      cwd: web,
      // Quiet: a load generator that stops mid-response makes Next.js log every abort.
      ...(quiet ? { stdio: 'ignore' } : {}),
      env: {
        ...env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NEXTAUTH_URL: siteUrl,
        BACKEND_URL: backendUrl,
        NEXT_TELEMETRY_DISABLED: '1',
      },
    }),
  );
  await waitFor(appUrl, 120_000, headers);
  return appUrl;
}

/** Stops a child and waits for it to exit (PGlite must close before another process opens it). */
export function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/**
 * Builds a bare App Router page with the same Next.js and React, now (inside the workspace so
 * that it resolves the same installed packages; bundlers skip sources under node_modules),
 * starts it and returns its URL: the floor our pages' figures are read against on this machine
 * and in this run. The server is pushed onto `children` for the caller to stop.
 */
export async function startBarePage(children) {
  const bare = join(web, 'bench/.bare-next');
  // One build per `npm run bench` (BENCH_RUN_ID): the benches that read a page against the floor
  // share it, and a run never reuses another run's build.
  const runId = process.env.BENCH_RUN_ID;
  const marker = join(bare, '.bench-run');
  const built = runId !== undefined && existsSync(marker) && readFileSync(marker, 'utf8') === runId;
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  if (!built) {
    rmSync(bare, { recursive: true, force: true });
    mkdirSync(join(bare, 'app'), { recursive: true });
    writeFileSync(join(bare, 'package.json'), '{ "private": true, "type": "module" }\n');
    // A config of its own: without one, Next.js takes the web app's from the folder above (its
    // rewrites send `/` to `/home`, and the bare page would answer 404).
    writeFileSync(join(bare, 'next.config.mjs'), 'export default {};\n');
    writeFileSync(
      join(bare, 'app/layout.js'),
      'export default function Layout({ children }) { return <html lang="ja"><body>{children}</body></html>; }\n',
    );
    writeFileSync(
      join(bare, 'app/page.js'),
      'export default function Page() { return <p>bare</p>; }\n',
    );
    await run(next, ['build'], { cwd: bare, env });
    if (runId !== undefined) writeFileSync(marker, runId);
  }
  const port = await freePort();
  children.push(start(next, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: bare, env }));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return url;
}

/**
 * Starts the backend on a fresh embedded database under `dataDir` (seeded on its first start)
 * and returns its URL; the child is pushed onto `children`.
 */
export async function startBackend(children, { dataDir, env = process.env }) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  children.push(
    start(process.execPath, [backendMain], {
      env: {
        ...env,
        PORT: String(port),
        DATA_DIR: join(dataDir, 'data'),
        MEDIA_CACHE_DIR: join(dataDir, 'media'),
        RANKING_REFRESH_SECONDS: '3600',
      },
    }),
  );
  await waitFor(`${url}/healthz`, 180_000);
  return url;
}

/**
 * Pages every route kind is read on: the work with the most reads today and its first episode
 * that can be read here, found through the catalog API.
 */
export async function sampleWork(backendUrl) {
  const ranking = await (await fetch(`${backendUrl}/v3/library/rankings?period=daily`)).json();
  for (const { work } of ranking.entries) {
    const detail = await (await fetch(`${backendUrl}/v3/library/works/${work.code}`)).json();
    const episode = detail.episodes.find((e) => e.isActive);
    if (!episode) continue;
    const viewer = await fetch(`${backendUrl}/v3/library/viewer/${episode.code}`);
    if (viewer.ok) return { workCode: work.code, episodeCode: episode.code };
  }
  throw new Error('no seeded work has an episode to read');
}
