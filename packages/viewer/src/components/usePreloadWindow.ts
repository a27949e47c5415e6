'use client';

import type { ViewerPage } from '@cw/contract/schemas';
import { type RefObject, useDeferredValue, useMemo } from 'react';
import { preloadPlan, verticalPreloadPlan } from '../preloadPlan';
import { type PagePreloader, usePagePreloader } from './usePagePreloader';
import type { ReadingState } from './useReadingPosition';

/** Options of {@link usePreloadWindow}. */
export interface PreloadWindowOptions {
  readonly pages: readonly ViewerPage[];
  readonly vertical: boolean;
  readonly reading: Pick<ReadingState, 'views' | 'position' | 'visibleRange' | 'currentView'>;
  /** The viewer's root, which shows how many page images are decoded (`data-decoded-pages`). */
  readonly rootRef: RefObject<HTMLElement | null>;
}

/** The pages that hold an image, and the decoder of their images. */
export interface PreloadWindow {
  /** Pages of the preload window: their views (or strip boxes) mount an image. */
  readonly loadPages: ReadonlySet<number>;
  readonly preloader: PagePreloader;
}

/**
 * Owns the preload window around what is on screen (`preloadPlan`, `verticalPreloadPlan`):
 * which pages mount an image, and the decoding of them in the plan's order. Decoding follows
 * the plan at once; mounting follows it a render later.
 *
 * @example
 * const { loadPages, preloader } = usePreloadWindow({ pages, vertical, reading, rootRef });
 * <VerticalStrip loadPages={loadPages} preloader={preloader} … />
 */
export function usePreloadWindow({
  pages,
  vertical,
  reading: { views, position, visibleRange, currentView },
  rootRef,
}: PreloadWindowOptions): PreloadWindow {
  const plan = useMemo(
    () =>
      vertical
        ? verticalPreloadPlan(
            visibleRange ?? { first: position.page, last: position.page },
            pages,
            {
              direction: position.travel,
            },
          )
        : preloadPlan({
            currentView: Math.min(currentView, views.length - 1),
            views,
            pages,
            direction: position.travel,
          }),
    [vertical, visibleRange, position.page, position.travel, pages, currentView, views],
  );
  // The window around the new view mounts in a render of its own after the turn has painted:
  // the turn itself only swaps which mounted view is active (the window held it already).
  const mountPlan = useDeferredValue(plan);
  const loadPages = useMemo(() => new Set(mountPlan.decode), [mountPlan]);
  const preloader = usePagePreloader({
    decode: plan.decode,
    onDecodedCountChange: (count) =>
      rootRef.current?.setAttribute('data-decoded-pages', String(count)),
  });
  return { loadPages, preloader };
}
