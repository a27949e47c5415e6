// Not a client module: where a work's read history comes from, without React (tested in node).
import type { SessionStatus } from './sessionStatus';

/** Who answers a work's read history: the backend's history, or this device's. */
export type ReadHistorySource = 'server' | 'device';

/**
 * Where a work's read history is requested, by session status (spec section 6: "requested
 * only after session status is no longer loading"): nowhere while it loads; then the backend
 * (`GET /api/membership/history`) for a signed-in reader, this device for a guest, whose
 * reading the backend does not keep.
 *
 * @example
 * readHistorySource('loading'); // null: nothing is requested yet
 */
export function readHistorySource(status: SessionStatus): ReadHistorySource | null {
  switch (status) {
    case 'loading':
      return null;
    case 'authenticated':
      return 'server';
    case 'unauthenticated':
      return 'device';
  }
}
