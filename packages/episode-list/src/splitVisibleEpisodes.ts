import { type EpisodeListItem, isEpisodeEntry } from './collapseInactiveEpisodes';
import type { CollapsibleList } from './collapsibleList';
import { CLOSE_TEXT, showAllEpisodesText } from './text';

/** Active episodes shown before the '全{n}話を表示' toggle. */
export const EPISODES_INITIALLY_SHOWN = 6;

/**
 * Cuts the lines of the episodes tab after the 6th active episode.
 *
 * What counts: only active episodes (`isActive`, promotional ones included). Store-only
 * entries (inactive with stores) and markers do not count, and those lying between the first
 * 6 active episodes stay visible. Everything after the 6th active episode is hidden.
 *
 * The toggle: `hiddenCount` counts the episode cards behind it (markers are not episodes).
 * When only markers would be hidden, nothing is cut and there is no toggle. `n` in
 * '全{n}話を表示' is the number of episode cards of the whole list (active and store-only),
 * i.e. what the reader sees once expanded; ended episodes folded into markers are not counted.
 * Expanded, the label is '閉じる'.
 *
 * @example
 * splitVisibleEpisodes(items, { expanded: false });
 * //=> { visible: [...up to the 6th active episode], hiddenCount: 3, toggleLabel: '全9話を表示' }
 */
export function splitVisibleEpisodes<T extends EpisodeListItem>(
  items: readonly T[],
  { expanded }: { expanded: boolean },
): CollapsibleList<T> {
  let cut = items.length;
  let active = 0;
  for (const [index, item] of items.entries()) {
    if (item.kind !== 'episode' || !item.episode.isActive) continue;
    active += 1;
    if (active === EPISODES_INITIALLY_SHOWN) {
      cut = index + 1;
      break;
    }
  }

  const hiddenCount = items.slice(cut).filter(isEpisodeEntry).length;
  if (hiddenCount === 0) return { visible: [...items], hiddenCount: 0, toggleLabel: null };
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: CLOSE_TEXT };
  return {
    visible: items.slice(0, cut),
    hiddenCount,
    toggleLabel: showAllEpisodesText(items.filter(isEpisodeEntry).length),
  };
}
