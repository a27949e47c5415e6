import type { HistoryEntry } from '@cw/contract/schemas';

/** How many works the home page's "continue reading" row shows by default. */
export const CONTINUE_READING_LIMIT = 10;

/**
 * The history lines worth resuming: for each work only its latest read episode (history comes
 * latest first, so the first line of a work wins), at most `limit` works. Reading episodes 3
 * and 4 of one work leaves one card, for episode 4.
 *
 * @example
 * continueReadingEntries(history.items, 6); // one entry per work, the 6 most recently read
 */
export function continueReadingEntries<Entry extends { work: Pick<HistoryEntry['work'], 'id'> }>(
  entries: readonly Entry[],
  limit: number = CONTINUE_READING_LIMIT,
): Entry[] {
  const seen = new Set<number>();
  const result: Entry[] = [];
  for (const entry of entries) {
    if (result.length >= limit) break;
    if (seen.has(entry.work.id)) continue;
    seen.add(entry.work.id);
    result.push(entry);
  }
  return result;
}
