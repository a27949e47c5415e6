import { CODE_PATTERN } from '@cw/contract/constants';
import { parseWorkPreferences, type StoredEntryReader } from './workPreferenceList';

// What the browser kept in local storage is read with small hand-written readers rather than
// zod schemas: the work page and the viewer read it as they hydrate, and zod (~31 kB gzip, and
// its schema construction at start) would otherwise load with every such page. Each reader
// returns a fresh object of the known fields only, as a zod object parse would.

/** Local storage key of the reader's direction per work (spec section 9). */
export const WORK_DIRECTION_STORAGE_KEY = 'cw-viewer--work-direction';
/** Local storage key of the presentation mode per work. */
export const WORK_PRESENTATION_MODE_STORAGE_KEY = 'cw-viewer--work-presentation-mode';
/** Local storage key of "shift spreads by one page" per work. */
export const WORK_SPREAD_SHIFT_STORAGE_KEY = 'cw-viewer--work-spread-shift';

/** Reader-chosen reading directions of a work: 縦読み (vertical) or 横読み (horizontal). */
export const READING_DIRECTIONS = ['vertical', 'horizontal'] as const;
export type ReadingDirection = (typeof READING_DIRECTIONS)[number];

/** How much of the screen the viewer takes. */
export const PRESENTATION_MODES = ['normal', 'wide', 'fullscreen'] as const;
export type PresentationMode = (typeof PRESENTATION_MODES)[number];

/** One entry of the stored direction list. */
export type StoredDirection = { workCode: string; direction: ReadingDirection };

/** One entry of the stored presentation mode list; `presentationModePrev` is set in fullscreen. */
export type StoredPresentationMode = {
  workCode: string;
  presentationMode: PresentationMode;
  presentationModePrev?: PresentationMode;
};

/** One entry of the stored spread shift list; only shifted works are stored. */
export type StoredSpreadShift = { workCode: string; spreadShift: boolean };

/** The value as a record with a valid `workCode`, or `null`. */
function storedWorkEntry(value: unknown): (Record<string, unknown> & { workCode: string }) | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { workCode } = value as Record<string, unknown>;
  return typeof workCode === 'string' && CODE_PATTERN.test(workCode)
    ? (value as Record<string, unknown> & { workCode: string })
    : null;
}

function oneOf<const T extends readonly string[]>(options: T, value: unknown): value is T[number] {
  return typeof value === 'string' && options.includes(value);
}

/**
 * Reads one entry of the stored direction list.
 *
 * @example
 * readStoredDirection({ workCode: 'w1', direction: 'vertical' }); //=> { workCode: 'w1', direction: 'vertical' }
 * readStoredDirection({ workCode: 'w1', direction: 'diagonal' }); //=> null
 */
export const readStoredDirection: StoredEntryReader<StoredDirection> = (value) => {
  const entry = storedWorkEntry(value);
  return entry && oneOf(READING_DIRECTIONS, entry.direction)
    ? { workCode: entry.workCode, direction: entry.direction }
    : null;
};

/**
 * Reads one entry of the stored presentation mode list.
 *
 * @example
 * readStoredPresentationMode({ workCode: 'w1', presentationMode: 'wide' });
 * //=> { workCode: 'w1', presentationMode: 'wide' }
 */
export const readStoredPresentationMode: StoredEntryReader<StoredPresentationMode> = (value) => {
  const entry = storedWorkEntry(value);
  if (!entry || !oneOf(PRESENTATION_MODES, entry.presentationMode)) return null;
  const previous = entry.presentationModePrev;
  if (previous === undefined) {
    return { workCode: entry.workCode, presentationMode: entry.presentationMode };
  }
  return oneOf(PRESENTATION_MODES, previous)
    ? {
        workCode: entry.workCode,
        presentationMode: entry.presentationMode,
        presentationModePrev: previous,
      }
    : null;
};

/**
 * Reads one entry of the stored spread shift list.
 *
 * @example
 * readStoredSpreadShift({ workCode: 'w1', spreadShift: true }); //=> { workCode: 'w1', spreadShift: true }
 */
export const readStoredSpreadShift: StoredEntryReader<StoredSpreadShift> = (value) => {
  const entry = storedWorkEntry(value);
  return entry && typeof entry.spreadShift === 'boolean'
    ? { workCode: entry.workCode, spreadShift: entry.spreadShift }
    : null;
};

/**
 * Reads the stored reading directions (`cw-viewer--work-direction`).
 *
 * @example
 * parseStoredDirections('[{"workCode":"w1","direction":"vertical"}]');
 * //=> [{ workCode: 'w1', direction: 'vertical' }]
 */
export function parseStoredDirections(raw: string | null | undefined): StoredDirection[] {
  return parseWorkPreferences(raw, readStoredDirection);
}

/**
 * Reads the stored presentation modes and migrates them for a new page load: the viewer
 * never opens in fullscreen (browsers only grant it on a user gesture), so a stored
 * `fullscreen` reverts to `presentationModePrev`, or the entry is dropped when there is none.
 *
 * @example
 * parseStoredPresentationModes(
 *   '[{"workCode":"w1","presentationMode":"fullscreen","presentationModePrev":"wide"}]',
 * ); //=> [{ workCode: 'w1', presentationMode: 'wide' }]
 */
export function parseStoredPresentationModes(
  raw: string | null | undefined,
): StoredPresentationMode[] {
  return migratePresentationModes(parseWorkPreferences(raw, readStoredPresentationMode));
}

/**
 * The on-load migration of {@link parseStoredPresentationModes}, for lists already parsed.
 *
 * @example
 * migratePresentationModes([{ workCode: 'w1', presentationMode: 'fullscreen' }]); //=> []
 */
export function migratePresentationModes(
  entries: readonly StoredPresentationMode[],
): StoredPresentationMode[] {
  return entries.flatMap((entry) => {
    if (entry.presentationMode !== 'fullscreen') return [entry];
    const previous = entry.presentationModePrev;
    if (previous === undefined || previous === 'fullscreen') return [];
    return [{ workCode: entry.workCode, presentationMode: previous }];
  });
}

/**
 * Reads the stored spread shifts.
 *
 * @example
 * parseStoredSpreadShifts('[{"workCode":"w1","spreadShift":true}]');
 * //=> [{ workCode: 'w1', spreadShift: true }]
 */
export function parseStoredSpreadShifts(raw: string | null | undefined): StoredSpreadShift[] {
  return parseWorkPreferences(raw, readStoredSpreadShift);
}
