'use client';

import type { ViewerManifest } from '@cw/api-client/schemas';
import { isTrialEpisode } from '@cw/domain';
import { useHydrated, useLatest, useUiLocale } from '@cw/ui';
import {
  type MouseEvent,
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useStore } from 'zustand';
import { chooseLayoutMode } from '../chooseLayoutMode';
import { initialControlsVisibility, updateControlsVisibility } from '../controlsVisibility';
import {
  DIRECTION_HINT_MS,
  rememberDirectionHintShown,
  shouldShowDirectionHint,
} from '../directionHint';
import { returnsToPrevious, type SessionHistory } from '../historyBack';
import { type ControlKind, keyStaysWithControl, mapKey, type PageAction } from '../inputMapping';
import { layoutSpreads } from '../layoutSpreads';
import {
  preloadPlan,
  shouldPrefetchNextEpisode,
  type VisibleRange,
  verticalPreloadPlan,
} from '../preloadPlan';
import { defaultReadingDirection, resolveScrollType } from '../readingDirection';
import {
  applyPageAction,
  currentViewIndex,
  initialReadingPosition,
  seekPage,
  withEndPanel,
  withVisiblePage,
} from '../readingPosition';
import type { PresentationMode, ReadingDirection } from '../storedPreferences';
import { pageAnnouncement, VIEWER_TEXTS } from '../text';
import { changeDirectionEvent, episodeReadEvent, presentationModeEvent } from '../viewerAnalytics';
import {
  createViewerPreferencesStore,
  type PreferenceStorage,
  type ViewerPreferencesStore,
} from '../viewerPreferencesStore';
import { afterNextPaint } from './afterNextPaint';
import { GuardedEndPanel } from './GuardedEndPanel';
import { PagedStage } from './PagedStage';
import { STRIP_SIZES, WIDE_STRIP_SIZES } from './pageSizes';
import {
  defaultEpisodeHref,
  defaultWorkHref,
  type LinkComponent,
  type ViewerAnalyticsHandler,
  type ViewerEpisodeHref,
  type ViewerWorkHref,
} from './types';
import { useFullscreen } from './useFullscreen';
import { usePagePreloader } from './usePagePreloader';
import { useViewportSize } from './useViewportSize';
import { type StripSeek, VerticalStrip } from './VerticalStrip';
import { ViewerControls } from './ViewerControls';
import { ViewerDirectionHint } from './ViewerDirectionHint';
import { ViewerEndPanel } from './ViewerEndPanel';
import { ViewerEndContext } from './viewerContext';

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
  /** Renders internal links: `'a'` or the app router's link. */
  linkComponent?: LinkComponent;
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
export function Viewer({ storage, ...props }: ViewerProps) {
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
      store={store}
      ready={hydrated}
      deviceStorage={deviceStorage}
    />
  );
}

interface ViewerSessionProps extends Omit<ViewerProps, 'storage'> {
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
  episodeHref = defaultEpisodeHref,
  linkComponent = 'a',
  imageBaseUrl = '',
  autoFocus = true,
  deviceStorage,
  ...callbacks
}: ViewerSessionProps) {
  const { work, episode, pages } = manifest;
  const locale = useUiLocale();
  const pageCount = pages.length;
  const storedDirection = useStore(store, (state) => state.direction);
  const presentationMode = useStore(store, (state) => state.presentationMode);
  const spreadShift = useStore(store, (state) => state.spreadShift);
  const scrollType = resolveScrollType({
    scrollType: work.scrollType,
    storedDirection,
    originalDirection: work.originalDirection,
  });
  const direction = storedDirection ?? defaultReadingDirection(work.scrollType);

  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLElement>(null);
  const controlsRef = useRef<HTMLDivElement>(null);
  const viewport = useViewportSize(bodyRef);
  const layout = chooseLayoutMode(viewport, scrollType);
  const vertical = layout === 'vertical';
  const views = useMemo(
    () =>
      layoutSpreads(pages, { mode: layout === 'spread' ? 'spread' : 'single', shift: spreadShift }),
    [pages, layout, spreadShift],
  );

  const [position, setPosition] = useState(() => initialReadingPosition(initialPage, pageCount));
  const [visibleRange, setVisibleRange] = useState<VisibleRange | null>(null);
  const [seek, setSeek] = useState<StripSeek | null>(null);
  const [controls, updateControls] = useReducer(
    updateControlsVisibility,
    undefined,
    initialControlsVisibility,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const focusInBars = useRef(false);
  const [hintShown, setHintShown] = useState(false);
  const [focusedOnOpen, setFocusedOnOpen] = useState(false);
  // Phones hide the bars by themselves; the CSS lays them out from the same breakpoint.

  const currentView = currentViewIndex(views, position);
  const atEnd = position.atEnd;
  const visiblePages: readonly number[] = atEnd
    ? []
    : vertical
      ? [position.page]
      : (views[currentView]?.pages ?? []);
  const firstVisiblePage = atEnd ? null : (visiblePages[0] ?? 0);
  const lastVisiblePage = atEnd
    ? pageCount - 1
    : vertical
      ? Math.max(visibleRange?.last ?? position.page, position.page)
      : (visiblePages.at(-1) ?? 0);

  // Which pages hold an image: the preload window around what is on screen.
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

  const latest = useLatest({
    ...callbacks,
    views,
    position,
    vertical,
    scrollType,
    presentationMode,
  });
  const emit = useCallback<ViewerAnalyticsHandler>(
    (event) => latest.current.onAnalytics?.(event),
    [latest],
  );

  // Page turns are plain state updates: the next view's images are mounted and decoded.
  const seekVertical = useCallback(
    (page: number) => {
      setSeek((previous) => ({ page, token: (previous?.token ?? 0) + 1 }));
      setPosition((current) =>
        page >= pageCount ? withEndPanel(current, true) : seekPage(current, page, pageCount),
      );
    },
    [pageCount],
  );
  const turn = useCallback(
    (action: PageAction) => {
      const { vertical: isVertical, position: current } = latest.current;
      if (!isVertical) {
        setPosition((previous) => applyPageAction(latest.current.views, previous, action));
        return;
      }
      const target =
        action === 'first'
          ? 0
          : action === 'last'
            ? pageCount - 1
            : action === 'next'
              ? current.atEnd
                ? pageCount
                : current.page + 1
              : current.atEnd
                ? current.page
                : current.page - 1;
      seekVertical(Math.min(Math.max(0, target), pageCount));
    },
    [latest, pageCount, seekVertical],
  );
  const chooseMenuOpen = (open: boolean) => {
    setMenuOpen(open);
    updateControls({ type: 'hold', held: open || focusInBars.current, now: Date.now() });
  };
  const toggleControls = () => {
    updateControls({ type: 'toggle', now: Date.now() });
    if (menuOpen) chooseMenuOpen(false);
    setHintShown(false);
  };
  const onFocusWithinBars = (inside: boolean) => {
    focusInBars.current = inside;
    updateControls({ type: 'hold', held: inside || menuOpen, now: Date.now() });
  };

  // The bars hide by themselves on every screen, so a spread gets the whole window too; on a
  // desktop the mouse brings them back (keys that do not turn the page do, below).
  useEffect(() => {
    updateControls({ type: 'autoHide', autoHide: true, now: Date.now() });
    const root = rootRef.current;
    if (root === null) return;
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') updateControls({ type: 'wake', now: Date.now() });
    };
    root.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => root.removeEventListener('pointermove', onPointerMove);
  }, []);
  useEffect(() => {
    if (controls.hideAt === null) return;
    const timer = setTimeout(
      () => updateControls({ type: 'tick', now: Date.now() }),
      Math.max(0, controls.hideAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [controls.hideAt]);

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

  const choosePresentationRef = useLatest(choosePresentationMode);

  // Keys: anywhere in the viewer, or with focus nowhere (body). The controls of the bars keep
  // the keys they need; other controls (the end panel's) keep every key.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const root = rootRef.current;
      const stage = stageRef.current;
      const target = event.target;
      if (root === null || stage === null || !(target instanceof Element)) return;
      const onPage = target === document.body || target === document.documentElement;
      if (!onPage && !root.contains(target)) return;
      const control = controlsRef.current?.contains(target) ? controlKindOf(target) : null;
      if (control !== null) {
        if (keyStaysWithControl(event, control)) return;
      } else if (target !== stage && target.closest(INTERACTIVE)) {
        return;
      }
      const { scrollType: type, presentationMode: mode, vertical: isVertical } = latest.current;
      if (event.key === 'Escape' && mode === 'fullscreen') {
        event.preventDefault();
        choosePresentationRef.current('fullscreen');
        return;
      }
      const action = mapKey(event, type);
      if (action === null) {
        updateControls({ type: 'wake', now: Date.now() });
        return;
      }
      // A focused strip scrolls natively (arrows by lines, Space by screens).
      if (isVertical && target === stage) return;
      event.preventDefault();
      turn(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [latest, turn, choosePresentationRef]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    const active = document.activeElement;
    if (autoFocus && (active === null || active === document.body)) {
      stageRef.current?.focus({ preventScroll: true });
      // Browsers ring an element focused by script before any input; this focus is ours.
      setFocusedOnOpen(true);
    }
  }, []);

  // The direction hint: once per device, when its storage is known (after hydration).
  const hintDecided = useRef(false);
  useEffect(() => {
    if (!ready || hintDecided.current) return;
    hintDecided.current = true;
    if (!shouldShowDirectionHint(deviceStorage)) return;
    rememberDirectionHintShown(deviceStorage);
    setHintShown(true);
  }, [ready, deviceStorage]);
  useEffect(() => {
    if (!hintShown) return;
    const timer = setTimeout(() => setHintShown(false), DIRECTION_HINT_MS);
    return () => clearTimeout(timer);
  }, [hintShown]);

  // `episode_read`, once the stored direction is known.
  const readReported = useRef(false);
  useEffect(() => {
    if (!ready || readReported.current) return;
    readReported.current = true;
    emit(episodeReadEvent(manifest, store.getState().direction));
  }, [ready, manifest, store, emit]);

  // `onPageChange` after each move; not for the page opened at.
  const reportedPage = useRef<number | null>(null);
  const pageNumber = firstVisiblePage === null ? null : firstVisiblePage + 1;
  useEffect(() => {
    if (pageNumber === null || reportedPage.current === pageNumber) return;
    const first = reportedPage.current === null;
    reportedPage.current = pageNumber;
    if (first) return;
    updateControls({ type: 'turn', now: Date.now() });
    setHintShown(false);
    // The app's bookkeeping (address, stored position, history) after the new page has painted.
    return afterNextPaint(() => latest.current.onPageChange?.(pageNumber));
  }, [pageNumber, latest]);

  const nearEndReported = useRef(false);
  const hasNextEpisode = manifest.nextEpisode !== null;
  useEffect(() => {
    if (nearEndReported.current || !hasNextEpisode) return;
    if (!shouldPrefetchNextEpisode(lastVisiblePage, pageCount)) return;
    nearEndReported.current = true;
    latest.current.onNearEnd?.();
  }, [lastVisiblePage, pageCount, hasNextEpisode, latest]);

  const endState = useMemo(() => ({ manifest, shown: atEnd, emit }), [manifest, atEnd, emit]);
  const panel = (
    <GuardedEndPanel shown={atEnd}>
      {endPanel ?? (
        <ViewerEndPanel
          manifest={manifest}
          episodeHref={episodeHref}
          workHref={workHref}
          linkComponent={linkComponent}
          imageBaseUrl={imageBaseUrl}
        />
      )}
    </GuardedEndPanel>
  );

  const onVisibleChange = useCallback((range: VisibleRange | null, current: number | null) => {
    setVisibleRange((previous) =>
      previous?.first === range?.first && previous?.last === range?.last ? previous : range,
    );
    if (current !== null) setPosition((previous) => withVisiblePage(previous, current));
  }, []);
  const onEndVisibleChange = useCallback(
    (visible: boolean) => setPosition((previous) => withEndPanel(previous, visible)),
    [],
  );

  const announcement = pageAnnouncement(
    { pages: visiblePages.map((page) => page + 1), pageCount },
    locale,
  );
  const sliderPage = atEnd ? pageCount : position.page + 1;
  const backHref = workHref(work);

  return (
    <div
      ref={rootRef}
      className="cw-viewer"
      data-slot="viewer"
      data-scroll-type={scrollType}
      data-layout={layout}
      data-presentation-mode={presentationMode}
      data-controls={controls.shown ? 'shown' : 'hidden'}
    >
      <div ref={bodyRef} className="cw-viewer__body">
        <section
          ref={stageRef}
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
                loadPages={loadPages}
                scrollerRef={stageRef}
                initialPage={position.page}
                seek={seek}
                title={episode.title}
                imageBaseUrl={imageBaseUrl}
                sizes={presentationMode === 'normal' ? STRIP_SIZES : WIDE_STRIP_SIZES}
                preloader={preloader}
                onVisibleChange={onVisibleChange}
                onEndVisibleChange={onEndVisibleChange}
                onToggleControls={toggleControls}
                atEnd={atEnd}
                endPanel={panel}
              />
            ) : (
              <PagedStage
                views={views}
                pages={pages}
                currentView={currentView}
                loadPages={loadPages}
                scrollType={scrollType === 'ltr' ? 'ltr' : 'rtl'}
                viewport={viewport}
                title={episode.title}
                imageBaseUrl={imageBaseUrl}
                preloader={preloader}
                onTurn={turn}
                onToggleControls={toggleControls}
                endPanel={panel}
              />
            )}
          </ViewerEndContext>
        </section>
        {/* The hint is for reading pages: it never covers the end panel. */}
        {hintShown && !atEnd ? <ViewerDirectionHint scrollType={scrollType} /> : null}
      </div>
      <ViewerControls
        ref={controlsRef}
        workTitle={work.title}
        episodeTitle={episode.title}
        trial={isTrialEpisode(episode)}
        actions={toolbarActions}
        workHref={backHref}
        linkComponent={linkComponent}
        onWorkLinkClick={(event) => {
          emit({ name: 'viewer_action_link_click', params: { link: 'work', href: backHref } });
          // Came from the work's page: back to it as the reader left it, not a fresh one.
          if (plainClick(event) && returnsToPrevious(sessionHistory(), backHref, location.origin)) {
            event.preventDefault();
            window.history.back();
          }
        }}
        direction={direction}
        onDirectionChange={chooseDirection}
        presentationMode={presentationMode}
        onPresentationModeChange={choosePresentationMode}
        spreadShift={layout === 'spread' ? spreadShift : null}
        onSpreadShiftChange={(shift) => store.getState().setSpreadShift(shift)}
        pageNumber={sliderPage}
        pageCount={pageCount}
        onSeek={(page) =>
          vertical
            ? seekVertical(page - 1)
            : setPosition((previous) => seekPage(previous, page - 1, pageCount))
        }
        sliderDirection={scrollType === 'rtl' ? 'rtl' : 'ltr'}
        counter={announcement}
        onPreviousPage={() => turn('previous')}
        onNextPage={() => turn('next')}
        canGoPrevious={vertical ? atEnd || position.page > 0 : currentView > 0}
        canGoNext={!atEnd}
        menuOpen={menuOpen}
        onMenuOpenChange={chooseMenuOpen}
        onUse={() => updateControls({ type: 'use', now: Date.now() })}
        onFocusWithinChange={onFocusWithinBars}
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

const INTERACTIVE =
  'a[href], button, input, select, textarea, summary, dialog, [contenteditable]:not([contenteditable="false"])';

/** Which control of the bars holds focus, for the keys it keeps; `null` for none. */
function controlKindOf(target: Element): ControlKind | null {
  if (target.matches('input[type="range"]')) return 'slider';
  if (target.closest('button')) return 'button';
  if (target.closest('a[href]')) return 'link';
  return null;
}

/** The session history of the Navigation API, where the browser has it. */
const sessionHistory = (): SessionHistory | undefined =>
  (window as { navigation?: SessionHistory }).navigation;

/** A press that opens the link here: the main button, no key that asks for another tab. */
const plainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
