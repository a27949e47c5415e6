// What the web benches share: free ports, child processes and waiting for a server.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

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

/** Stops a child and waits for it to exit (PGlite must close before another process opens it). */
export function stop(child) {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
