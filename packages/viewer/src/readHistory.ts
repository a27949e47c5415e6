import type { HistoryEntry } from '@cw/contract/schemas';
import { viewerPageOfHistory } from '@cw/paths';

// What the viewer reads from the signed-in reader's read history (where they resume) and how
// often it writes to it as pages turn.

/**
 * Least time between two read-history records while pages turn: the page reached is sent at
 * most this often (and once more when the reader leaves or hides the page).
 */
export const HISTORY_RECORD_INTERVAL_MS = 3000;

/**
 * How many of the reader's latest history lines are searched for where they left off: the
 * viewer (the page to reopen an episode at) and the work page's read buttons (the episode to
 * continue) ask for the same lines.
 */
export const RESUME_HISTORY_LINES = 100;

/** Where the read history says a reader resumes: an episode and its one-based viewer page. */
export interface HistoryResume {
  readonly episodeCode: string;
  /** One-based page, as the viewer counts it (`?page=N`). */
  readonly page: number;
}

/** A history line as far as resuming goes. */
export type ResumeHistoryLine = {
  readonly work: Pick<HistoryEntry['work'], 'id'>;
  readonly episode: Pick<HistoryEntry['episode'], 'id' | 'code'>;
  readonly page: HistoryEntry['page'];
};

/**
 * Where a reader resumes, from their latest history lines (newest first, at most
 * {@link RESUME_HISTORY_LINES}): the newest line of the episode (`episodeId`, the viewer) or of
 * the work (`workId`, the work page's read buttons), its page turned into the viewer's
 * one-based page. `null` when the lines hold none.
 *
 * @example
 * historyResume(history.items, { episodeId: 2 }); //=> { episodeCode: 'CW_000001_0002_E', page: 12 }
 * historyResume(history.items, { workId: 7 }); //=> null (not read lately)
 */
export function historyResume(
  lines: readonly ResumeHistoryLine[],
  of: { readonly episodeId: number } | { readonly workId: number },
): HistoryResume | null {
  const line = lines.find((item) =>
    'episodeId' in of ? item.episode.id === of.episodeId : item.work.id === of.workId,
  );
  return line ? { episodeCode: line.episode.code, page: viewerPageOfHistory(line.page) } : null;
}
