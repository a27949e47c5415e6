import { readdirSync, readFileSync } from 'node:fs';
import * as viewer from '@cw/viewer';
import { describe, expect, it, vi } from 'vitest';
import { layoutSpreads } from './layoutSpreads';

// The core must not need React: with `react` mocked as an empty module it still works.
vi.mock('react', () => ({}));
vi.mock('react-dom', () => ({}));

describe('@cw/viewer', () => {
  it('resolves to the source through the @cw/source condition', () => {
    expect(viewer.layoutSpreads).toBe(layoutSpreads);
  });

  it('exports exactly the public API', () => {
    expect(Object.keys(viewer).sort()).toEqual([
      'CONTROLS_AUTO_HIDE_MS',
      'CONTROLS_TURN_GRACE_MS',
      'CONTROLS_WAKE_INTERVAL_MS',
      'DEFAULT_DECODE_BUDGET_BYTES',
      'DIRECTION_HINT_MS',
      'DIRECTION_HINT_STORAGE_KEY',
      'DIRECTION_HINT_TEXT',
      'DIRECTION_HINT_TEXTS',
      'DOUBLE_TAP_MS',
      'DOUBLE_TAP_SLOP_PX',
      'DOUBLE_TAP_ZOOM_SCALE',
      'GOOD_TEXT',
      'GOOD_TEXTS',
      'HISTORY_RECORD_INTERVAL_MS',
      'MAX_DECODED_PAGES',
      'MAX_STORED_WORKS',
      'MAX_ZOOM_SCALE',
      'MIN_ZOOM_SCALE',
      'NEXT_EPISODE_PREFETCH_PAGES',
      'PAGE_FALLBACK_WIDTH',
      'PRELOAD_AHEAD',
      'PRELOAD_BEHIND',
      'PRESENTATION_MODES',
      'PRESENTATION_MODE_TEXT',
      'PRESENTATION_MODE_TEXTS',
      'READING_DIRECTIONS',
      'READING_DIRECTION_TEXT',
      'READING_DIRECTION_TEXTS',
      'RESUME_HISTORY_LINES',
      'SPREAD_MIN_VIEWPORT_WIDTH',
      'SWIPE_THRESHOLD_PX',
      'TAP_SLOP_PX',
      'VIEWER_READER_STORAGE_KEYS',
      'VIEWER_TEXT',
      'VIEWER_TEXTS',
      'WHEEL_GESTURE_GAP_MS',
      'WHEEL_THRESHOLD_PX',
      'WHEEL_TURN_INTERVAL_MS',
      'WHEEL_ZOOM_SENSITIVITY',
      'WORK_DIRECTION_STORAGE_KEY',
      'WORK_PRESENTATION_MODE_STORAGE_KEY',
      'WORK_READING_POSITION_STORAGE_KEY',
      'WORK_SPREAD_SHIFT_STORAGE_KEY',
      'applyPageAction',
      'changeDirectionEvent',
      'chooseLayoutMode',
      'createViewerPreferencesStore',
      'currentViewIndex',
      'defaultReadingDirection',
      'episodeReadEvent',
      'estimateDecodedBytes',
      'findWorkPreference',
      'fitView',
      'historyResume',
      'initialControlsVisibility',
      'initialReadingPosition',
      'isDoubleTap',
      'isDoubleTapZone',
      'isEndPanel',
      'isTap',
      'isWidePage',
      'isZoomed',
      'keyStaysWithControl',
      'layoutSpreads',
      'mapKey',
      'mapSwipe',
      'mapTapZone',
      'mapWheel',
      'mayTurnOnWheel',
      'migratePresentationModes',
      'mostVisiblePage',
      'normalizeWheelDelta',
      'pageAltText',
      'pageAnnouncement',
      'pageImageSources',
      'pageSizesAtZoom',
      'pagesOfView',
      'panBy',
      'parsePageParam',
      'parseStoredDirections',
      'parseStoredPresentationModes',
      'parseStoredSpreadShifts',
      'parseWorkPreferences',
      'pinchCenter',
      'pinchDistance',
      'preloadPlan',
      'presentationModeEvent',
      'readPageParam',
      'readStoredDirection',
      'readStoredPage',
      'readStoredPosition',
      'readStoredPresentationMode',
      'readStoredReadingPosition',
      'readStoredSpreadShift',
      'rememberDirectionHintShown',
      'removeWorkPreference',
      'resetZoom',
      'resolveScrollType',
      'resumePage',
      'seekPage',
      'shouldPrefetchNextEpisode',
      'shouldShowDirectionHint',
      'spreadDisplayOrder',
      'storeOnlyStores',
      'storeReadingPosition',
      'toggleZoomAt',
      'turnPage',
      'updateControlsVisibility',
      'upsertWorkPreference',
      'verticalPreloadPlan',
      'verticalVisibleRange',
      'viewIndexOfPage',
      'withEndPanel',
      'withVisiblePage',
      'zoomAt',
    ]);
  });

  it('runs a whole reading session with React mocked away', () => {
    const pages = Array.from({ length: 9 }, (_, index) => ({
      index,
      width: index === 5 ? 2000 : 1000,
      height: 1400,
      src: `/p/${index}`,
    }));
    const mode = viewer.chooseLayoutMode({ width: 1280, height: 800 }, 'rtl');
    expect(mode).toBe('spread');
    const views = viewer.layoutSpreads(pages, {
      mode: mode === 'spread' ? 'spread' : 'single',
      shift: false,
    });
    const store = viewer.createViewerPreferencesStore({ storage: null, workCode: 'w1' });
    let view = viewer.viewIndexOfPage(views, viewer.parsePageParam('2', pages.length) - 1);
    const key = { key: 'ArrowLeft', shiftKey: false, ctrlKey: false, metaKey: false };
    const action = viewer.mapKey(key, 'rtl');
    expect(action).toBe('next');
    view = viewer.turnPage(view, action ?? 'next', views.length);
    expect(viewer.pagesOfView(views, view)).toEqual([3, 4]);
    expect(viewer.spreadDisplayOrder(views[view] as viewer.PageView, 'rtl')).toEqual([4, 3]);
    expect(viewer.preloadPlan({ currentView: view, views, pages }).decode[0]).toBe(3);
    store.getState().toggleSpreadShift();
    expect(store.getState().spreadShift).toBe(true);
  });

  it('has no module importing React, the DOM or a module-level store', () => {
    const sources = readdirSync(new URL('.', import.meta.url))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(new URL(name, import.meta.url), 'utf8'))
      // Code only: TSDoc examples may show `window.localStorage` being passed in.
      .map((source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
    for (const source of sources) {
      expect(source).not.toMatch(/from 'react(-dom)?(\/[^']*)?'/);
      expect(source).not.toMatch(/\b(window|document|navigator|localStorage)\./);
      expect(source).not.toMatch(/^(export )?const \w+ = createStore/m);
      expect(source).not.toMatch(/from 'zustand'/);
    }
  });
});
