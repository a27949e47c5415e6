// The public names of @cw/viewer: those the app imports. All modules here are framework-free.

export { layoutSpreads } from './layoutSpreads';
export { readPageParam, resumePage } from './pagePosition';
export { VIEWER_READER_STORAGE_KEYS } from './readerStorage';
export { HISTORY_RECORD_INTERVAL_MS, historyResume, RESUME_HISTORY_LINES } from './readHistory';
export { readStoredPage, readStoredPosition, storeReadingPosition } from './readingPositions';
export { storeOnlyStores } from './storeOnly';
export { pageAltText } from './text';
export type { PreferenceStorage } from './viewerPreferencesStore';
