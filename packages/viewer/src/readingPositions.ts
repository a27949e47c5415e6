import { CODE_PATTERN } from '@cw/contract/constants';
import type { PreferenceStorage } from './viewerPreferencesStore';
import {
  findWorkPreference,
  parseWorkPreferences,
  type StoredEntryReader,
  upsertWorkPreference,
} from './workPreferenceList';

/** Local storage key of the page each work was last read at (guests' resume position). */
export const WORK_READING_POSITION_STORAGE_KEY = 'cw-viewer--work-reading-position';

/** One entry: the episode of the work last read on this device and the page reached. */
export type StoredReadingPosition = { workCode: string; episodeCode: string; page: number };

const isCode = (value: unknown): value is string =>
  typeof value === 'string' && CODE_PATTERN.test(value);

/**
 * Reads one stored entry (without zod, like the other stored lists: see storedPreferences.ts):
 * the entry with its known fields only, or `null`.
 *
 * @example
 * readStoredReadingPosition({ workCode: 'CW_000001_S', episodeCode: 'CW_000001_0002_E', page: 7 });
 * //=> { workCode: 'CW_000001_S', episodeCode: 'CW_000001_0002_E', page: 7 }
 */
export const readStoredReadingPosition: StoredEntryReader<StoredReadingPosition> = (value) => {
  if (typeof value !== 'object' || value === null) return null;
  const { workCode, episodeCode, page } = value as Record<string, unknown>;
  return isCode(workCode) && isCode(episodeCode) && Number.isInteger(page) && (page as number) > 0
    ? { workCode, episodeCode, page: page as number }
    : null;
};

function readPositions(storage: PreferenceStorage): StoredReadingPosition[] {
  try {
    return parseWorkPreferences(
      storage.getItem(WORK_READING_POSITION_STORAGE_KEY),
      readStoredReadingPosition,
    );
  } catch {
    return []; // Storage refused: nothing to resume from.
  }
}

/**
 * The one-based page this device last reached in the episode, or `null` when the work was
 * last read in another episode, never, or storage is unavailable.
 *
 * @example
 * readStoredPage(localStorage, 'CW_000001_S', 'CW_000001_0002_E'); //=> 7
 */
export function readStoredPage(
  storage: PreferenceStorage,
  workCode: string,
  episodeCode: string,
): number | null {
  const entry = readStoredPosition(storage, workCode);
  return entry?.episodeCode === episodeCode ? entry.page : null;
}

/**
 * Where this device last read the work: the episode and its one-based page, or `null` when the
 * work was never read here or storage is unavailable (the work page's 「続きから読む」 for guests).
 *
 * @example
 * readStoredPosition(localStorage, 'CW_000001_S');
 * //=> { workCode: 'CW_000001_S', episodeCode: 'CW_000001_0002_E', page: 7 }
 */
export function readStoredPosition(
  storage: PreferenceStorage,
  workCode: string,
): StoredReadingPosition | null {
  return findWorkPreference(readPositions(storage), workCode) ?? null;
}

/**
 * Keeps the page reached for the work (one entry per work, most recent last, bounded like
 * every per-work list). A full or disabled storage is ignored: reading goes on.
 *
 * @example
 * storeReadingPosition(localStorage, { workCode: 'CW_000001_S', episodeCode: 'CW_000001_0002_E', page: 7 });
 */
export function storeReadingPosition(
  storage: PreferenceStorage,
  position: StoredReadingPosition,
): void {
  try {
    const next = upsertWorkPreference(readPositions(storage), position);
    storage.setItem(WORK_READING_POSITION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Quota exceeded or storage disabled.
  }
}
