import type { Episode } from '@cw/contract/schemas';
import { type EpisodeListRow, episodeCardCount } from './collapseStoreOnlyRuns';

/**
 * Rows of a long list rendered at a time behind '全{n}話を表示': one batch on opening, the next
 * as the reader nears the end of what is rendered, so a serial of hundreds of episodes opens
 * as fast as one of fifty.
 */
export const EPISODE_BATCH_SIZE = 50;

/** What the list renders next when the reader asks for more. */
export interface EpisodeBatch {
  /** Rows behind the toggle rendered once the batch is added. */
  readonly renderedRows: number;
  /** Episode cards the batch adds (a run of store-only episodes counts its episodes). */
  readonly episodeCount: number;
}

/**
 * How many of the rows behind the toggle to render. A long list (`batched`: one cut into
 * ranges, see `episodeRanges`) renders whole batches of {@link EPISODE_BATCH_SIZE} rows from
 * the top, at least one, enough to hold its first `reached` rows; any other list all its rows.
 * Never more rows than there are.
 *
 * ```
 * rows behind the toggle:  |------ 50 ------|------ 50 ------|---- 30 ----|
 * reached 0 or 1..50:      |rendered        |
 * reached 51..100:         |rendered                         |
 * reached 101..:           |rendered                                      |
 * ```
 *
 * @example
 * renderedRowCount(230, 73, { batched: true }); //=> 100
 */
export function renderedRowCount(
  hiddenRows: number,
  reached: number,
  { batched }: { batched: boolean },
): number {
  if (!batched) return hiddenRows;
  const batches = Math.max(1, Math.ceil(reached / EPISODE_BATCH_SIZE));
  return Math.min(hiddenRows, batches * EPISODE_BATCH_SIZE);
}

/**
 * The batch after the `rendered` first rows behind the toggle, or `null` when every row is
 * rendered.
 *
 * @example
 * nextEpisodeBatch(hiddenRows, 200); //=> { renderedRows: 230, episodeCount: 30 }
 */
export function nextEpisodeBatch(
  hiddenRows: readonly EpisodeListRow[],
  rendered: number,
): EpisodeBatch | null {
  if (rendered >= hiddenRows.length) return null;
  const renderedRows = renderedRowCount(hiddenRows.length, rendered + EPISODE_BATCH_SIZE, {
    batched: true,
  });
  const episodeCount = hiddenRows
    .slice(rendered, renderedRows)
    .reduce((sum, row) => sum + episodeCardCount(row), 0);
  return { renderedRows, episodeCount };
}

/**
 * How many rows, from the first, must be rendered for an episode's card to be on screen: up to
 * its own row, or the run of store-only episodes folding it. `null` when it is not in `rows`.
 *
 * @example
 * // Episodes 7–230 behind the toggle, one row each:
 * rowsToReachEpisode(hiddenRows, 173); //=> 167
 */
export function rowsToReachEpisode(
  rows: readonly EpisodeListRow[],
  episodeId: Episode['id'],
): number | null {
  const index = rows.findIndex((row) =>
    row.kind === 'storeOnlyRun'
      ? row.items.some((item) => item.kind === 'episode' && item.episode.id === episodeId)
      : row.kind === 'episode' && row.episode.id === episodeId,
  );
  return index === -1 ? null : index + 1;
}
