'use client';

import { useLayoutEffect, useRef, useState } from 'react';
import { type EpisodeListViewState, readListViewState, withListViewState } from '../listViewState';

export interface UseListViewStateOptions {
  /** The work whose list it is; without it nothing is kept. */
  workCode?: string;
  /** Whether both long lists start open when nothing was kept. */
  defaultExpanded: boolean;
  /** Called once the kept state is on screen (or found absent), before the browser paints. */
  onRestored?: () => void;
}

function initialView(defaultExpanded: boolean): EpisodeListViewState {
  return {
    expanded: defaultExpanded,
    volumesExpanded: defaultExpanded,
    renderedRows: 0,
    openStoreRuns: [],
  };
}

/**
 * The open lists, how much of a long list is rendered and the open store-only runs of the episode list, kept in the
 * current history entry's `state` (merged with the router's keys) so Back from the viewer
 * shows the list as it was.
 *
 * The server renders the initial state; the kept one is read in a layout effect, so a list
 * mounted on Back is at its kept height before the first paint, and `onRestored` tells the
 * app when it may restore the scroll position.
 */
export function useListViewState({
  workCode,
  defaultExpanded,
  onRestored,
}: UseListViewStateOptions): [
  EpisodeListViewState,
  (change: Partial<EpisodeListViewState>) => void,
] {
  const [view, setView] = useState(() => initialView(defaultExpanded));
  // The work restored last: the list of another work starts from its own kept state.
  const [restoredFor, setRestoredFor] = useState<string | null>(null);
  const onRestoredRef = useRef(onRestored);

  useLayoutEffect(() => {
    onRestoredRef.current = onRestored;
  });

  useLayoutEffect(() => {
    const kept = workCode === undefined ? null : readListViewState(window.history.state, workCode);
    setView(kept ?? initialView(defaultExpanded));
    setRestoredFor(workCode ?? '');
  }, [workCode, defaultExpanded]);

  useLayoutEffect(() => {
    if (restoredFor !== null) onRestoredRef.current?.();
  }, [restoredFor]);

  const update = (change: Partial<EpisodeListViewState>) => {
    const next = { ...view, ...change };
    setView(next);
    if (workCode === undefined) return;
    // No URL: the entry keeps its address, and Next.js takes it as a state-only change.
    window.history.replaceState(withListViewState(window.history.state, workCode, next), '');
  };

  return [view, update];
}
