'use client';

import type { ViewerManifest } from '@cw/contract/schemas';
import { useLatest } from '@cw/ui';
import { useEffect, useRef } from 'react';
import { shouldPrefetchNextEpisode } from '../preloadPlan';
import { episodeReadEvent } from '../viewerAnalytics';
import type { ViewerPreferencesStore } from '../viewerPreferencesStore';
import { afterNextPaint } from './afterNextPaint';
import type { ViewerAnalyticsHandler } from './types';
import type { ReadingState } from './useReadingPosition';

/** Options of {@link useReadingReports}. */
export interface ReadingReportsOptions {
  readonly manifest: ViewerManifest;
  readonly store: ViewerPreferencesStore;
  /** The store reads the reader's storage (after hydration): the stored direction is known. */
  readonly ready: boolean;
  readonly emit: ViewerAnalyticsHandler;
  /** The pages on screen: the first tells a move, the last the nearing end. */
  readonly reading: Pick<ReadingState, 'firstVisiblePage' | 'lastVisiblePage'>;
  /** Right after each move, before the app hears of it. */
  onMove(): void;
  /** The one-based first page on screen after each move, once it has painted. */
  onPageChange?: (page: number) => void;
  /** Once, within a few pages of the end when a next episode exists. */
  onNearEnd?: () => void;
}

/**
 * Owns what a session tells the app as the reader goes: `episode_read` once the stored
 * direction is known, `onPageChange` after each move (not for the page opened at, nor for the
 * end panel), after the new page has painted, and `onNearEnd` once near the end
 * (`shouldPrefetchNextEpisode`).
 *
 * @example
 * useReadingReports({ manifest, store, ready, emit, reading, onMove, onPageChange, onNearEnd });
 */
export function useReadingReports(options: ReadingReportsOptions): void {
  const { manifest, store, ready, emit, reading } = options;
  const { firstVisiblePage, lastVisiblePage } = reading;
  const latest = useLatest(options);

  const readReported = useRef(false);
  useEffect(() => {
    if (!ready || readReported.current) return;
    readReported.current = true;
    emit(episodeReadEvent(manifest, store.getState().direction));
  }, [ready, manifest, store, emit]);

  const reportedPage = useRef<number | null>(null);
  const pageNumber = firstVisiblePage === null ? null : firstVisiblePage + 1;
  useEffect(() => {
    if (pageNumber === null || reportedPage.current === pageNumber) return;
    const first = reportedPage.current === null;
    reportedPage.current = pageNumber;
    if (first) return;
    latest.current.onMove();
    // The app's bookkeeping (address, stored position, history) after the new page has painted.
    return afterNextPaint(() => latest.current.onPageChange?.(pageNumber));
  }, [pageNumber, latest]);

  const nearEndReported = useRef(false);
  const pageCount = manifest.pages.length;
  const hasNextEpisode = manifest.nextEpisode !== null;
  useEffect(() => {
    if (nearEndReported.current || !hasNextEpisode) return;
    if (!shouldPrefetchNextEpisode(lastVisiblePage, pageCount)) return;
    nearEndReported.current = true;
    latest.current.onNearEnd?.();
  }, [lastVisiblePage, pageCount, hasNextEpisode, latest]);
}
