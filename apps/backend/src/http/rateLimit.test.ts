import { apiErrorBodySchema } from '@cw/contract/schemas';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp } from '../test/app';
import { seedNow } from '../test/database';
import { createRateLimiter } from './rateLimit';
import { DEFAULT_REQUEST_LIMITS } from './requestLimits';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    requestLimits: { ...DEFAULT_REQUEST_LIMITS, membershipWrites: { limit: 3, windowSeconds: 60 } },
  });
});
afterAll(() => t.close());

const rule = { limit: 5, windowSeconds: 60 };
const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000);

describe('createRateLimiter', () => {
  it('charges cost units per key and refuses past the limit until the window ends', async () => {
    let now = seedNow();
    const limiter = createRateLimiter(t.database.db, () => now);
    await limiter.charge('units:a', rule, 3);
    await limiter.charge('units:a', rule, 2);
    await limiter.charge('units:b', rule, 5);
    now = later(now, 20);
    await expect(limiter.charge('units:a', rule)).rejects.toMatchObject({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      headers: { 'Retry-After': '40' },
    });
    now = later(now, 40);
    await expect(limiter.charge('units:a', rule, 5)).resolves.toBeUndefined();
  });

  it('lets exactly the limit through when charges for one key arrive at once', async () => {
    const limiter = createRateLimiter(t.database.db, seedNow);
    const charges = await Promise.allSettled(
      Array.from({ length: 20 }, () => limiter.charge('race', rule)),
    );
    expect(charges.filter((charge) => charge.status === 'fulfilled')).toHaveLength(rule.limit);
  });

  it('deletes the rows of ended windows', async () => {
    const start = later(seedNow(), 3600);
    let now = start;
    const limiter = createRateLimiter(t.database.db, () => now);
    await limiter.charge('sweep:old-1', rule);
    await limiter.charge('sweep:old-2', rule);
    now = later(start, 61);
    await limiter.charge('sweep:new', rule);
    const rows = await t.database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, 'sweep:%'));
    expect(rows).toEqual([{ key: 'sweep:new' }]);
  });
});

describe('membership writes per reader', () => {
  it('answer 429 with Retry-After past the limit, counted by every instance together', async () => {
    const headers = await t.as('rate-limited-reader');
    const other = t.at(seedNow());
    const write = (app: typeof t.app) =>
      app.request('/v3/membership/account/updated', { method: 'PUT', headers });
    expect((await write(t.app)).status).toBe(200);
    expect((await write(other)).status).toBe(200);
    expect((await write(t.app)).status).toBe(200);

    const refused = await write(other);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(apiErrorBodySchema.parse(await refused.json()).error.code).toBe('TOO_MANY_REQUESTS');
    expect((await write(t.app)).status).toBe(429);

    // Reads are not charged, and other readers have their own count.
    const read = await t.app.request('/v3/membership/account/updated', { headers });
    expect(read.status).toBe(200);
    const someoneElse = await t.as('another-reader');
    expect(
      (
        await t.app.request('/v3/membership/account/updated', {
          method: 'PUT',
          headers: someoneElse,
        })
      ).status,
    ).toBe(200);
  });
});
