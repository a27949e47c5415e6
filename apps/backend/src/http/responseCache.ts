import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';

type Entry = { body: Uint8Array; contentType: string; etag: string; expiresAt: number };

/**
 * A short-lived in-process cache of public GET answers, in front of the database: the catalog
 * is the same for every reader, so under load most requests are served from memory. Entries
 * are derived data (any instance can rebuild them), which keeps instances stateless; the TTL
 * is far below the CDN's s-maxage, so readers never see older data than the cache headers
 * already allow. Concurrent misses for one URL wait for a single computation, and once an
 * entry expires one request refreshes it while the others are still served the old answer.
 */
export function responseCache(options: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry | null>>();

  const respond = (entry: Entry) =>
    new Response(entry.body, {
      status: 200,
      headers: { 'content-type': entry.contentType, etag: entry.etag },
    });

  return createMiddleware(async (c, next) => {
    if (c.req.method !== 'GET' || options.ttlMs <= 0) return next();
    const key = c.req.url;
    const hit = entries.get(key);
    // Fresh, or stale while another request is already refreshing it: no one waits on expiry.
    if (hit && (hit.expiresAt > Date.now() || pending.has(key))) {
      c.res = respond(hit);
      return;
    }
    const inFlight = pending.get(key);
    if (inFlight) {
      const entry = await inFlight;
      if (entry) {
        c.res = respond(entry);
        return;
      }
      return next();
    }

    let settle: (entry: Entry | null) => void = () => {};
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | null = null;
    try {
      await next();
      if (c.res.status === 200) {
        const body = new Uint8Array(await c.res.clone().arrayBuffer());
        entry = {
          body,
          contentType: c.res.headers.get('content-type') ?? 'application/json',
          etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
          expiresAt: Date.now() + options.ttlMs,
        };
        entries.delete(key);
        entries.set(key, entry);
        // Oldest first: a Map iterates in insertion order.
        while (entries.size > options.maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
        c.res = respond(entry);
      }
    } finally {
      pending.delete(key);
      settle(entry);
    }
  });
}
