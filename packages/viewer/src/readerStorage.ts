import { WORK_READING_POSITION_STORAGE_KEY } from './readingPositions';
import {
  WORK_DIRECTION_STORAGE_KEY,
  WORK_PRESENTATION_MODE_STORAGE_KEY,
  WORK_SPREAD_SHIFT_STORAGE_KEY,
} from './storedPreferences';

/**
 * The viewer's local storage keys that tell what this device's reader read: the reading
 * positions, and the choices kept per work (which name the works). Cleared at sign-out, so the
 * next person at a shared device finds none of it. The direction hint is the device's and stays.
 */
export const VIEWER_READER_STORAGE_KEYS = [
  WORK_READING_POSITION_STORAGE_KEY,
  WORK_DIRECTION_STORAGE_KEY,
  WORK_PRESENTATION_MODE_STORAGE_KEY,
  WORK_SPREAD_SHIFT_STORAGE_KEY,
] as const;
