'use client';

import type { ViewerManifest } from '@cw/contract/schemas';
import { isTrialEpisode } from '@cw/domain';
import { useHydrated, useLatest, useUiLocale } from '@cw/ui';
import { type MouseEvent, type ReactNode, useCallback, useRef, useState } from 'react';
import { chooseLayoutMode } from '../chooseLayoutMode';
import { returnsToPrevious, type SessionHistory } from '../historyBack';
import { pageAnnouncement } from '../text';
import {
  createViewerPreferencesStore,
  type PreferenceStorage,
  type ViewerPreferencesStore,
} from '../viewerPreferencesStore';
import {
  defaultWorkHref,
  type ViewerAnalyticsHandler,
  type ViewerEpisodeHref,
  type ViewerWorkHref,
} from './types';
import { useDirectionHint } from './useDirectionHint';
import { usePreloadWindow } from './usePreloadWindow';
import { useReadingPosition } from './useReadingPosition';
import { useReadingReports } from './useReadingReports';
import { useViewerControls } from './useViewerControls';
import { useViewerKeyboard } from './useViewerKeyboard';
import { useViewerPreferences } from './useViewerPreferences';
import { useViewportSize } from './useViewportSize';
import { ViewerControls } from './ViewerControls';
import { ViewerDirectionHint } from './ViewerDirectionHint';
import { ViewerEndPanel } from './ViewerEndPanel';
import { ViewerStage } from './ViewerStage';

export interface ViewerProps {
  /** The episode to read, as `GET /api/contents/viewer` returns it. */
  manifest: ViewerManifest;
  /** One-based page to open at (`resumePage(…).page`); clamped to the episode. Default 1. */
  initialPage?: number;
  /**
   * Called with the one-based first page on screen after each move (not on mount, not for
   * the end panel). The app writes `?page=N` with `history.replaceState` and records
   * the read history.
   */
  onPageChange?: (page: number) => void;
  /**
   * Every analytics event: `episode_read` once per episode, the viewer actions, `end_of_book`.
   * Each carries its name and its own fields; the app adds the episode and work fields.
   */
  onAnalytics?: ViewerAnalyticsHandler;
  /** Shown after the last page; a `ViewerEndPanel` of the manifest by default. */
  endPanel?: ReactNode;
  /**
   * Actions of the app shown in the viewer's menu bar beside the title (e.g. saving the
   * episode for offline reading), as the follow button is handed to the end panel.
   */
  toolbarActions?: ReactNode;
  /**
   * Where the reader's direction, presentation mode and spread shift are kept per work, and
   * whether this device has shown the reading direction hint; `window.localStorage` by
   * default, `null` to keep them for this mount only (and show no hint). Read when the
   * viewer mounts and when the work changes.
   */
  storage?: PreferenceStorage | null;
  /**
   * Called once when the reader comes within a few pages of the end and a next episode
   * exists, so the app can prefetch its manifest and first pages.
   */
  onNearEnd?: () => void;
  /** URL of the work's page, for the back link; `/detail/{workCode}` by default. */
  workHref?: ViewerWorkHref;
  /** URL of an episode, for the default end panel; `/viewer/{episodeCode}` by default. */
  episodeHref?: ViewerEpisodeHref;
  /** Host put in front of root-relative page paths; `''` keeps the page's origin. */
  imageBaseUrl?: string;
  /**
   * Focus the reading surface on mount, so keys scroll a vertical strip at once and focus
   * leaves the previous page's link. It shows no focus ring until focus leaves and comes
   * back. Default true.
   */
  autoFocus?: boolean;
}

function browserLocalStorage(): PreferenceStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled: choices last for this mount.
  }
}

/**
 * The whole reading surface of one episode: paged (`rtl`, `ltr`: spreads on wide screens,
 * one page on narrow ones) or a vertical strip (`vsc`, or 縦読み chosen), with the menu,
 * page bar, end panel, a polite live region announcing pages, and the reader's preferences
 * per work in a store created for this mount.
 *
 * Phones (below `DESKTOP_MIN_WIDTH`): the viewer covers the whole window, over the site's
 * header, with one compact bar on top (back, titles, 表示設定 menu) and the page bar below,
 * both laid over the page. On every screen the bars hide a few seconds after showing or at
 * the first page turn, and come back with a tap in the middle, a mouse move or a key that does
 * not turn the page; focus inside them keeps them up. The first episode a device opens shows
 * a hint of which way it reads.
 *
 * Keys: arrows follow the reading direction (ArrowLeft is "next" in `rtl`), Space and
 * Shift+Space, PageDown/PageUp, Home/End, also while a control of the bars has focus, but
 * for the keys the control needs (`keyStaysWithControl`). Pointer: side taps turn, a middle
 * tap shows or hides the controls, swipes turn, wheel turns, Ctrl+wheel, pinch and a double
 * tap in the middle zoom at the pointer, dragging pans while zoomed.
 *
 * No `key` needed: a new episode (`manifest.episode.code`) starts a new reading session (page,
 * zoom, `episode_read`), and a new work a new preference store.
 *
 * Its own words (names of the controls, announcements, page images' text, the default end
 * panel) are in the language of the nearest `UiLocaleProvider` of @cw/ui, Japanese without one;
 * titles are shown as the manifest has them.
 *
 * @example
 * <Viewer
 *   manifest={manifest}
 *   initialPage={resumePage({ urlPage, pageCount }).page}
 *   onPageChange={(page) => history.replaceState(null, '', `?page=${page}`)}
 *   onAnalytics={(event) => track(viewerEvent(episodeContext({ work, episode }), event))}
 *   endPanel={<ViewerEndPanel manifest={manifest} recommendations={works} />}
 * />
 */
export function Viewer({ storage, episodeHref, ...props }: ViewerProps) {
  // Server HTML and hydration read no storage; the stored choices apply right after.
  const hydrated = useHydrated();
  const workCode = props.manifest.work.code;
  const deviceStorage = hydrated ? (storage === undefined ? browserLocalStorage() : storage) : null;
  // One store per mount and work; `storage` is read when it is made, so an inline object
  // passed on every render does not make a new store each time.
  const create = () => createViewerPreferencesStore({ storage: deviceStorage, workCode });
  const [holder, setHolder] = useState(() => ({ workCode, hydrated, store: create() }));
  let { store } = holder;
  if (holder.workCode !== workCode || holder.hydrated !== hydrated) {
    store = create();
    setHolder({ workCode, hydrated, store });
  }
  return (
    <ViewerSession
      key={props.manifest.episode.code}
      {...props}
      // Made here, where the links of the default end panel are known.
      endPanel={
        props.endPanel ?? (
          <ViewerEndPanel
            manifest={props.manifest}
            episodeHref={episodeHref}
            workHref={props.workHref}
            imageBaseUrl={props.imageBaseUrl}
          />
        )
      }
      store={store}
      ready={hydrated}
      deviceStorage={deviceStorage}
    />
  );
}

interface ViewerSessionProps extends Omit<ViewerProps, 'storage' | 'episodeHref'> {
  store: ViewerPreferencesStore;
  /** The store reads the reader's storage (after hydration). */
  ready: boolean;
  /** The reader's storage once hydrated, `null` before or without one. */
  deviceStorage: PreferenceStorage | null;
}

function ViewerSession({
  manifest,
  store,
  ready,
  initialPage = 1,
  endPanel,
  toolbarActions,
  workHref = defaultWorkHref,
  imageBaseUrl = '',
  autoFocus = true,
  deviceStorage,
  onAnalytics,
  ...callbacks
}: ViewerSessionProps) {
  const { work, episode, pages } = manifest;
  const locale = useUiLocale();
  const pageCount = pages.length;
  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const report = useLatest(onAnalytics);
  const emit = useCallback<ViewerAnalyticsHandler>((event) => report.current?.(event), [report]);

  const preferences = useViewerPreferences({ store, manifest, rootRef, emit });
  const { scrollType, presentationMode, spreadShift } = preferences;
  const viewport = useViewportSize(bodyRef);
  const layout = chooseLayoutMode(viewport, scrollType);
  const vertical = layout === 'vertical';
  const reading = useReadingPosition({ pages, layout, spreadShift, initialPage });
  const preload = usePreloadWindow({ pages, vertical, reading, rootRef });
  const bars = useViewerControls(rootRef);
  useViewerKeyboard({ rootRef, stageRef, controlsRef, vertical, preferences, reading, bars });
  const hint = useDirectionHint(ready, deviceStorage);
  const onMove = () => {
    bars.pageTurned();
    hint.dismiss();
  };
  useReadingReports({ ...callbacks, manifest, store, ready, emit, reading, onMove });
  const toggleControls = () => {
    bars.toggle();
    hint.dismiss();
  };
  const { atEnd } = reading.position;
  const announcement = pageAnnouncement(
    { pages: reading.visiblePages.map((page) => page + 1), pageCount },
    locale,
  );
  const backHref = workHref(work);

  return (
    <div
      ref={rootRef}
      className="cw-viewer"
      data-slot="viewer"
      data-scroll-type={scrollType}
      data-layout={layout}
      data-presentation-mode={presentationMode}
      data-controls={bars.shown ? 'shown' : 'hidden'}
    >
      <div ref={bodyRef} className="cw-viewer__body">
        <ViewerStage
          ref={stageRef}
          autoFocus={autoFocus}
          vertical={vertical}
          scrollType={scrollType}
          presentationMode={presentationMode}
          viewport={viewport}
          manifest={manifest}
          imageBaseUrl={imageBaseUrl}
          reading={reading}
          preload={preload}
          onToggleControls={toggleControls}
          emit={emit}
          endPanel={endPanel}
        />
        {/* The hint is for reading pages: it never covers the end panel. */}
        {hint.shown && !atEnd ? <ViewerDirectionHint scrollType={scrollType} /> : null}
      </div>
      <ViewerControls
        ref={controlsRef}
        workTitle={work.title}
        episodeTitle={episode.title}
        trial={isTrialEpisode(episode)}
        actions={toolbarActions}
        workHref={backHref}
        onWorkLinkClick={(event) => backToWork(event, backHref, emit)}
        direction={preferences.direction}
        onDirectionChange={preferences.chooseDirection}
        presentationMode={presentationMode}
        onPresentationModeChange={preferences.choosePresentationMode}
        spreadShift={layout === 'spread' ? spreadShift : null}
        onSpreadShiftChange={preferences.chooseSpreadShift}
        pageNumber={atEnd ? pageCount : reading.position.page + 1}
        pageCount={pageCount}
        onSeek={(page) => reading.seekTo(page - 1)}
        sliderDirection={scrollType === 'rtl' ? 'rtl' : 'ltr'}
        counter={announcement}
        onPreviousPage={() => reading.turn('previous')}
        onNextPage={() => reading.turn('next')}
        canGoPrevious={reading.canGoPrevious}
        canGoNext={!atEnd}
        menuOpen={bars.menuOpen}
        onMenuOpenChange={bars.chooseMenuOpen}
        onUse={bars.use}
        onFocusWithinChange={bars.onFocusWithin}
      />
      <p
        className="cw-viewer-visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="viewer-announcement"
      >
        {announcement}
      </p>
    </div>
  );
}

/**
 * The back arrow's press: reported, and, when the reader came from the work's page, back to it
 * as the reader left it rather than a fresh one.
 */
function backToWork(
  event: MouseEvent<HTMLAnchorElement>,
  href: string,
  emit: ViewerAnalyticsHandler,
): void {
  emit({ name: 'viewer_action_link_click', params: { link: 'work', href } });
  if (plainClick(event) && returnsToPrevious(sessionHistory(), href, location.origin)) {
    event.preventDefault();
    window.history.back();
  }
}

/** The session history of the Navigation API, where the browser has it. */
const sessionHistory = (): SessionHistory | undefined =>
  (window as { navigation?: SessionHistory }).navigation;

/** A press that opens the link here: the main button, no key that asks for another tab. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
