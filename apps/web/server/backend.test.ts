import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * A backend that accepts connections and never answers, except under `/half/`, where it sends
 * its head and the start of a body, then stalls.
 */
let stalled: Server;

beforeAll(async () => {
  stalled = createServer((req, res) => {
    if (req.url?.startsWith('/half/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"items":[');
    }
  });
  await new Promise<void>((done) => stalled.listen(0, '127.0.0.1', done));
  const { port } = stalled.address() as AddressInfo;
  vi.stubEnv('BACKEND_URL', `http://127.0.0.1:${port}`);
  vi.stubEnv('BACKEND_TIMEOUT_MS', '300');
});

afterAll(() => {
  stalled.closeAllConnections();
  stalled.close();
  vi.unstubAllEnvs();
});

/** Forgets the outages earlier tests met, so a test sees only its own. */
function forgetOutages() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('cw.web.backendLastOutageAt')];
}

describe('backendFetch', () => {
  it('gives up on a backend that never answers after BACKEND_TIMEOUT_MS', async () => {
    const { BackendTimeoutError, backendFetch } = await import('./backend');
    const started = performance.now();
    await expect(backendFetch('/v3/hello')).rejects.toBeInstanceOf(BackendTimeoutError);
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(290);
    expect(took).toBeLessThan(5000);
  });

  it('counts a body that stalls after the head as the outage it is, after the timeout', async () => {
    const { BackendTimeoutError, backendFetch } = await import('./backend');
    const { backendUnreachable } = await import('./backendHealth');
    forgetOutages();
    const response = await backendFetch('/half/v3/hello');
    expect(response.status).toBe(200);
    expect(backendUnreachable()).toBe(false);
    await expect(response.text()).rejects.toBeInstanceOf(BackendTimeoutError);
    // A page failing on it now answers 503 (serve.ts), as when the backend is down.
    expect(backendUnreachable()).toBe(true);
  });

  it("leaves the caller's own abort as it is", async () => {
    const { BackendTimeoutError, backendFetch } = await import('./backend');
    const caller = new AbortController();
    const call = backendFetch('/v3/hello', { signal: caller.signal });
    caller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(BackendTimeoutError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('the /api handler over a stalled backend', () => {
  it('answers 503 with a clear body after the timeout', async () => {
    const { handleApiRequest } = await import('./apiHandler');
    const { NextRequest } = await import('next/server');
    const response = await handleApiRequest(
      new NextRequest('http://localhost:3000/api/label', { method: 'GET' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } });
  });
});
