import { describe, expect, it } from 'vitest';
import { collapseStoreOnlyRuns } from './collapseStoreOnlyRuns';
import {
  EPISODE_BATCH_SIZE,
  nextEpisodeBatch,
  renderedRowCount,
  rowsToReachEpisode,
} from './episodeBatches';
import { episodeListItems } from './episodeListItems';
import { splitVisibleEpisodes } from './splitVisibleEpisodes';
import { buildEpisodes } from './test/episodePattern';

/** The rows behind '全{n}話を表示' of a list drawn as in `buildEpisodes`. */
function hiddenRows(pattern: string, order: 'first' | 'latest' = 'first') {
  const rows = collapseStoreOnlyRuns(episodeListItems(buildEpisodes(pattern), order), order);
  return rows.slice(splitVisibleEpisodes(rows, { expanded: false }).visible.length);
}

describe('renderedRowCount', () => {
  const batched = { batched: true };

  it('renders one batch of 50 rows of a long list at first', () => {
    expect(EPISODE_BATCH_SIZE).toBe(50);
    expect(renderedRowCount(230, 0, batched)).toBe(50);
    expect(renderedRowCount(230, 1, batched)).toBe(50);
  });

  it('renders whole batches, enough to hold the rows reached', () => {
    expect(renderedRowCount(230, 50, batched)).toBe(50);
    expect(renderedRowCount(230, 51, batched)).toBe(100);
    expect(renderedRowCount(230, 167, batched)).toBe(200);
  });

  it('never renders more rows than there are', () => {
    expect(renderedRowCount(230, 201, batched)).toBe(230);
    expect(renderedRowCount(230, 999, batched)).toBe(230);
    expect(renderedRowCount(20, 0, batched)).toBe(20);
  });

  it('renders every row of a list that is not long', () => {
    expect(renderedRowCount(94, 0, { batched: false })).toBe(94);
  });
});

describe('nextEpisodeBatch', () => {
  // 236 episodes: 230 behind the toggle.
  const rows = hiddenRows('A'.repeat(236));

  it('adds the next 50 rows and counts their episodes', () => {
    expect(nextEpisodeBatch(rows, 50)).toEqual({ renderedRows: 100, episodeCount: 50 });
  });

  it('ends at the last row', () => {
    expect(nextEpisodeBatch(rows, 200)).toEqual({ renderedRows: 230, episodeCount: 30 });
    expect(nextEpisodeBatch(rows, 230)).toBeNull();
  });

  it('counts the episodes of a run and none for a marker of ended episodes', () => {
    // Behind the toggle: 7–10, the marker of 11–12, 13–20, the run 21–60, 61–160.
    const mixed = hiddenRows(
      `${'A'.repeat(10)}xx${'A'.repeat(8)}${'s'.repeat(40)}${'A'.repeat(100)}`,
    );
    expect(mixed).toHaveLength(4 + 1 + 8 + 1 + 100);
    // Rows 1–50: 7–10, marker, 13–20, the run (40 episodes), 61–96.
    expect(nextEpisodeBatch(mixed, 0)).toEqual({
      renderedRows: 50,
      episodeCount: 4 + 8 + 40 + 36,
    });
  });
});

describe('rowsToReachEpisode', () => {
  it('counts the rows down to the episode', () => {
    const rows = hiddenRows('A'.repeat(236));
    expect(rowsToReachEpisode(rows, 7)).toBe(1);
    expect(rowsToReachEpisode(rows, 173)).toBe(167);
    expect(rowsToReachEpisode(rows, 236)).toBe(230);
  });

  it('follows the sort', () => {
    const rows = hiddenRows('A'.repeat(236), 'latest');
    expect(rowsToReachEpisode(rows, 230)).toBe(1);
    expect(rowsToReachEpisode(rows, 1)).toBe(230);
  });

  it('stops at the run folding a store-only episode', () => {
    const rows = hiddenRows(`${'A'.repeat(10)}${'s'.repeat(40)}${'A'.repeat(100)}`);
    expect(rowsToReachEpisode(rows, 11)).toBe(5);
    expect(rowsToReachEpisode(rows, 50)).toBe(5);
    expect(rowsToReachEpisode(rows, 51)).toBe(6);
  });

  it('is null for an episode the rows do not hold', () => {
    const rows = hiddenRows('A'.repeat(236));
    expect(rowsToReachEpisode(rows, 3)).toBeNull();
    expect(rowsToReachEpisode(rows, 999)).toBeNull();
  });
});
