// Not server-only: `serve.ts`, outside the Next.js bundles, reads it in the same process.

/** Where the process keeps when a call last found the backend out, shared by every bundle. */
const LAST_OUTAGE_AT = Symbol.for('cw.web.backendLastOutageAt');

/**
 * How long after a call found the backend out a failed page still counts as that outage. Not
 * "until a call gets through": calls run concurrently, and one answered meanwhile (from the
 * backend's memory cache while its database restarts, or by another instance) must not turn
 * the outage another request just met into a 500.
 */
export const OUTAGE_WINDOW_MS = 10_000;

type Health = { [LAST_OUTAGE_AT]?: number };

/**
 * Records that a call found the backend out: no connection, no answer in time, or an answer
 * saying so (502, 503 or 504 from it or from a load balancer in front of it).
 *
 * @example
 * markBackendOutage(); // a call failed to connect
 */
export function markBackendOutage(now = Date.now()): void {
  (globalThis as Health)[LAST_OUTAGE_AT] = now;
}

/**
 * Whether the backend is out as far as this process knows: a call found it so within the last
 * `OUTAGE_WINDOW_MS`. A page that fails then is the backend's outage, answered 503, not the
 * site's bug.
 *
 * @example
 * if (backendUnreachable()) statusCode = 503;
 */
export function backendUnreachable(now = Date.now()): boolean {
  const at = (globalThis as Health)[LAST_OUTAGE_AT];
  return at !== undefined && now - at < OUTAGE_WINDOW_MS;
}
