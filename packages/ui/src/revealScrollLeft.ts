/** Where an item lies in a horizontal scroller, and the scroller's state, in CSS pixels. */
export type RevealScrollInput = {
  /** The scroller's current `scrollLeft`. */
  scrollLeft: number;
  /** The scroller's visible width (`clientWidth`). */
  viewportWidth: number;
  /** The item's start and end from the start of the scroller's content. */
  itemStart: number;
  itemEnd: number;
  /** Room to leave between the item and the scroller's edge (past a fade or shadow). */
  margin?: number;
};

/**
 * The `scrollLeft` that brings an item of a horizontal scroller fully into view with the least
 * movement, or `null` when it is already in view. An item wider than the scroller shows its
 * start. Internal to the package: `SiteHeader` uses it to show the current section in the
 * phone's scrolling nav strip.
 *
 * @example
 * revealScrollLeft({ scrollLeft: 0, viewportWidth: 300, itemStart: 320, itemEnd: 400 }); // 100
 */
export function revealScrollLeft({
  scrollLeft,
  viewportWidth,
  itemStart,
  itemEnd,
  margin = 0,
}: RevealScrollInput): number | null {
  const start = Math.max(0, itemStart - margin);
  if (start < scrollLeft) return start;
  if (itemEnd + margin > scrollLeft + viewportWidth) {
    return Math.min(start, itemEnd + margin - viewportWidth);
  }
  return null;
}
