import type { Episode } from '@cw/contract/schemas';
import { episodeAvailability } from '@cw/domain';
import { type EpisodeListRow, episodeCardCount } from './collapseStoreOnlyRuns';
import type { CollapsibleList } from './collapsibleList';
import { CLOSE_TEXT, showAllEpisodesText } from './text';

/** Active episodes shown before the '全{n}話を表示' toggle (spec: "the first 6 active entries"). */
export const EPISODES_INITIALLY_SHOWN = 6;

/**
 * Cuts the rows of the episodes tab after the 6th active episode.
 *
 * What counts: only episodes to read (`episodeAvailability` as sent: `readable`, `trial` or
 * `promotional`; the spec's "active entries"). Store-only cards, active ones included, runs of
 * store-only episodes folded into one row ({@link collapseStoreOnlyRuns}) and markers do not
 * count, and those lying between the first 6 active episodes stay visible: folded into
 * runs, a long store-only stretch takes one row, so the 6 active episodes are near the top.
 * Everything after the 6th active episode is hidden.
 *
 * The toggle: `hiddenCount` counts the episode cards behind it, those of a run included
 * (markers are not episodes). When only markers would be hidden, nothing is cut and there is
 * no toggle. `n` in '全{n}話を表示' is the number of episode cards of the whole list (active
 * and store-only, folded or not), i.e. what the reader can see once everything is open; ended
 * episodes folded into markers are not counted. Expanded, the label is '閉じる'.
 *
 * Works on the lines of {@link collapseInactiveEpisodes} as they are, too: each card is a row.
 *
 * @example
 * splitVisibleEpisodes(collapseStoreOnlyRuns(items, 'first'), { expanded: false });
 * //=> { visible: [...up to the 6th row], hiddenCount: 3, toggleLabel: '全43話を表示' }
 */
export function splitVisibleEpisodes<T extends EpisodeListRow>(
  items: readonly T[],
  { expanded }: { expanded: boolean },
): CollapsibleList<T> {
  let cut = items.length;
  let counted = 0;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'episode' || !isToRead(item.episode)) continue;
    counted += 1;
    if (counted === EPISODES_INITIALLY_SHOWN) {
      cut = index + 1;
      break;
    }
  }

  const cards = (rows: readonly T[]) => rows.reduce((sum, row) => sum + episodeCardCount(row), 0);
  const hiddenCount = cards(items.slice(cut));
  if (hiddenCount === 0) return { visible: [...items], hiddenCount: 0, toggleLabel: null };
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: CLOSE_TEXT };
  return {
    visible: items.slice(0, cut),
    hiddenCount,
    toggleLabel: showAllEpisodesText(cards(items)),
  };
}

function isToRead(episode: Episode): boolean {
  const { kind } = episodeAvailability(episode);
  return kind !== 'store-only' && kind !== 'ended';
}
