import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendUnreachable } from './backendHealth';

/** A load balancer in front of the backend: answers whatever status the test sets. */
let gateway: Server;
let status = 200;

beforeAll(async () => {
  gateway = createServer((_, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
  const { port } = gateway.address() as AddressInfo;
  vi.stubEnv('BACKEND_URL', `http://127.0.0.1:${port}`);
});

afterAll(() => {
  gateway.close();
  vi.unstubAllEnvs();
});

describe('backendFetch behind a load balancer', () => {
  it('counts 502, 503 and 504 answers as the backend being out, and no other', async () => {
    const { backendFetch } = await import('./backend');
    for (const answer of [200, 404, 429, 500]) {
      status = answer;
      await backendFetch('/v3/hello');
      expect(backendUnreachable(), String(answer)).toBe(false);
    }
    for (const outage of [502, 503, 504]) {
      status = outage;
      const started = Date.now();
      expect((await backendFetch('/v3/hello')).status).toBe(outage);
      expect(backendUnreachable(), String(outage)).toBe(true);
      // Only the window ends it, not a call that gets through meanwhile.
      status = 200;
      await backendFetch('/v3/hello');
      expect(backendUnreachable()).toBe(true);
      expect(backendUnreachable(started + 60_000)).toBe(false);
    }
  });
});
