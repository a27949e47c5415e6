import type { PageAction } from './inputMapping';

/**
 * Applies a page turn to the current view index. Positions run from 0 to `viewCount`, where
 * `viewCount` itself is the end-of-episode panel: "next" from the last view opens it and
 * "previous" from it returns to the last view, so an episode never ends in a dead end.
 * "last" goes to the last view, not the panel. Out-of-range input is clamped first.
 *
 * @example
 * turnPage(4, 'next', 5); //=> 5 (the end panel)
 */
export function turnPage(viewIndex: number, action: PageAction, viewCount: number): number {
  const count = Math.max(0, Math.floor(viewCount));
  const current = Number.isFinite(viewIndex)
    ? Math.min(Math.max(0, Math.trunc(viewIndex)), count)
    : 0;
  switch (action) {
    case 'first':
      return 0;
    case 'last':
      return Math.max(0, count - 1);
    case 'next':
      return Math.min(current + 1, count);
    case 'previous':
      return Math.max(current - 1, 0);
  }
}

/**
 * Tells whether a position from {@link turnPage} is the end-of-episode panel.
 *
 * @example
 * isEndPanel(5, 5); //=> true
 */
export function isEndPanel(viewIndex: number, viewCount: number): boolean {
  return viewIndex >= viewCount;
}
