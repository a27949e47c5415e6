import type { RankingEntry, WorkSummary } from '@cw/contract/schemas';
import { workPath } from '@cw/paths';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { isTopRank } from '../ranking';
import { EMPTY_WORKS_TEXT, LOADING_TEXT } from '../text';
import { ListSection, type ListSectionProps } from './ListSection';
import type { WorkHref } from './types';
import { WorkTile } from './WorkTile';
import { WorkTileSkeleton } from './WorkTileSkeleton';

export interface RankingListProps
  extends Pick<ListSectionProps, 'heading' | 'headingLevel' | 'id' | 'className'> {
  /** The ranking's entries, best first (`Ranking.entries`). */
  entries: readonly RankingEntry[];
  /** URL of a work; its detail page (`/detail/{code}`) by default. */
  workHref?: WorkHref;
  loading?: boolean;
  skeletonCount?: number;
  emptyLabel?: string;
  showLabel?: boolean;
  /** How many leading covers load at once rather than lazily; 3 (the podium) by default. */
  priorityCount?: number;
  imageBaseUrl?: string;
  /** Called when an entry is followed (analytics `content_click`); from client components only. */
  onWorkClick?: (work: WorkSummary, rank: number) => void;
}

/** Class of each podium rank, for its colour. */
const PODIUM_CLASS_NAMES: Readonly<Record<number, string>> = {
  1: 'cw-cat-rank--first',
  2: 'cw-cat-rank--second',
  3: 'cw-cat-rank--third',
};

/**
 * A ranking as an ordered list: each entry's rank (`{n}位`; tied works share one) before the
 * work as a row tile, ranks 1 to 3 drawn larger in gold, silver and bronze. `作品がありません`
 * when empty, skeleton rows while loading. The ranking schema has no earlier ranks, so no
 * up/down marks. Server-renderable.
 *
 * @example
 * <RankingList heading="デイリーランキング" entries={ranking.entries} />
 */
export function RankingList({
  entries,
  workHref = (work) => workPath(work.code),
  loading = false,
  skeletonCount = 10,
  emptyLabel = EMPTY_WORKS_TEXT,
  showLabel = true,
  priorityCount = 3,
  imageBaseUrl = '',
  onWorkClick,
  ...section
}: RankingListProps) {
  let body: ReactNode;
  if (loading) {
    body = (
      <>
        <p className="cw-cat-visually-hidden">{LOADING_TEXT}</p>
        <ol className="cw-cat-ranking" aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
            <li key={index} className="cw-cat-ranking__item">
              <span className="cw-cat-rank" />
              <WorkTileSkeleton layout="row" />
            </li>
          ))}
        </ol>
      </>
    );
  } else if (entries.length === 0) {
    body = <p className="cw-cat-empty">{emptyLabel}</p>;
  } else {
    body = (
      <ol className="cw-cat-ranking">
        {entries.map(({ rank, work }, index) => {
          const top = isTopRank(rank);
          return (
            <li
              key={work.id}
              className={clsx('cw-cat-ranking__item', top && 'cw-cat-ranking__item--top')}
              data-rank={rank}
            >
              <span
                className={clsx('cw-cat-rank', top && 'cw-cat-rank--top', PODIUM_CLASS_NAMES[rank])}
              >
                {rank}
                <span className="cw-cat-rank__unit">位</span>
              </span>
              <WorkTile
                work={work}
                href={workHref(work)}
                layout="row"
                showLabel={showLabel}
                priority={index < priorityCount}
                imageBaseUrl={imageBaseUrl}
                onWorkClick={onWorkClick ? () => onWorkClick(work, rank) : undefined}
              />
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <ListSection {...section} loading={loading}>
      {body}
    </ListSection>
  );
}
