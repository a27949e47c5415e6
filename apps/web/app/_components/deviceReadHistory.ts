// Not a client module: a guest's read marks from this device's reading positions, without React
// (tested in node). Loaded after the work page, with the viewer's position store it reads.
import type { HistoryMap } from '@cw/contract/schemas';
import { type PreferenceStorage, readStoredPosition } from '@cw/viewer';

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
