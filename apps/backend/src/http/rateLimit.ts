import { ERROR_CODES } from '@cw/contract/schemas';
import { lte, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { ApiError } from './errors';
import type { ReaderEnv } from './reader';

/** At most `limit` units per key in a window of `windowSeconds` opened by the key's first charge. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

/** How often one instance deletes the rows of ended windows, which keeps the table small. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * Counts what each key spends per window in the database, so that every instance counts
 * together. One upsert per charge adds the cost to the key's window, or opens a new window
 * when the last one ended; it is atomic on PGlite and PostgreSQL alike.
 *
 * @example
 * const limiter = createRateLimiter(db, () => new Date());
 * await limiter.charge(`render:${address}`, { limit: 600, windowSeconds: 60 }, 4); // or 429
 */
export function createRateLimiter(db: Db, now: () => Date) {
  let sweptAt = Number.NEGATIVE_INFINITY;

  return {
    /**
     * Charges `cost` units to `key` under `rule`; throws a 429 ApiError with `Retry-After` once
     * the key's window holds more than the limit.
     */
    async charge(key: string, rule: RateLimitRule, cost = 1): Promise<void> {
      const at = now();
      if (at.getTime() - sweptAt >= SWEEP_INTERVAL_MS) {
        sweptAt = at.getTime();
        await db.delete(rateLimits).where(lte(rateLimits.resetsAt, at));
      }
      const ended = sql`${rateLimits.resetsAt} <= ${at.toISOString()}::timestamptz`;
      const [window] = await db
        .insert(rateLimits)
        .values({ key, used: cost, resetsAt: new Date(at.getTime() + rule.windowSeconds * 1000) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            used: sql`case when ${ended} then excluded.used else ${rateLimits.used} + excluded.used end`,
            resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimits.resetsAt} end`,
          },
        })
        .returning({ used: rateLimits.used, resetsAt: rateLimits.resetsAt });
      if (!window || window.used <= rule.limit) return;
      const retryAfter = Math.max(1, Math.ceil((window.resetsAt.getTime() - at.getTime()) / 1000));
      throw new ApiError(
        ERROR_CODES.TOO_MANY_REQUESTS,
        `Too many requests; retry in ${retryAfter} s`,
        {
          headers: { 'Retry-After': String(retryAfter) },
        },
      );
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Charges every membership write to the signed-in reader. */
export function limitReaderWrites(limiter: RateLimiter, rule: RateLimitRule) {
  return createMiddleware<ReaderEnv>(async (c, next) => {
    if (WRITE_METHODS.has(c.req.method)) {
      await limiter.charge(`membership-writes:${c.get('reader').id}`, rule);
    }
    await next();
  });
}
