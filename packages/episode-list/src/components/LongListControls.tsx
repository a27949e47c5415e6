import type { Episode } from '@cw/contract/schemas';
import { isEpisodeEntry } from '../collapseInactiveEpisodes';
import { type EpisodeListRow, storeOnlyRunOf } from '../collapseStoreOnlyRuns';
import { nextEpisodeBatch, renderedRowCount, rowsToReachEpisode } from '../episodeBatches';
import { type EpisodeRange, episodeToJumpTo, itemsInRange } from '../episodeRanges';
import type { EpisodeListViewState } from '../listViewState';
import type { MarkedEpisodeEntry, MarkedEpisodeListItem } from '../markRead';
import { EpisodeRangePicker } from './EpisodeRangePicker';
import { ShowMoreEpisodesButton, type ShowMoreVia } from './ShowMoreEpisodesButton';

// The ways through a long list (more episodes than a range list starts from), loaded once such
// a list is opened: the episode list renders these with its state, they change it.

/** Where the list takes the reader once what was asked for is rendered. */
export type MoveTo =
  | { readonly to: 'episode'; readonly episodeId: Episode['id'] }
  | { readonly to: 'row'; readonly index: number }
  | { readonly to: 'toggle' };

/** The opened long list, as the episode list renders it, and the ways to change it. */
export interface LongListState {
  /** The episodes and markers in the order of the sort: what ranges and jumps count. */
  items: readonly MarkedEpisodeListItem[];
  /** The rows shown (store-only runs folded), and the rest below the first ones. */
  rows: readonly EpisodeListRow<MarkedEpisodeEntry>[];
  rest: readonly EpisodeListRow<MarkedEpisodeEntry>[];
  /** Rows of the rest rendered so far. */
  rendered: number;
  openStoreRuns: readonly string[];
  updateView: (change: Partial<EpisodeListViewState>) => void;
  moveReaderTo: (moveTo: MoveTo) => void;
}

/**
 * Above the rest of a long list: '1〜50話', '51〜100話'… go to a range's first episode and
 * '話数を指定' to an episode. The list is rendered down to it (a store-only run holding it is
 * opened), and the reader is taken there.
 */
export function RangeControls({
  ranges,
  items,
  rows,
  rest,
  rendered,
  openStoreRuns,
  updateView,
  moveReaderTo,
}: LongListState & { ranges: readonly EpisodeRange[] }) {
  const goToEpisode = (target: MarkedEpisodeEntry) => {
    const reach = rowsToReachEpisode(rest, target.episode.id) ?? 0;
    // A card folded in a run is opened with it, to be seen and focused.
    const run = storeOnlyRunOf(rows, target.episode.id);
    updateView({
      renderedRows: renderedRowCount(rest.length, Math.max(reach, rendered), { batched: true }),
      ...(run === null || openStoreRuns.includes(run.key)
        ? {}
        : { openStoreRuns: [...openStoreRuns, run.key] }),
    });
    moveReaderTo({ to: 'episode', episodeId: target.episode.id });
  };
  const goToRange = (start: number) => {
    const range = ranges.find((candidate) => candidate.start === start);
    const first = range === undefined ? undefined : itemsInRange(items, range).find(isEpisodeEntry);
    if (first !== undefined) goToEpisode(first);
  };
  const jumpTo = (episodeNo: number) => {
    const target = episodeToJumpTo(items, episodeNo);
    if (target !== null) goToEpisode(target);
  };
  return <EpisodeRangePicker ranges={ranges} onSelect={goToRange} onJump={jumpTo} />;
}

/** Below what is rendered of a long list: '次の{n}話を表示' while a batch is left. */
export function MoreControls({
  rest,
  rendered,
  updateView,
  moveReaderTo,
}: Pick<LongListState, 'rest' | 'rendered' | 'updateView' | 'moveReaderTo'>) {
  const nextBatch = nextEpisodeBatch(rest, rendered);
  if (nextBatch === null) return null;
  const showMore = (via: ShowMoreVia) => {
    updateView({ renderedRows: nextBatch.renderedRows });
    // From the button, the keyboard goes on with the first new row rather than past it.
    if (via === 'button') moveReaderTo({ to: 'row', index: rendered });
  };
  return (
    <ShowMoreEpisodesButton
      episodeCount={nextBatch.episodeCount}
      renderedRows={rendered}
      onShowMore={showMore}
    />
  );
}
