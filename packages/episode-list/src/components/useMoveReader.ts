'use client';

import type { Episode } from '@cw/api-client/schemas';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Where the list takes the reader once what was asked for is rendered. */
export type MoveTo =
  | { readonly to: 'episode'; readonly episodeId: Episode['id'] }
  | { readonly to: 'row'; readonly index: number }
  | { readonly to: 'toggle' };

/**
 * Takes the reader to an episode (scrolled to the top, its card focused), to the first row
 * from `index` of the rest of the list that can be focused, or back to the list's toggle
 * (scrolled into view; it has kept the focus).
 */
function moveReader(
  moveTo: MoveTo,
  panel: HTMLElement | null,
  restList: HTMLOListElement | null,
): void {
  if (moveTo.to === 'episode') {
    const item = panel?.querySelector<HTMLElement>(`[data-episode-id="${moveTo.episodeId}"]`);
    item?.scrollIntoView({ block: 'start' });
    item?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  } else if (moveTo.to === 'row') {
    const rows = [...(restList?.children ?? [])].slice(moveTo.index);
    for (const row of rows) {
      const control = row.querySelector<HTMLElement>('a, button');
      if (control !== null) {
        control.focus();
        return;
      }
    }
  } else {
    panel
      ?.querySelector<HTMLElement>('.cw-el-more > [data-slot="disclosure-trigger"]')
      ?.scrollIntoView({ block: 'nearest' });
  }
}

export interface MoveReader {
  /** The episodes panel, where episodes and the list's toggle are looked up. */
  panelRef: RefObject<HTMLDivElement | null>;
  /** The list of rows below the first ones, where a new batch's first row is looked up. */
  restListRef: RefObject<HTMLOListElement | null>;
  /** Asks for the move, made in an effect once the rows asked for with it are rendered. */
  moveReaderTo: (moveTo: MoveTo) => void;
}

/**
 * Where `EpisodeList` takes the reader (scroll and focus) after a change of what is rendered:
 * a move asked for with the change is made once the change is committed, then forgotten.
 */
export function useMoveReader(): MoveReader {
  const [moveTo, setMoveTo] = useState<MoveTo | null>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const restListRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (moveTo === null) return;
    moveReader(moveTo, panelRef.current, restListRef.current);
    setMoveTo(null);
  }, [moveTo]);
  return { panelRef, restListRef, moveReaderTo: setMoveTo };
}
