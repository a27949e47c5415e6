import { signServiceToken } from '@cw/service-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS } from '../../http/requestLimits';
import { createTestApp, TEST_SECRET } from '../../test/app';
import { seedNow } from '../../test/database';

const lines: string[] = [];
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    requestLimits: { ...DEFAULT_REQUEST_LIMITS, clientLogs: { limit: 3, windowSeconds: 60 } },
    writeLog: (line) => lines.push(line),
  });
});
afterAll(() => t.close());

/** A log line sent by the web app for the client at `address`. */
async function logFrom(address: string, body: unknown) {
  const token = await signServiceToken(
    { subject: 'cw-web:client', email: null },
    TEST_SECRET,
    seedNow(),
  );
  return t.app.request('/v3/library/client-logs', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-forwarded-for': address,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
}

const line = { level: 'error', code: 'CLIENT_SESSION_ERROR', message: 'HTTP Error: 500' };

describe('POST /v3/library/client-logs', () => {
  it('writes one JSON line with the client and the time', async () => {
    const response = await logFrom('203.0.113.7', { ...line, url: '/ranking' });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ received: true });
    expect(JSON.parse(lines.at(-1) ?? '{}')).toMatchObject({
      source: 'client',
      client: '203.0.113.7',
      at: seedNow().toISOString(),
      ...line,
      url: '/ranking',
    });
  });

  it('writes one line whatever the message holds, emails and tokens masked', async () => {
    const response = await logFrom('203.0.113.9', {
      ...line,
      message: 'no session for rin@example.com\u2028forged: line',
      url: '/api/auth/callback/cw-oidc?code=secret-code&state=s',
      detail: { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' },
    });
    expect(response.status).toBe(202);
    const written = lines.at(-1) ?? '';
    expect(written).not.toMatch(/[\u2028\u2029\n]/);
    expect(written).not.toMatch(/rin@|secret-code|eyJ/);
    expect(JSON.parse(written)).toMatchObject({
      message: 'no session for [email]\u2028forged: line',
      url: '/api/auth/callback/cw-oidc?code=[masked]&state=[masked]',
      detail: { token: '[token]' },
    });
  });

  it('refuses a line that is no log line, writing nothing', async () => {
    const before = lines.length;
    const response = await logFrom('203.0.113.8', { ...line, message: 'x'.repeat(5000) });
    expect(response.status).toBe(400);
    expect(lines.length).toBe(before);
  });

  it('limits each client: 429 with Retry-After past the limit, others unaffected', async () => {
    for (let sent = 0; sent < 3; sent++) {
      expect((await logFrom('198.51.100.1', line)).status).toBe(202);
    }
    const refused = await logFrom('198.51.100.1', line);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await logFrom('198.51.100.2', line)).status).toBe(202);
  });
});
