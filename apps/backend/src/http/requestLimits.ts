import type { RateLimitRule } from './rateLimit';

/** What one request, one reader or one client address may ask of the backend. */
export interface RequestLimits {
  /** Largest request body read; a larger one is answered 413 before it is read. */
  bodyBytes: number;
  /** Membership writes (POST, PUT, DELETE) per signed-in reader. */
  membershipWrites: RateLimitRule;
  /** Guest goods counted per client address and episode. */
  guestGoods: RateLimitRule;
  /** Image variants rendered (cache misses) per client address: rendering costs ~0.2 s of CPU. */
  renders: RateLimitRule;
  /** Browser log lines per client address. */
  clientLogs: RateLimitRule;
}

/**
 * The defaults of BODY_LIMIT_BYTES, RATE_LIMIT_MEMBERSHIP_WRITES_PER_MINUTE,
 * RATE_LIMIT_GUEST_GOOD_SECONDS, RATE_LIMIT_RENDERS_PER_MINUTE and
 * RATE_LIMIT_CLIENT_LOGS_PER_MINUTE.
 */
export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  // The largest body a client sends is a list of 100 ids: a few KiB.
  bodyBytes: 64 * 1024,
  // Two writes a second for a minute is more than any reader taps.
  membershipWrites: { limit: 120, windowSeconds: 60 },
  // One good per episode per client address a day: pressing again does not add to the count.
  guestGoods: { limit: 1, windowSeconds: 24 * 60 * 60 },
  // A reader paging through fresh episodes misses the cache a few times a page: 300 a minute is
  // far above that, and caps one client at about a minute of CPU per minute.
  renders: { limit: 300, windowSeconds: 60 },
  // A page logs a line when something fails; one a second is a page in a loop.
  clientLogs: { limit: 60, windowSeconds: 60 },
};
