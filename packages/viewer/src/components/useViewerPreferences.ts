'use client';

import type { ScrollType, ViewerManifest } from '@cw/contract/schemas';
import type { RefObject } from 'react';
import { useStore } from 'zustand';
import { defaultReadingDirection, resolveScrollType } from '../readingDirection';
import type { PresentationMode, ReadingDirection } from '../storedPreferences';
import { changeDirectionEvent, presentationModeEvent } from '../viewerAnalytics';
import type { ViewerPreferencesStore } from '../viewerPreferencesStore';
import type { ViewerAnalyticsHandler } from './types';
import { useFullscreen } from './useFullscreen';

/** Options of {@link useViewerPreferences}. */
export interface ViewerPreferencesOptions {
  readonly store: ViewerPreferencesStore;
  readonly manifest: ViewerManifest;
  /** The element taken to the browser's fullscreen. */
  readonly rootRef: RefObject<HTMLElement | null>;
  readonly emit: ViewerAnalyticsHandler;
}

/** The reader's choices for the work, and the ways to change them. */
export interface ViewerPreferences {
  /** The scroll type read with: the work's, or the one the chosen direction gives. */
  readonly scrollType: ScrollType;
  /** The direction read in: the reader's choice, or the work's own. */
  readonly direction: ReadingDirection;
  readonly presentationMode: PresentationMode;
  readonly spreadShift: boolean;
  chooseDirection(direction: ReadingDirection): void;
  /** The mode pressed; pressing 全画面表示 again leaves fullscreen for the mode before it. */
  choosePresentationMode(mode: PresentationMode): void;
  chooseSpreadShift(spreadShift: boolean): void;
}

/**
 * Owns the reader's display choices of the session's preference store: reading direction,
 * presentation mode (with the browser's fullscreen, left also by Esc or a system gesture) and
 * spread shift, with the analytics event of each change.
 *
 * @example
 * const preferences = useViewerPreferences({ store, manifest, rootRef, emit });
 * chooseLayoutMode(viewport, preferences.scrollType);
 */
export function useViewerPreferences({
  store,
  manifest,
  rootRef,
  emit,
}: ViewerPreferencesOptions): ViewerPreferences {
  const { work } = manifest;
  const storedDirection = useStore(store, (state) => state.direction);
  const presentationMode = useStore(store, (state) => state.presentationMode);
  const spreadShift = useStore(store, (state) => state.spreadShift);
  const direction = storedDirection ?? defaultReadingDirection(work.scrollType);

  const fullscreen = useFullscreen(rootRef, () => {
    if (store.getState().presentationMode !== 'fullscreen') return;
    store.getState().exitFullscreen();
    const event = presentationModeEvent('fullscreen', store.getState().presentationMode);
    if (event !== null) emit(event);
  });
  const choosePresentationMode = (mode: PresentationMode) => {
    const from = store.getState().presentationMode;
    // The pressed 全画面表示 button leaves fullscreen, back to the mode before it.
    const to =
      from === 'fullscreen' && mode === 'fullscreen' ? store.getState().presentationModePrev : mode;
    if (to === from) return;
    if (to === 'fullscreen') fullscreen.enter();
    else if (from === 'fullscreen') fullscreen.exit();
    store.getState().setPresentationMode(to);
    const event = presentationModeEvent(from, to);
    if (event !== null) emit(event);
  };
  const chooseDirection = (next: ReadingDirection) => {
    if (next === direction) return;
    store.getState().setDirection(next);
    emit(changeDirectionEvent(manifest, next));
  };

  return {
    scrollType: resolveScrollType({
      scrollType: work.scrollType,
      storedDirection,
      originalDirection: work.originalDirection,
    }),
    direction,
    presentationMode,
    spreadShift,
    chooseDirection,
    choosePresentationMode,
    chooseSpreadShift: (shift) => store.getState().setSpreadShift(shift),
  };
}
