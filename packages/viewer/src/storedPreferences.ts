import { codeSchema } from '@cw/api-client/schemas';
import { z } from 'zod';

/** Local storage key of the reader's direction per work (spec section 9). */
export const WORK_DIRECTION_STORAGE_KEY = 'cw-viewer--work-direction';
/** Local storage key of the presentation mode per work. */
export const WORK_PRESENTATION_MODE_STORAGE_KEY = 'cw-viewer--work-presentation-mode';
/** Local storage key of "shift spreads by one page" per work. */
export const WORK_SPREAD_SHIFT_STORAGE_KEY = 'cw-viewer--work-spread-shift';
/** Works each stored list remembers; the least recently changed are forgotten first. */
export const MAX_STORED_WORKS = 500;

/** Reader-chosen reading direction of a work: 縦読み (vertical) or 横読み (horizontal). */
export const readingDirectionSchema = z.enum(['vertical', 'horizontal']);
export type ReadingDirection = z.infer<typeof readingDirectionSchema>;

/** How much of the screen the viewer takes. */
export const presentationModeSchema = z.enum(['normal', 'wide', 'fullscreen']);
export type PresentationMode = z.infer<typeof presentationModeSchema>;

/** One entry of the stored direction list. */
export const storedDirectionSchema = z.object({
  workCode: codeSchema,
  direction: readingDirectionSchema,
});
export type StoredDirection = z.infer<typeof storedDirectionSchema>;

/** One entry of the stored presentation mode list; `presentationModePrev` is set in fullscreen. */
export const storedPresentationModeSchema = z.object({
  workCode: codeSchema,
  presentationMode: presentationModeSchema,
  presentationModePrev: presentationModeSchema.optional(),
});
export type StoredPresentationMode = z.infer<typeof storedPresentationModeSchema>;

/** One entry of the stored spread shift list; only shifted works are stored. */
export const storedSpreadShiftSchema = z.object({
  workCode: codeSchema,
  spreadShift: z.boolean(),
});
export type StoredSpreadShift = z.infer<typeof storedSpreadShiftSchema>;

/** Any per-work stored entry. */
export interface WorkPreference {
  readonly workCode: string;
}

/**
 * Reads a stored per-work list: each entry is checked against `entrySchema` and an invalid
 * one is ignored, so one damaged entry does not cost the reader every other work's choice.
 * Unreadable JSON or a value that is not a list reads as empty. When a work appears twice
 * the later entry wins.
 *
 * @example
 * parseWorkPreferences('[{"workCode":"w1","spreadShift":true},{"x":1}]', storedSpreadShiftSchema);
 * //=> [{ workCode: 'w1', spreadShift: true }]
 */
export function parseWorkPreferences<S extends z.ZodType<WorkPreference>>(
  raw: string | null | undefined,
  entrySchema: S,
): z.infer<S>[] {
  if (raw == null || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let entries: z.infer<S>[] = [];
  for (const item of value) {
    const parsed = entrySchema.safeParse(item);
    if (parsed.success) entries = upsertWorkPreference(entries, parsed.data);
  }
  return entries;
}

/**
 * Reads the stored reading directions (`cw-viewer--work-direction`).
 *
 * @example
 * parseStoredDirections('[{"workCode":"w1","direction":"vertical"}]');
 * //=> [{ workCode: 'w1', direction: 'vertical' }]
 */
export function parseStoredDirections(raw: string | null | undefined): StoredDirection[] {
  return parseWorkPreferences(raw, storedDirectionSchema);
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
  return migratePresentationModes(parseWorkPreferences(raw, storedPresentationModeSchema));
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
  return parseWorkPreferences(raw, storedSpreadShiftSchema);
}

/**
 * Returns a new list with the work's entry replaced by `entry`, moved to the end (most recent
 * last) and the oldest entries dropped beyond {@link MAX_STORED_WORKS}.
 *
 * @example
 * const list = [{ workCode: 'a', direction: 'vertical' }];
 * upsertWorkPreference(list, { workCode: 'a', direction: 'horizontal' });
 * //=> [{ workCode: 'a', direction: 'horizontal' }]
 */
export function upsertWorkPreference<T extends WorkPreference>(
  list: readonly T[],
  entry: T,
  maxEntries: number = MAX_STORED_WORKS,
): T[] {
  const next = [...removeWorkPreference(list, entry.workCode), entry];
  return next.length > maxEntries ? next.slice(next.length - maxEntries) : next;
}

/**
 * Returns a new list without the work's entry.
 *
 * @example
 * removeWorkPreference([{ workCode: 'a', spreadShift: true }], 'a'); //=> []
 */
export function removeWorkPreference<T extends WorkPreference>(
  list: readonly T[],
  workCode: string,
): T[] {
  return list.filter((item) => item.workCode !== workCode);
}

/**
 * The work's entry in a stored list, if any.
 *
 * @example
 * findWorkPreference([{ workCode: 'a', direction: 'vertical' }], 'a')?.direction; //=> 'vertical'
 */
export function findWorkPreference<T extends WorkPreference>(
  list: readonly T[],
  workCode: string,
): T | undefined {
  return list.find((item) => item.workCode === workCode);
}
