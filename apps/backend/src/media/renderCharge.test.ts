import { signServiceToken } from '@cw/service-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS } from '../http/requestLimits';
import { createTestApp, TEST_SECRET } from '../test/app';
import { seedNow } from '../test/database';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    requestLimits: { ...DEFAULT_REQUEST_LIMITS, renders: { limit: 2, windowSeconds: 60 } },
  });
});
afterAll(() => t.close());

/** The web app asking for a variant on behalf of the client at `address`. */
async function asked(path: string, address: string) {
  const token = await signServiceToken(
    { subject: 'web-guest', email: null },
    TEST_SECRET,
    seedNow(),
  );
  return t.app.request(path, {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
  });
}

describe('render cost per client', () => {
  it('charges each render to the client who asked and refuses past its limit, not cached variants', async () => {
    const client = '203.0.113.7';
    expect((await asked('/v3/media/covers/1/w180.webp', client)).status).toBe(200);
    expect((await asked('/v3/media/covers/1/w360.webp', client)).status).toBe(200);
    const third = await asked('/v3/media/covers/1/w720.webp', client);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    // Already made: served from the cache at no cost.
    expect((await asked('/v3/media/covers/1/w180.webp', client)).status).toBe(200);
    // Another client has a budget of its own.
    expect((await asked('/v3/media/covers/1/w720.webp', '198.51.100.9')).status).toBe(200);
  });
});
