// What the web benches share: free ports, child processes and waiting for a server.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

export const web = resolve(import.meta.dirname, '..');
export const next = resolve(web, '../../node_modules/.bin/next');
export const backendMain = resolve(web, '../backend/dist/main.js');

export const freePort = () =>
  new Promise((done, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => (port ? done(port) : fail(new Error('no port'))));
    });
  });

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

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the web app's production server (`serve.ts`, as `npm start` does) on 127.0.0.1 and
 * returns its URL, the site origin it is configured with. The child is pushed onto `children`.
 */
export async function startWebApp(children, { port, backendUrl, env = process.env }) {
  const siteUrl = `http://127.0.0.1:${port}`;
  children.push(
    start(process.execPath, [join(web, 'serve.ts')], {
      cwd: web,
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
  await waitFor(siteUrl);
  return siteUrl;
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
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  await run(next, ['build'], { cwd: bare, env });
  const port = await freePort();
  children.push(start(next, ['start', '-p', String(port), '-H', '127.0.0.1'], { cwd: bare, env }));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return url;
}
