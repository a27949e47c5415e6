import { nextUpdateText } from '../episodeCardText';
import type { EpisodeSortOrder } from '../episodeTypeUrl';
import { SORT_TEXT } from '../text';

const SORT_ORDERS: readonly EpisodeSortOrder[] = ['first', 'latest'];

export interface EpisodeListToolbarProps {
  /** The work's next update text, shown as '次回更新予定日：{text}'. */
  nextUpdateDateText: string | null;
  sort: EpisodeSortOrder;
  onSortChange: (order: EpisodeSortOrder) => void;
}

/** The line above `EpisodeList`'s episodes: the next update and the sort toggle. */
export function EpisodeListToolbar({
  nextUpdateDateText,
  sort,
  onSortChange,
}: EpisodeListToolbarProps) {
  const nextUpdate = nextUpdateText(nextUpdateDateText);
  return (
    <div className="cw-el-toolbar">
      {nextUpdate !== null ? <p className="cw-el-next-update">{nextUpdate}</p> : null}
      <div className="cw-el-sort">
        {SORT_ORDERS.map((order) => (
          <button
            key={order}
            type="button"
            className="cw-el-sort__button"
            aria-pressed={order === sort}
            onClick={() => onSortChange(order)}
          >
            {SORT_TEXT[order]}
          </button>
        ))}
      </div>
    </div>
  );
}
