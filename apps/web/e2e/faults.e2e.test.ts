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
    // Each web app keeps the pages it rendered in its own memory: this one starts with none.
    expect((await fetch(`${site}/ranking`)).status).toBe(200);
    const [uncached, forBrowser] = await workPages(601, 2);
    if (!uncached || !forBrowser) throw new Error('the catalog has fewer than 602 works');
    await backend.down();

    // A page not in the cache yet: 503 within the timeout, and the site's error page as a
    // reader sees it (the error boundary renders in the browser).
    const started = Date.now();
    const page = await fetch(`${site}${uncached}`);
    expect(page.status).toBe(503);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(Date.now() - started).toBeLessThan(15_000);
    const browser = await launchChromium();
    const tab = await browser.newPage();
    const shown = await tab.goto(`${site}${forBrowser}`);
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
    const [uncached] = await workPages(301, 1);
    if (!uncached) throw new Error('the catalog has fewer than 301 works');
    backend.stall(true);
    try {
      const started = Date.now();
      const page = await fetch(`${site}${uncached}`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('5');
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      backend.stall(false);
    }
    await expect.poll(async () => (await fetch(`${site}${uncached}`)).status).toBe(200);
  }, 60_000);
});
