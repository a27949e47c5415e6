'use client';

import type { ViewerManifest } from '@cw/contract/schemas';
import { createContext, useContext } from 'react';
import type { ViewerAnalyticsHandler } from './types';

/** What the viewer tells the end panel it renders: the episode, and whether it shows. */
export interface ViewerEndState {
  readonly manifest: ViewerManifest;
  /** The end panel is on screen (paged: turned to; vertical: scrolled into view). */
  readonly shown: boolean;
  readonly emit: ViewerAnalyticsHandler;
}

/** Provided by `Viewer` around its end panel. */
export const ViewerEndContext = createContext<ViewerEndState | null>(null);

/**
 * The end panel's state inside a `Viewer`, `null` outside one (a story, a page of its own).
 *
 * @example
 * const end = useViewerEndState();
 * const shown = end?.shown ?? true;
 */
export function useViewerEndState(): ViewerEndState | null {
  return useContext(ViewerEndContext);
}
