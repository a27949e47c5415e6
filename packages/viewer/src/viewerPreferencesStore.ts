import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  type PresentationMode,
  parseStoredDirections,
  parseStoredPresentationModes,
  parseStoredSpreadShifts,
  type ReadingDirection,
  readStoredPresentationMode,
  type StoredDirection,
  type StoredPresentationMode,
  type StoredSpreadShift,
  WORK_DIRECTION_STORAGE_KEY,
  WORK_PRESENTATION_MODE_STORAGE_KEY,
  WORK_SPREAD_SHIFT_STORAGE_KEY,
} from './storedPreferences';
import {
  findWorkPreference,
  parseWorkPreferences,
  removeWorkPreference,
  upsertWorkPreference,
  type WorkPreference,
} from './workPreferenceList';

/** The part of `Storage` the store uses; `localStorage` fits, and so does a `Map` wrapper. */
export interface PreferenceStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A presentation mode the viewer can return to when leaving fullscreen. */
export type WindowedPresentationMode = Exclude<PresentationMode, 'fullscreen'>;

/** The reader's preferences for one work, and how to change them. */
export interface ViewerPreferencesState {
  readonly workCode: string;
  /** The reader's choice for this work; `null` when they never chose (see analytics). */
  readonly direction: ReadingDirection | null;
  readonly presentationMode: PresentationMode;
  /** Where leaving fullscreen returns to. */
  readonly presentationModePrev: WindowedPresentationMode;
  readonly spreadShift: boolean;
  setDirection(direction: ReadingDirection | null): void;
  /** Entering fullscreen remembers the current mode to return to. */
  setPresentationMode(mode: PresentationMode): void;
  /** Returns from fullscreen (also when the browser left it, on Esc) to the previous mode. */
  exitFullscreen(): void;
  setSpreadShift(spreadShift: boolean): void;
  toggleSpreadShift(): void;
}

/** A vanilla zustand store of one work's viewer preferences. */
export type ViewerPreferencesStore = StoreApi<ViewerPreferencesState>;

/** Options of {@link createViewerPreferencesStore}. */
export interface ViewerPreferencesStoreOptions {
  /** Usually `window.localStorage`; `null` (server, storage disabled) keeps choices in memory. */
  readonly storage: PreferenceStorage | null;
  readonly workCode: string;
}

/**
 * Creates the preference store of one viewer mount: reads the work's stored direction,
 * presentation mode (fullscreen already reverted) and spread shift, and writes each change
 * back. Each write re-reads the stored list and replaces only this work's entry, so viewers
 * of other works sharing the storage (other tabs included) keep theirs. Storage errors
 * (private mode, quota) are ignored: the choice then lasts for this mount only.
 *
 * Create it per mount (in a provider), never at module level: on the server a module-level
 * store would be shared by every request.
 *
 * @example
 * const store = createViewerPreferencesStore({ storage: window.localStorage, workCode: 'w1' });
 * store.getState().setDirection('vertical');
 */
export function createViewerPreferencesStore({
  storage,
  workCode,
}: ViewerPreferencesStoreOptions): ViewerPreferencesStore {
  const read = (key: string): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string): void => {
    try {
      storage?.setItem(key, value);
    } catch {
      // Storage full or denied: keep the choice in memory only.
    }
  };
  /** Replaces (or removes, with `null`) this work's entry in one stored list. */
  const persist = <T extends WorkPreference>(
    key: string,
    parse: (raw: string | null) => T[],
    entry: T | null,
  ): void => {
    const list = parse(read(key));
    const next =
      entry === null ? removeWorkPreference(list, workCode) : upsertWorkPreference(list, entry);
    write(key, JSON.stringify(next));
  };

  const stored = findWorkPreference(
    parseStoredPresentationModes(read(WORK_PRESENTATION_MODE_STORAGE_KEY)),
    workCode,
  );

  return createStore<ViewerPreferencesState>()((set, get) => {
    const savePresentation = (mode: PresentationMode, previous: WindowedPresentationMode) => {
      set({ presentationMode: mode, presentationModePrev: previous });
      const entry: StoredPresentationMode =
        mode === 'fullscreen'
          ? { workCode, presentationMode: mode, presentationModePrev: previous }
          : { workCode, presentationMode: mode };
      // Written without the on-load migration, so another tab's fullscreen entry survives.
      persist(WORK_PRESENTATION_MODE_STORAGE_KEY, parsePresentationList, entry);
    };

    return {
      workCode,
      direction:
        findWorkPreference(parseStoredDirections(read(WORK_DIRECTION_STORAGE_KEY)), workCode)
          ?.direction ?? null,
      presentationMode: stored?.presentationMode ?? 'normal',
      presentationModePrev: windowed(stored?.presentationMode),
      spreadShift:
        findWorkPreference(parseStoredSpreadShifts(read(WORK_SPREAD_SHIFT_STORAGE_KEY)), workCode)
          ?.spreadShift ?? false,

      setDirection(direction) {
        if (get().direction === direction) return;
        set({ direction });
        const entry: StoredDirection | null = direction === null ? null : { workCode, direction };
        persist(WORK_DIRECTION_STORAGE_KEY, parseStoredDirections, entry);
      },

      setPresentationMode(mode) {
        const { presentationMode, presentationModePrev } = get();
        if (presentationMode === mode) return;
        const previous =
          presentationMode === 'fullscreen' ? presentationModePrev : presentationMode;
        savePresentation(mode, mode === 'fullscreen' ? previous : mode);
      },

      exitFullscreen() {
        const { presentationMode, presentationModePrev } = get();
        if (presentationMode !== 'fullscreen') return;
        savePresentation(presentationModePrev, presentationModePrev);
      },

      setSpreadShift(spreadShift) {
        if (get().spreadShift === spreadShift) return;
        set({ spreadShift });
        // Only shifted works are stored; unshifted is the default.
        const entry: StoredSpreadShift | null = spreadShift ? { workCode, spreadShift } : null;
        persist(WORK_SPREAD_SHIFT_STORAGE_KEY, parseStoredSpreadShifts, entry);
      },

      toggleSpreadShift() {
        get().setSpreadShift(!get().spreadShift);
      },
    };
  });
}

function parsePresentationList(raw: string | null): StoredPresentationMode[] {
  return parseWorkPreferences(raw, readStoredPresentationMode);
}

function windowed(mode: PresentationMode | undefined): WindowedPresentationMode {
  return mode === 'wide' ? 'wide' : 'normal';
}
