'use client';

import type { ScrollType, ViewerManifest } from '@cw/contract/schemas';
import { useUiLocale } from '@cw/ui';
import { type ReactNode, type RefObject, useEffect, useMemo, useState } from 'react';
import type { Viewport } from '../chooseLayoutMode';
import type { PresentationMode } from '../storedPreferences';
import { VIEWER_TEXTS } from '../text';
import { GuardedEndPanel } from './GuardedEndPanel';
import { PagedStage } from './PagedStage';
import { STRIP_SIZES, WIDE_STRIP_SIZES } from './pageSizes';
import type { ViewerAnalyticsHandler } from './types';
import type { PreloadWindow } from './usePreloadWindow';
import type { ReadingState } from './useReadingPosition';
import { VerticalStrip } from './VerticalStrip';
import { ViewerEndContext } from './viewerContext';

export interface ViewerStageProps {
  /** The reading surface, which the viewer's keys read. */
  ref: RefObject<HTMLElement | null>;
  /** Focus the surface on mount when nothing else has focus. */
  autoFocus: boolean;
  vertical: boolean;
  scrollType: ScrollType;
  presentationMode: PresentationMode;
  viewport: Viewport;
  manifest: ViewerManifest;
  imageBaseUrl: string;
  reading: ReadingState;
  preload: PreloadWindow;
  onToggleControls: () => void;
  /** Analytics events of the end panel. */
  emit: ViewerAnalyticsHandler;
  /** Shown after the last page. */
  endPanel: ReactNode;
}

/**
 * The reading surface: a focusable region taking the keys, holding the vertical strip or the
 * paged stage and the end panel after the last page, with the position on screen in its
 * `data-*` attributes. Focused on opening, it shows no focus ring until focus leaves it.
 */
export function ViewerStage({
  ref,
  autoFocus,
  vertical,
  scrollType,
  presentationMode,
  viewport,
  manifest,
  imageBaseUrl,
  reading,
  preload,
  onToggleControls,
  emit,
  endPanel,
}: ViewerStageProps) {
  const locale = useUiLocale();
  const [focusedOnOpen, setFocusedOnOpen] = useState(false);
  const { pages, episode } = manifest;
  const { position, currentView, firstVisiblePage } = reading;
  const { atEnd } = position;
  const pageCount = pages.length;
  const endState = useMemo(() => ({ manifest, shown: atEnd, emit }), [manifest, atEnd, emit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const active = document.activeElement;
    if (autoFocus && (active === null || active === document.body)) {
      ref.current?.focus({ preventScroll: true });
      // Browsers ring an element focused by script before any input; this focus is ours.
      setFocusedOnOpen(true);
    }
  }, []);

  const panel = <GuardedEndPanel shown={atEnd}>{endPanel}</GuardedEndPanel>;
  return (
    <section
      ref={ref}
      className={vertical ? 'cw-viewer-stage cw-viewer-stage--vertical' : 'cw-viewer-stage'}
      aria-label={VIEWER_TEXTS[locale].surface}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the reading surface takes the keys
      tabIndex={0}
      onBlur={() => setFocusedOnOpen(false)}
      data-focused-on-open={focusedOnOpen ? '' : undefined}
      data-testid="viewer-stage"
      data-current-page={firstVisiblePage === null ? pageCount : firstVisiblePage + 1}
      data-current-view={vertical ? (atEnd ? pageCount : position.page) : currentView}
      data-at-end={atEnd ? 'true' : 'false'}
      data-page-count={pageCount}
    >
      <ViewerEndContext value={endState}>
        {vertical ? (
          <VerticalStrip
            pages={pages}
            loadPages={preload.loadPages}
            scrollerRef={ref}
            initialPage={position.page}
            seek={reading.seek}
            title={episode.title}
            imageBaseUrl={imageBaseUrl}
            sizes={presentationMode === 'normal' ? STRIP_SIZES : WIDE_STRIP_SIZES}
            preloader={preload.preloader}
            onVisibleChange={reading.onVisibleChange}
            onEndVisibleChange={reading.onEndVisibleChange}
            onToggleControls={onToggleControls}
            atEnd={atEnd}
            endPanel={panel}
          />
        ) : (
          <PagedStage
            views={reading.views}
            pages={pages}
            currentView={currentView}
            loadPages={preload.loadPages}
            scrollType={scrollType === 'ltr' ? 'ltr' : 'rtl'}
            viewport={viewport}
            title={episode.title}
            imageBaseUrl={imageBaseUrl}
            preloader={preload.preloader}
            onTurn={reading.turn}
            onToggleControls={onToggleControls}
            endPanel={panel}
          />
        )}
      </ViewerEndContext>
    </section>
  );
}
