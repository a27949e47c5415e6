import type { Episode } from '@cw/api-client/schemas';
import type { ReactNode, Ref } from 'react';
import type { EpisodeListRow } from '../collapseStoreOnlyRuns';
import type { MarkedEpisodeEntry, MarkedEpisodeListItem } from '../markRead';
import { EndedEpisodesNotice } from './EndedEpisodesNotice';
import { EpisodeCard, type EpisodeCardProps } from './EpisodeCard';
import { StoreOnlyRunRow } from './StoreOnlyRunRow';

/** What every episode card of the list is given besides its episode and marks. */
export type EpisodeRowCardProps = Pick<
  EpisodeCardProps,
  'episodeHref' | 'imageBaseUrl' | 'linkComponent' | 'onStoreModalOpen' | 'onStoreClick'
>;

export interface EpisodeRowListProps {
  rows: readonly EpisodeListRow<MarkedEpisodeEntry>[];
  listRef?: Ref<HTMLOListElement>;
  cardProps: EpisodeRowCardProps;
  /** The app's action beside each episode, outside its link. */
  episodeAction?: (episode: Episode) => ReactNode;
  /** The keys of the store-only runs shown open. */
  openStoreRuns: readonly string[];
  onStoreRunOpenChange: (key: string, open: boolean) => void;
}

/**
 * A list of rows of `EpisodeList`: episode cards, the ended episodes' notice, and store-only
 * runs that open in place to their cards.
 */
export function EpisodeRowList({
  rows,
  listRef,
  cardProps,
  episodeAction,
  openStoreRuns,
  onStoreRunOpenChange,
}: EpisodeRowListProps) {
  const renderEpisodeItem = (item: MarkedEpisodeListItem) =>
    item.kind === 'ended' ? (
      <li key={`ended-${item.afterEpisodeId}`} className="cw-el-list__item cw-el-list__item--ended">
        <EndedEpisodesNotice />
      </li>
    ) : (
      <li key={item.episode.id} className="cw-el-list__item" data-episode-id={item.episode.id}>
        <EpisodeCard
          episode={item.episode}
          hasRead={item.hasRead}
          isCurrent={item.isCurrent}
          {...cardProps}
        />
        {episodeAction ? (
          <div className="cw-el-list__action">{episodeAction(item.episode)}</div>
        ) : null}
      </li>
    );

  const renderRow = (row: EpisodeListRow<MarkedEpisodeEntry>) =>
    row.kind === 'storeOnlyRun' ? (
      <li key={row.key} className="cw-el-list__item cw-el-list__item--run">
        <StoreOnlyRunRow
          run={row}
          open={openStoreRuns.includes(row.key)}
          onOpenChange={(open) => onStoreRunOpenChange(row.key, open)}
        >
          {row.items.map(renderEpisodeItem)}
        </StoreOnlyRunRow>
      </li>
    ) : (
      renderEpisodeItem(row)
    );

  return (
    <ol ref={listRef} className="cw-el-list">
      {rows.map(renderRow)}
    </ol>
  );
}
