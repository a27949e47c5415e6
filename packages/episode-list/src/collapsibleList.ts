import { CLOSE_TEXT } from './text';

/** A list cut for display, and the toggle that reveals or hides the rest. */
export interface CollapsibleList<T> {
  /** What to render now. */
  visible: T[];
  /** How many entries the toggle would reveal now; 0 when expanded or when nothing is cut. */
  hiddenCount: number;
  /** `全…を表示` while collapsed, '閉じる' while expanded, `null` when no toggle is needed. */
  toggleLabel: string | null;
}

/**
 * Cuts a list after `shown` entries unless expanded. With nothing to hide there is no toggle.
 * Internal helper of the episode and volume splits.
 *
 * @example
 * collapsibleList([1, 2, 3, 4], 3, { expanded: false, showAllLabel: '全4話を表示' });
 * //=> { visible: [1, 2, 3], hiddenCount: 1, toggleLabel: '全4話を表示' }
 */
export function collapsibleList<T>(
  items: readonly T[],
  shown: number,
  { expanded, showAllLabel }: { expanded: boolean; showAllLabel: string },
): CollapsibleList<T> {
  if (items.length <= shown) return { visible: [...items], hiddenCount: 0, toggleLabel: null };
  if (expanded) return { visible: [...items], hiddenCount: 0, toggleLabel: CLOSE_TEXT };
  return {
    visible: items.slice(0, shown),
    hiddenCount: items.length - shown,
    toggleLabel: showAllLabel,
  };
}
