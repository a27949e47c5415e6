import type { Episode, HistoryMap } from '@cw/api-client/schemas';
import { Disclosure } from '@cw/ui';
import type { ReactNode } from 'react';
import { isEpisodeEntry } from '../collapseInactiveEpisodes';
import { collapseStoreOnlyRuns, storeOnlyRunOf } from '../collapseStoreOnlyRuns';
import { nextEpisodeBatch, renderedRowCount, rowsToReachEpisode } from '../episodeBatches';
import { episodeListItems } from '../episodeListItems';
import { episodeRanges, episodeToJumpTo, itemsInRange } from '../episodeRanges';
import type { EpisodeSortOrder } from '../episodeTypeUrl';
import type { EpisodeListViewState } from '../listViewState';
import { type MarkedEpisodeEntry, markRead } from '../markRead';
import { splitVisibleEpisodes } from '../splitVisibleEpisodes';
import { CLOSE_TEXT } from '../text';
import { EpisodeListToolbar } from './EpisodeListToolbar';
import { type EpisodeRowCardProps, EpisodeRowList } from './EpisodeRowList';
import type { ShowMoreVia } from './ShowMoreEpisodesButton';
import type { LongListControls } from './useLongListControls';
import type { MoveReader } from './useMoveReader';

export interface EpisodesPanelProps {
  episodes: readonly Episode[];
  sort: EpisodeSortOrder;
  onSortChange: (order: EpisodeSortOrder) => void;
  historyMap: HistoryMap | null;
  currentEpisode: Episode['id'] | Episode['code'] | null;
  nextUpdateDateText: string | null;
  /** The campaign banner above the list, or `null`. */
  banner: ReactNode;
  /** What is open and rendered, kept by `useListViewState`. */
  view: EpisodeListViewState;
  onViewChange: (change: Partial<EpisodeListViewState>) => void;
  /** A long list's controls, once their code is in (`useLongListControls`). */
  controls: LongListControls | null;
  /** Where the reader is taken once what a change asked for is rendered (`useMoveReader`). */
  mover: MoveReader;
  cardProps: EpisodeRowCardProps;
  episodeAction?: (episode: Episode) => ReactNode;
}

/**
 * The episodes tab of `EpisodeList`: the sort toggle, the next update, the first rows, and the
 * rest behind '全{n}話を表示', rendered in batches with range buttons when the list is long.
 */
export function EpisodesPanel({
  episodes,
  sort,
  onSortChange,
  historyMap,
  currentEpisode,
  nextUpdateDateText,
  banner,
  view,
  onViewChange,
  controls,
  mover: { panelRef, restListRef, moveReaderTo },
  cardProps,
  episodeAction,
}: EpisodesPanelProps) {
  const items = markRead(episodeListItems(episodes, sort), historyMap, currentEpisode);
  // Ranges and jumps count the episodes; what is shown folds store-only runs into rows.
  const rows = collapseStoreOnlyRuns(items, sort);
  const split = splitVisibleEpisodes(rows, { expanded: false });
  const ranges = episodeRanges(items);
  // The rest goes on below the first rows, which stay; a long list renders it in batches.
  const rest = rows.slice(split.visible.length);
  const batched = ranges.length > 0;
  const rendered = renderedRowCount(rest.length, view.renderedRows, { batched });
  const nextBatch = batched ? nextEpisodeBatch(rest, rendered) : null;

  const goToEpisode = (target: MarkedEpisodeEntry) => {
    const reach = rowsToReachEpisode(rest, target.episode.id) ?? 0;
    // A card folded in a run is opened with it, to be seen and focused.
    const run = storeOnlyRunOf(rows, target.episode.id);
    onViewChange({
      renderedRows: renderedRowCount(rest.length, Math.max(reach, rendered), { batched }),
      ...(run === null || view.openStoreRuns.includes(run.key)
        ? {}
        : { openStoreRuns: [...view.openStoreRuns, run.key] }),
    });
    moveReaderTo({ to: 'episode', episodeId: target.episode.id });
  };
  const jumpTo = (episodeNo: number) => {
    const target = episodeToJumpTo(items, episodeNo);
    if (target !== null) goToEpisode(target);
  };
  const goToRange = (start: number) => {
    const range = ranges.find((candidate) => candidate.start === start);
    const first = range === undefined ? undefined : itemsInRange(items, range).find(isEpisodeEntry);
    if (first !== undefined) goToEpisode(first);
  };
  const showMore = (via: ShowMoreVia) => {
    if (nextBatch === null) return;
    onViewChange({ renderedRows: nextBatch.renderedRows });
    // From the button, the keyboard goes on with the first new row rather than past it.
    if (via === 'button') moveReaderTo({ to: 'row', index: rendered });
  };
  const setExpanded = (expanded: boolean) => {
    // Closed, the list is the first rows again, and its toggle is where the reader is.
    onViewChange(expanded ? { expanded } : { expanded, renderedRows: 0 });
    if (!expanded) moveReaderTo({ to: 'toggle' });
  };
  const setStoreRunOpen = (key: string, open: boolean) => {
    const others = view.openStoreRuns.filter((openKey) => openKey !== key);
    onViewChange({ openStoreRuns: open ? [...others, key] : others });
  };
  const rowListProps = {
    cardProps,
    episodeAction,
    openStoreRuns: view.openStoreRuns,
    onStoreRunOpenChange: setStoreRunOpen,
  };

  return (
    <div ref={panelRef} className="cw-el-panel" data-tab="episodes">
      {banner}
      <EpisodeListToolbar
        nextUpdateDateText={nextUpdateDateText}
        sort={sort}
        onSortChange={onSortChange}
      />
      {split.visible.length > 0 ? <EpisodeRowList rows={split.visible} {...rowListProps} /> : null}
      {split.toggleLabel !== null ? (
        <Disclosure
          expandLabel={split.toggleLabel}
          collapseLabel={CLOSE_TEXT}
          buttonPosition="end"
          open={view.expanded}
          onOpenChange={setExpanded}
          className="cw-el-more"
        >
          {batched && controls !== null ? (
            <controls.EpisodeRangePicker ranges={ranges} onSelect={goToRange} onJump={jumpTo} />
          ) : null}
          <EpisodeRowList rows={rest.slice(0, rendered)} listRef={restListRef} {...rowListProps} />
          {nextBatch !== null && controls !== null ? (
            <controls.ShowMoreEpisodesButton
              episodeCount={nextBatch.episodeCount}
              renderedRows={rendered}
              onShowMore={showMore}
            />
          ) : null}
        </Disclosure>
      ) : null}
    </div>
  );
}
