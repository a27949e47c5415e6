// Not server-only: `serve.ts`, outside the Next.js bundles, reads it in the same process.

/** Where the process keeps when the backend stopped answering, shared by every bundle. */
const UNREACHABLE_SINCE = Symbol.for('cw.web.backendUnreachableSince');

type Health = { [UNREACHABLE_SINCE]?: number };

/**
 * Records whether the last call reached the backend (any answer counts; a refused connection
 * or a timeout does not).
 *
 * @example
 * markBackendReachable(false); // a call failed to connect
 */
export function markBackendReachable(reachable: boolean, now = Date.now()): void {
  const health = globalThis as Health;
  if (reachable) delete health[UNREACHABLE_SINCE];
  else health[UNREACHABLE_SINCE] ??= now;
}

/**
 * Whether the backend is down as far as this process knows: its last call failed to reach it.
 * A page that fails to render then is the backend's outage, answered 503, not the site's bug.
 *
 * @example
 * if (backendUnreachable()) statusCode = 503;
 */
export function backendUnreachable(): boolean {
  return (globalThis as Health)[UNREACHABLE_SINCE] !== undefined;
}
