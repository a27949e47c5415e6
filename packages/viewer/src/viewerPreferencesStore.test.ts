import { describe, expect, it, vi } from 'vitest';
import {
  WORK_DIRECTION_STORAGE_KEY,
  WORK_PRESENTATION_MODE_STORAGE_KEY,
  WORK_SPREAD_SHIFT_STORAGE_KEY,
} from './storedPreferences';
import { createViewerPreferencesStore, type PreferenceStorage } from './viewerPreferencesStore';

class MemoryStorage implements PreferenceStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  read(key: string): unknown {
    const raw = this.items.get(key);
    return raw === undefined ? undefined : JSON.parse(raw);
  }
}

describe('createViewerPreferencesStore', () => {
  it('starts with defaults when nothing is stored', () => {
    const state = createViewerPreferencesStore({
      storage: new MemoryStorage(),
      workCode: 'w1',
    }).getState();
    expect(state.workCode).toBe('w1');
    expect(state.direction).toBeNull();
    expect(state.presentationMode).toBe('normal');
    expect(state.spreadShift).toBe(false);
  });

  it('creates independent stores, not one shared instance', () => {
    const storage = new MemoryStorage();
    const a = createViewerPreferencesStore({ storage, workCode: 'w1' });
    const b = createViewerPreferencesStore({ storage, workCode: 'w1' });
    expect(a).not.toBe(b);
    a.getState().setSpreadShift(true);
    expect(b.getState().spreadShift).toBe(false);
  });

  it('reads the work’s stored choices', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      WORK_DIRECTION_STORAGE_KEY,
      JSON.stringify([{ workCode: 'w1', direction: 'vertical' }]),
    );
    storage.setItem(
      WORK_PRESENTATION_MODE_STORAGE_KEY,
      JSON.stringify([{ workCode: 'w1', presentationMode: 'wide' }]),
    );
    storage.setItem(
      WORK_SPREAD_SHIFT_STORAGE_KEY,
      JSON.stringify([{ workCode: 'w1', spreadShift: true }]),
    );
    const state = createViewerPreferencesStore({ storage, workCode: 'w1' }).getState();
    expect(state.direction).toBe('vertical');
    expect(state.presentationMode).toBe('wide');
    expect(state.spreadShift).toBe(true);
  });

  it('persists each change in the spec’s list format', () => {
    const storage = new MemoryStorage();
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    store.getState().setDirection('vertical');
    store.getState().setPresentationMode('wide');
    store.getState().setSpreadShift(true);
    expect(store.getState()).toMatchObject({
      direction: 'vertical',
      presentationMode: 'wide',
      spreadShift: true,
    });
    expect(storage.read(WORK_DIRECTION_STORAGE_KEY)).toEqual([
      { workCode: 'w1', direction: 'vertical' },
    ]);
    expect(storage.read(WORK_PRESENTATION_MODE_STORAGE_KEY)).toEqual([
      { workCode: 'w1', presentationMode: 'wide' },
    ]);
    expect(storage.read(WORK_SPREAD_SHIFT_STORAGE_KEY)).toEqual([
      { workCode: 'w1', spreadShift: true },
    ]);
  });

  it('restores the choices in a later store (after a reload)', () => {
    const storage = new MemoryStorage();
    const first = createViewerPreferencesStore({ storage, workCode: 'w1' });
    first.getState().setDirection('horizontal');
    first.getState().setPresentationMode('wide');
    first.getState().toggleSpreadShift();
    const state = createViewerPreferencesStore({ storage, workCode: 'w1' }).getState();
    expect(state.direction).toBe('horizontal');
    expect(state.presentationMode).toBe('wide');
    expect(state.spreadShift).toBe(true);
  });

  it('does not clobber another work’s choices in the same storage', () => {
    const storage = new MemoryStorage();
    const one = createViewerPreferencesStore({ storage, workCode: 'w1' });
    const two = createViewerPreferencesStore({ storage, workCode: 'w2' });
    one.getState().setDirection('vertical');
    two.getState().setDirection('horizontal');
    one.getState().setPresentationMode('wide');
    two.getState().setPresentationMode('fullscreen');
    one.getState().setSpreadShift(true);
    two.getState().setSpreadShift(true);
    two.getState().setSpreadShift(false);

    expect(storage.read(WORK_DIRECTION_STORAGE_KEY)).toEqual([
      { workCode: 'w1', direction: 'vertical' },
      { workCode: 'w2', direction: 'horizontal' },
    ]);
    expect(storage.read(WORK_PRESENTATION_MODE_STORAGE_KEY)).toEqual([
      { workCode: 'w1', presentationMode: 'wide' },
      { workCode: 'w2', presentationMode: 'fullscreen', presentationModePrev: 'normal' },
    ]);
    expect(storage.read(WORK_SPREAD_SHIFT_STORAGE_KEY)).toEqual([
      { workCode: 'w1', spreadShift: true },
    ]);

    const reopened = createViewerPreferencesStore({ storage, workCode: 'w1' }).getState();
    expect(reopened).toMatchObject({
      direction: 'vertical',
      presentationMode: 'wide',
      spreadShift: true,
    });
  });

  it('keeps entries written by others since the store was created', () => {
    const storage = new MemoryStorage();
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    // Another tab stores a choice for w9 after this store read the storage.
    storage.setItem(
      WORK_DIRECTION_STORAGE_KEY,
      JSON.stringify([{ workCode: 'w9', direction: 'vertical' }]),
    );
    store.getState().setDirection('horizontal');
    expect(storage.read(WORK_DIRECTION_STORAGE_KEY)).toEqual([
      { workCode: 'w9', direction: 'vertical' },
      { workCode: 'w1', direction: 'horizontal' },
    ]);
  });

  it('remembers the mode before fullscreen and returns to it', () => {
    const storage = new MemoryStorage();
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    store.getState().setPresentationMode('wide');
    store.getState().setPresentationMode('fullscreen');
    expect(store.getState().presentationMode).toBe('fullscreen');
    expect(store.getState().presentationModePrev).toBe('wide');
    expect(storage.read(WORK_PRESENTATION_MODE_STORAGE_KEY)).toEqual([
      { workCode: 'w1', presentationMode: 'fullscreen', presentationModePrev: 'wide' },
    ]);
    store.getState().exitFullscreen();
    expect(store.getState().presentationMode).toBe('wide');
    expect(storage.read(WORK_PRESENTATION_MODE_STORAGE_KEY)).toEqual([
      { workCode: 'w1', presentationMode: 'wide' },
    ]);
  });

  it('does nothing on exitFullscreen outside fullscreen', () => {
    const storage = new MemoryStorage();
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    store.getState().exitFullscreen();
    expect(store.getState().presentationMode).toBe('normal');
    expect(storage.items.size).toBe(0);
  });

  it('opens a work last read in fullscreen in the mode before it', () => {
    const storage = new MemoryStorage();
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    store.getState().setPresentationMode('wide');
    store.getState().setPresentationMode('fullscreen');
    const reopened = createViewerPreferencesStore({ storage, workCode: 'w1' }).getState();
    expect(reopened.presentationMode).toBe('wide');
    expect(reopened.presentationModePrev).toBe('wide');
  });

  it('opens in normal mode when a stored fullscreen has no previous mode', () => {
    const storage = new MemoryStorage();
    storage.setItem(
      WORK_PRESENTATION_MODE_STORAGE_KEY,
      JSON.stringify([{ workCode: 'w1', presentationMode: 'fullscreen' }]),
    );
    expect(
      createViewerPreferencesStore({ storage, workCode: 'w1' }).getState().presentationMode,
    ).toBe('normal');
  });

  it('switching between fullscreen and another mode keeps the right mode to return to', () => {
    const store = createViewerPreferencesStore({ storage: new MemoryStorage(), workCode: 'w1' });
    store.getState().setPresentationMode('fullscreen');
    expect(store.getState().presentationModePrev).toBe('normal');
    store.getState().setPresentationMode('wide');
    expect(store.getState()).toMatchObject({
      presentationMode: 'wide',
      presentationModePrev: 'wide',
    });
  });

  it('forgets a cleared direction and an unshifted work', () => {
    const storage = new MemoryStorage();
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    store.getState().setDirection('vertical');
    store.getState().setDirection(null);
    store.getState().setSpreadShift(true);
    store.getState().toggleSpreadShift();
    expect(store.getState().direction).toBeNull();
    expect(store.getState().spreadShift).toBe(false);
    expect(storage.read(WORK_DIRECTION_STORAGE_KEY)).toEqual([]);
    expect(storage.read(WORK_SPREAD_SHIFT_STORAGE_KEY)).toEqual([]);
  });

  it('ignores invalid stored values', () => {
    const storage = new MemoryStorage();
    storage.setItem(WORK_DIRECTION_STORAGE_KEY, '{not json');
    storage.setItem(
      WORK_PRESENTATION_MODE_STORAGE_KEY,
      JSON.stringify([{ workCode: 'w1', presentationMode: 'cinema' }]),
    );
    storage.setItem(WORK_SPREAD_SHIFT_STORAGE_KEY, JSON.stringify({ w1: true }));
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    expect(store.getState()).toMatchObject({
      direction: null,
      presentationMode: 'normal',
      spreadShift: false,
    });
    store.getState().setDirection('vertical');
    expect(storage.read(WORK_DIRECTION_STORAGE_KEY)).toEqual([
      { workCode: 'w1', direction: 'vertical' },
    ]);
  });

  it('notifies subscribers and skips writes when nothing changes', () => {
    const storage = new MemoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().setDirection('vertical');
    store.getState().setDirection('vertical');
    store.getState().setPresentationMode('normal');
    store.getState().setSpreadShift(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('keeps working in memory when storage fails or is missing', () => {
    const broken: PreferenceStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    for (const storage of [broken, null]) {
      const store = createViewerPreferencesStore({ storage, workCode: 'w1' });
      expect(store.getState().direction).toBeNull();
      store.getState().setDirection('vertical');
      store.getState().setPresentationMode('fullscreen');
      expect(store.getState().direction).toBe('vertical');
      expect(store.getState().presentationMode).toBe('fullscreen');
    }
  });
});
