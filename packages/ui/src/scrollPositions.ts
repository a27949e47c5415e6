/** Session storage keys of saved scroll positions start with this (spec section 9). */
export const SCROLL_POSITION_KEY_PREFIX = 'cw-front--scroll-position';
/** Least time between two saves of the position while the reader scrolls (spec section 9). */
export const SCROLL_SAVE_INTERVAL_MS = 500;
/** How long a restore waits for the page to grow tall enough (lists loading their pages). */
export const SCROLL_RESTORE_TIMEOUT_MS = 5000;

export type ScrollPosition = { x: number; y: number };

/**
 * The storage key of one history entry's scroll position.
 *
 * @example
 * scrollPositionKey('k3f9'); //=> 'cw-front--scroll-position:k3f9'
 */
export function scrollPositionKey(entryId: string): string {
  return `${SCROLL_POSITION_KEY_PREFIX}:${entryId}`;
}

/**
 * Saves the position of a history entry; a full or unavailable storage is ignored silently
 * (spec section 8: scroll-position save failures are ignored).
 *
 * @example
 * saveScrollPosition(sessionStorage, 'k3f9', { x: 0, y: 1480 });
 */
export function saveScrollPosition(
  storage: Pick<Storage, 'setItem'> | undefined,
  entryId: string,
  position: ScrollPosition,
): void {
  try {
    storage?.setItem(scrollPositionKey(entryId), JSON.stringify(position));
  } catch {
    // Quota exceeded or storage disabled: the page simply opens at the top.
  }
}

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The saved position of a history entry, or null when there is none or it is not a position.
 *
 * @example
 * readScrollPosition(sessionStorage, 'k3f9'); //=> { x: 0, y: 1480 }
 */
export function readScrollPosition(
  storage: Pick<Storage, 'getItem'> | undefined,
  entryId: string,
): ScrollPosition | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(scrollPositionKey(entryId)) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { x, y } = value as Record<string, unknown>;
    return isCoordinate(x) && isCoordinate(y) ? { x, y } : null;
  } catch {
    return null;
  }
}

/**
 * One step of restoring `target` on a page still being rendered: where to scroll now (as far
 * as the page already reaches) and whether the target is reached. A list that loads its next
 * page when its end comes into view grows at each step, so the restore keeps going until the
 * page is tall enough or the time is up.
 *
 * @example
 * restoreStep({ x: 0, y: 3000 }, { scrollHeight: 2000, viewportHeight: 800 });
 * //=> { scrollTo: { x: 0, y: 1200 }, reached: false }
 */
export function restoreStep(
  target: ScrollPosition,
  page: { scrollHeight: number; viewportHeight: number },
): { scrollTo: ScrollPosition; reached: boolean } {
  const maxY = Math.max(0, page.scrollHeight - page.viewportHeight);
  return { scrollTo: { x: target.x, y: Math.min(target.y, maxY) }, reached: target.y <= maxY };
}
