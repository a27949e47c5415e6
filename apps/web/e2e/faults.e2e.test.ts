import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server, Socket } from 'node:net';
import { join } from 'node:path';
import { freePort } from '@cw/vitest-config/ports';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from './browser';

/**
 * A TCP pass-through to the backend that can be cut and restored: the backend "down" for a
 * web app of this test's own, while the shared one keeps its backend. With `stall`, answers
 * pass their head and one byte of body, then nothing more (a backend stuck mid-answer).
 */
function backendSwitch(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let stalling = false;
  const up = (port: number) =>
    new Promise<number>((done) => {
      server = createServer((client) => {
        const upstream = new Socket();
        upstream.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream);
        let headPassed = false;
        upstream.on('data', (chunk: Buffer) => {
          if (!stalling) return void client.write(chunk);
          if (headPassed) return;
          const end = chunk.indexOf('\r\n\r\n');
          client.write(end === -1 ? chunk : chunk.subarray(0, end + 5));
          headPassed = end !== -1;
        });
        upstream.on('end', () => (stalling ? undefined : client.end()));
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        done(typeof address === 'object' && address ? address.port : port);
      });
    });
  const down = () =>
    new Promise<void>((done) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => done());
    });
  const stall = (on: boolean) => {
    stalling = on;
    // Connections kept alive would carry on as they were.
    for (const socket of sockets) socket.destroy();
  };
  return { up, down, stall };
}

/**
 * The first of `paths` the web app renders rather than serves from its page cache
 * (`x-nextjs-cache` HIT or STALE), with its answer. The two web apps share one build and so one page cache, and
 * a work's page is in it once any test opened it or a browser prefetched it from a list: which
 * works those are depends on the order the files ran in.
 */
async function firstRendered<T>(
  paths: string[],
  open: (path: string) => Promise<T>,
  cacheOf: (answer: T) => string | null | undefined,
): Promise<{ path: string; answer: T }> {
  for (const path of paths) {
    const answer = await open(path);
    if (!['HIT', 'STALE'].includes(cacheOf(answer) ?? '')) return { path, answer };
  }
  throw new Error(`every page of ${paths.join(', ')} was in the page cache`);
}

/** The paths of `count` works' pages, from `from` on in the catalog's list. */
async function workPages(from: number, count: number): Promise<string[]> {
  const list = await fetch(
    `${inject('backendUrl')}/v3/library/works?perPage=${count}&page=${Math.ceil(from / count)}`,
  );
  return ((await list.json()) as { items: { code: string }[] }).items.map(
    (work) => `/detail/${work.code}`,
  );
}

describe('the backend down, then back', () => {
  const backend = backendSwitch(new URL(inject('backendUrl')));
  let web: ChildProcess;
  let site: string;
  let backendPort: number;

  beforeAll(async () => {
    backendPort = await backend.up(await freePort('e2e'));
    const port = await freePort('e2e');
    site = `http://127.0.0.1:${port}`;
    web = spawn(process.execPath, [join(import.meta.dirname, '../serve.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOSTNAME: '127.0.0.1',
        NEXTAUTH_URL: site,
        NEXTAUTH_SECRET: inject('nextAuthSecret'),
        BACKEND_URL: `http://127.0.0.1:${backendPort}`,
        BACKEND_TIMEOUT_MS: '2000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    // This app's "[api] backend unreachable" lines are the test working, not the shared
    // backend failing: they are labelled so in the suite's output.
    web.stderr?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line) process.stderr.write(`[faults: web app on a cut backend] ${line}\n`);
      }
    });
    for (let tries = 0; tries < 120; tries++) {
      if ((await fetch(`${site}/terms`).catch(() => null))?.ok) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error('the second web app did not start');
  }, 60_000);
  // Gone before the next file starts: nothing of this test's own app is left to log.
  afterAll(async () => {
    if (web && web.exitCode === null && web.signalCode === null) {
      const exited = once(web, 'exit');
      web.kill('SIGTERM');
      await exited;
    }
    await backend.down();
  });

  it("answers the site's Japanese error page with 503, JSON for /api and images, then recovers", async () => {
    // The two apps share one build and so one page cache: a page is cached through the main
    // app, so that it carries the main app's origin (canonical URL) for the tests that follow.
    expect((await fetch(`${inject('baseUrl')}/ranking`)).status).toBe(200);
    expect((await fetch(`${site}/ranking`)).status).toBe(200);
    // Works' pages not in the cache yet, for this test alone.
    const [forFetch, forBrowser] = [await workPages(601, 10), await workPages(611, 10)];
    await backend.down();

    // A page not in the cache yet: 503 within the timeout, and the site's error page as a
    // reader sees it (the error boundary renders in the browser).
    const started = Date.now();
    const { path: uncached, answer: page } = await firstRendered(
      forFetch,
      (path) => fetch(`${site}${path}`),
      (answer) => answer.headers.get('x-nextjs-cache'),
    );
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(15_000);
    const browser = await launchChromium();
    const tab = await browser.newPage();
    const { answer: shown } = await firstRendered(
      forBrowser,
      (path) => tab.goto(`${site}${path}`),
      (answer) => answer?.headers()['x-nextjs-cache'],
    );
    expect(shown?.status()).toBe(503);
    await expect
      .poll(() => tab.getByRole('heading', { name: 'ページを表示できませんでした' }).count())
      .toBe(1);
    expect(await tab.getByRole('link', { name: 'トップページへ' }).count()).toBe(1);
    await browser.close();
    // A page already cached is still served.
    expect((await fetch(`${site}/ranking`)).status).toBe(200);
    // The API and the images answer with a body a client can read.
    const api = await fetch(`${site}/api/label`);
    expect([502, 503]).toContain(api.status);
    expect((await api.json()).error.code).toMatch(/BAD_GATEWAY|SERVICE_UNAVAILABLE/);
    const image = await fetch(`${site}/v3/media/covers/1/w180.webp`);
    expect([502, 503]).toContain(image.status);
    expect((await image.json()).error.message).toBeTruthy();

    // Back: everything answers again, no restart.
    await backend.up(backendPort);
    await expect.poll(async () => (await fetch(`${site}${uncached}`)).status).toBe(200);
    expect((await fetch(`${site}/api/label`)).status).toBe(200);
    expect((await fetch(`${site}/v3/media/covers/1/w180.webp`)).status).toBe(200);
  }, 60_000);

  it('answers the same Japanese 503 when the backend sends its head and then stalls', async () => {
    const candidates = await workPages(301, 10);
    let uncached = '';
    backend.stall(true);
    try {
      const started = Date.now();
      const rendered = await firstRendered(
        candidates,
        (path) => fetch(`${site}${path}`),
        (answer) => answer.headers.get('x-nextjs-cache'),
      );
      uncached = rendered.path;
      const page = rendered.answer;
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      backend.stall(false);
    }
    await expect.poll(async () => (await fetch(`${site}${uncached}`)).status).toBe(200);
  }, 60_000);
});
