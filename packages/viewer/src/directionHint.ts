import type { PreferenceStorage } from './viewerPreferencesStore';

/** Local storage key set once this device has shown the reading direction hint. */
export const DIRECTION_HINT_STORAGE_KEY = 'cw-viewer--direction-hint';
/** How long the hint shows unless the reader turns a page or taps first, in milliseconds. */
export const DIRECTION_HINT_MS = 4000;

/**
 * Tells whether to show the first-time hint of the reading direction: only when the device
 * can remember it was shown (storage readable) and has not shown it yet. Without storage
 * (disabled, refused, the server) it is never shown, rather than on every episode.
 *
 * @example
 * shouldShowDirectionHint(localStorage); //=> true on this device's first episode
 */
export function shouldShowDirectionHint(storage: PreferenceStorage | null): boolean {
  if (storage === null) return false;
  try {
    return storage.getItem(DIRECTION_HINT_STORAGE_KEY) === null;
  } catch {
    return false; // Storage refused: the hint would show on every episode.
  }
}

/**
 * Remembers on this device that the hint was shown. A full or disabled storage is ignored.
 *
 * @example
 * if (shouldShowDirectionHint(localStorage)) rememberDirectionHintShown(localStorage);
 */
export function rememberDirectionHintShown(storage: PreferenceStorage | null): void {
  try {
    storage?.setItem(DIRECTION_HINT_STORAGE_KEY, 'shown');
  } catch {
    // Quota exceeded or storage disabled.
  }
}
