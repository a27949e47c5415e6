// A stored per-work list (reading directions, presentation modes, spread shifts, reading
// positions): read entry by entry, most recently changed last, bounded. Apart from the
// viewer's preferences so that a page reading one list (the work page's resume position) does
// not ship the others' readers.

/** Works each stored list remembers; the least recently changed are forgotten first. */
export const MAX_STORED_WORKS = 500;

/**
 * Reads one stored entry: the entry with its known fields only, or `null` when it does not
 * have the entry's shape.
 */
export type StoredEntryReader<T> = (value: unknown) => T | null;

/** Any per-work stored entry. */
export interface WorkPreference {
  readonly workCode: string;
}

/**
 * Reads a stored per-work list: each entry is read by `readEntry` and an invalid one is
 * ignored, so one damaged entry does not cost the reader every other work's choice.
 * Unreadable JSON or a value that is not a list reads as empty. When a work appears twice
 * the later entry wins.
 *
 * @example
 * parseWorkPreferences('[{"workCode":"w1","spreadShift":true},{"x":1}]', readStoredSpreadShift);
 * //=> [{ workCode: 'w1', spreadShift: true }]
 */
export function parseWorkPreferences<T extends WorkPreference>(
  raw: string | null | undefined,
  readEntry: StoredEntryReader<T>,
): T[] {
  if (raw == null || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  let entries: T[] = [];
  for (const item of value) {
    const entry = readEntry(item);
    if (entry) entries = upsertWorkPreference(entries, entry);
  }
  return entries;
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
