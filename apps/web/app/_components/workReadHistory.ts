// Not a client module: where a work's read history comes from, without React (tested in node).
import type { HistoryMap } from '@cw/api-client/schemas';
import { type PreferenceStorage, readStoredPosition } from '@cw/viewer';
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

/**
 * A guest's read flags of a work, as the backend's history map has them, from what this device
 * keeps: the viewer's reading position of the work (the episode last read here, the guests'
 * 「続きから読む」) marks that episode read. Empty when the work was not read here or storage is
 * unavailable.
 *
 * @example
 * deviceReadHistory(localStorage, 'CW_000001_S', detail.episodes); // { '102': true }
 */
export function deviceReadHistory(
  storage: PreferenceStorage | undefined,
  workCode: string,
  episodes: readonly { id: number; code: string }[],
): HistoryMap {
  const position = storage ? readStoredPosition(storage, workCode) : null;
  const episode = position && episodes.find(({ code }) => code === position.episodeCode);
  return episode ? { [String(episode.id)]: true } : {};
}
