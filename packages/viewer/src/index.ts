// Every public name of @cw/viewer, listed explicitly. All modules here are framework-free.

export type { ViewerLayoutMode, Viewport } from './chooseLayoutMode';
export { chooseLayoutMode, SPREAD_MIN_VIEWPORT_WIDTH } from './chooseLayoutMode';
export type { ControlsEvent, ControlsVisibility } from './controlsVisibility';
export {
  CONTROLS_AUTO_HIDE_MS,
  CONTROLS_TURN_GRACE_MS,
  CONTROLS_WAKE_INTERVAL_MS,
  initialControlsVisibility,
  updateControlsVisibility,
} from './controlsVisibility';
export {
  DIRECTION_HINT_MS,
  DIRECTION_HINT_STORAGE_KEY,
  rememberDirectionHintShown,
  shouldShowDirectionHint,
} from './directionHint';
export type { TapRecord } from './gestures';
export {
  DOUBLE_TAP_MS,
  DOUBLE_TAP_SLOP_PX,
  isDoubleTap,
  isDoubleTapZone,
  isTap,
  mayTurnOnWheel,
  pinchCenter,
  pinchDistance,
  TAP_SLOP_PX,
  WHEEL_GESTURE_GAP_MS,
  WHEEL_TURN_INTERVAL_MS,
} from './gestures';
export type {
  ControlKind,
  KeyInput,
  PageAction,
  TapAction,
  WheelAction,
  WheelOptions,
} from './inputMapping';
export {
  keyStaysWithControl,
  mapKey,
  mapSwipe,
  mapTapZone,
  mapWheel,
  normalizeWheelDelta,
  SWIPE_THRESHOLD_PX,
  WHEEL_THRESHOLD_PX,
  WHEEL_ZOOM_SENSITIVITY,
} from './inputMapping';
export type { LayoutMode, LayoutOptions, PageSize, PageView } from './layoutSpreads';
export {
  isWidePage,
  layoutSpreads,
  pagesOfView,
  spreadDisplayOrder,
  viewIndexOfPage,
} from './layoutSpreads';
export type { FittedView, PageImageFormat, PageImageSources } from './pageImages';
export {
  estimateDecodedBytes,
  fitView,
  PAGE_FALLBACK_WIDTH,
  pageImageSources,
  pageSizesAtZoom,
} from './pageImages';
export type { ResumeInput, ResumePosition } from './pagePosition';
export { parsePageParam, readPageParam, resumePage } from './pagePosition';
export type {
  PagedPreloadInput,
  PreloadOptions,
  PreloadPlan,
  TravelDirection,
  VisibleRange,
} from './preloadPlan';
export {
  DEFAULT_DECODE_BUDGET_BYTES,
  MAX_DECODED_PAGES,
  NEXT_EPISODE_PREFETCH_PAGES,
  PRELOAD_AHEAD,
  PRELOAD_BEHIND,
  preloadPlan,
  shouldPrefetchNextEpisode,
  verticalPreloadPlan,
} from './preloadPlan';
export { VIEWER_READER_STORAGE_KEYS } from './readerStorage';
export type { HistoryResume, ResumeHistoryLine } from './readHistory';
export { HISTORY_RECORD_INTERVAL_MS, historyResume, RESUME_HISTORY_LINES } from './readHistory';
export { defaultReadingDirection, resolveScrollType } from './readingDirection';
export type { ReadingPosition } from './readingPosition';
export {
  applyPageAction,
  currentViewIndex,
  initialReadingPosition,
  seekPage,
  withEndPanel,
  withVisiblePage,
} from './readingPosition';
export type { StoredReadingPosition } from './readingPositions';
export {
  readStoredPage,
  readStoredPosition,
  readStoredReadingPosition,
  storeReadingPosition,
  WORK_READING_POSITION_STORAGE_KEY,
} from './readingPositions';
export type {
  PresentationMode,
  ReadingDirection,
  StoredDirection,
  StoredPresentationMode,
  StoredSpreadShift,
} from './storedPreferences';
export {
  migratePresentationModes,
  PRESENTATION_MODES,
  parseStoredDirections,
  parseStoredPresentationModes,
  parseStoredSpreadShifts,
  READING_DIRECTIONS,
  readStoredDirection,
  readStoredPresentationMode,
  readStoredSpreadShift,
  WORK_DIRECTION_STORAGE_KEY,
  WORK_PRESENTATION_MODE_STORAGE_KEY,
  WORK_SPREAD_SHIFT_STORAGE_KEY,
} from './storedPreferences';
export { storeOnlyStores } from './storeOnly';
export {
  DIRECTION_HINT_TEXT,
  DIRECTION_HINT_TEXTS,
  GOOD_TEXT,
  GOOD_TEXTS,
  PRESENTATION_MODE_TEXT,
  PRESENTATION_MODE_TEXTS,
  pageAltText,
  pageAnnouncement,
  READING_DIRECTION_TEXT,
  READING_DIRECTION_TEXTS,
  VIEWER_TEXT,
  VIEWER_TEXTS,
} from './text';
export { isEndPanel, turnPage } from './turnPage';
export { mostVisiblePage, verticalVisibleRange } from './verticalPosition';
export type {
  ViewerAnalyticsEvent,
  ViewerAnalyticsEventName,
  ViewerLinkKind,
} from './viewerAnalytics';
export { changeDirectionEvent, episodeReadEvent, presentationModeEvent } from './viewerAnalytics';
export type {
  PreferenceStorage,
  ViewerPreferencesState,
  ViewerPreferencesStore,
  ViewerPreferencesStoreOptions,
  WindowedPresentationMode,
} from './viewerPreferencesStore';
export { createViewerPreferencesStore } from './viewerPreferencesStore';
export type { StoredEntryReader, WorkPreference } from './workPreferenceList';
export {
  findWorkPreference,
  MAX_STORED_WORKS,
  parseWorkPreferences,
  removeWorkPreference,
  upsertWorkPreference,
} from './workPreferenceList';
export type { ZoomBounds, ZoomPoint, ZoomState } from './zoom';
export {
  DOUBLE_TAP_ZOOM_SCALE,
  isZoomed,
  MAX_ZOOM_SCALE,
  MIN_ZOOM_SCALE,
  panBy,
  resetZoom,
  toggleZoomAt,
  zoomAt,
} from './zoom';
