import { SAVED_LIBRARY_STORAGE_KEY, type SavedEpisode, serializeLibrary } from '@cw/offline';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The unit project resolves React as a server does (`react-server`), where the interface
// packages cannot load; the library needs nothing of them.
vi.mock('@cw/ui', () => ({ formatCount: String }));
vi.mock('@cw/viewer/components', () => ({ shownPageFormat: (fallback: string) => fallback }));

/** A saved episode of work 1. */
function savedEpisode(no: number): SavedEpisode {
  const code = `CW_000001_${String(no).padStart(4, '0')}_E`;
  return {
    episodeId: 100 + no,
    episodeCode: code,
    episodeNo: no,
    title: `第${no}話`,
    subTitle: null,
    workId: 1,
    workCode: 'CW_000001_S',
    workTitle: '作品1',
    pageCount: 10,
    width: 1080,
    format: 'webp',
    bytes: 1_000_000,
    savedAt: '2025-01-01T00:00:00.000Z',
    deliveryPeriod: null,
    origin: 'manual',
  };
}

/** A device's local storage, shared by the tabs of this device. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** This tab: a window with `storage` (or none: it throws, as in a sandboxed frame). */
function tab(storage: ReturnType<typeof memoryStorage> | 'unavailable') {
  const window = new EventTarget();
  Object.defineProperty(window, 'localStorage', {
    get: () => {
      if (storage === 'unavailable') throw new DOMException('denied', 'SecurityError');
      return storage;
    },
  });
  const caches = { delete: vi.fn(async (_name: string) => true) };
  Object.assign(window, { caches });
  vi.stubGlobal('window', window);
  return {
    caches,
    /** The `storage` event another tab's write raises here (`null`: it cleared the storage). */
    otherTabWrote: (key: string | null) =>
      window.dispatchEvent(Object.assign(new Event('storage'), { key })),
  };
}

/** The module as a newly loaded page has it (its store is created once per page). */
const load = () => import('./savedEpisodes');

describe('savedEpisodes: the saved library of this device', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    vi.resetModules();
    storage = memoryStorage();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the stored library, the same array until it changes', async () => {
    storage.setItem(SAVED_LIBRARY_STORAGE_KEY, serializeLibrary([savedEpisode(1)]));
    tab(storage);
    const { savedLibrary, readSavedLibrary } = await load();
    const first = savedLibrary();
    expect(first.map((episode) => episode.episodeCode)).toEqual(['CW_000001_0001_E']);
    expect(savedLibrary()).toBe(first);
    // Reading storage again finds the same text: still the same array.
    expect(readSavedLibrary()).toBe(first);
    expect(savedLibrary()).toBe(first);
  });

  it("keeps the stored format: a reader's library survives the update", async () => {
    const stored = JSON.stringify({ version: 1, episodes: [savedEpisode(1), savedEpisode(2)] });
    storage.setItem(SAVED_LIBRARY_STORAGE_KEY, stored);
    tab(storage);
    const { deleteSaved, savedLibrary } = await load();
    expect(savedLibrary()).toEqual([savedEpisode(1), savedEpisode(2)]);
    await deleteSaved({ kind: 'episode', episodeCode: 'CW_000001_0002_E' });
    expect(storage.getItem(SAVED_LIBRARY_STORAGE_KEY)).toBe(
      JSON.stringify({ version: 1, episodes: [savedEpisode(1)] }),
    );
  });

  it("notifies subscribers of this tab's writes at once, and stops when unsubscribed", async () => {
    storage.setItem(
      SAVED_LIBRARY_STORAGE_KEY,
      serializeLibrary([savedEpisode(1), savedEpisode(2)]),
    );
    const { caches } = tab(storage);
    const { deleteSaved, savedLibrary, subscribeSavedLibrary } = await load();
    const before = savedLibrary();
    const listener = vi.fn();
    const unsubscribe = subscribeSavedLibrary(listener);
    expect(listener).not.toHaveBeenCalled();

    const deleting = deleteSaved({ kind: 'episode', episodeCode: 'CW_000001_0001_E' });
    // Told before the caches are deleted: the library is written first.
    expect(listener).toHaveBeenCalledTimes(1);
    expect(savedLibrary()).not.toBe(before);
    expect(savedLibrary().map((episode) => episode.episodeCode)).toEqual(['CW_000001_0002_E']);
    await deleting;
    expect(caches.delete).toHaveBeenCalledWith(expect.stringContaining('CW_000001_0001_E'));

    // Nothing to delete: nothing written, nobody told.
    await deleteSaved({ kind: 'episode', episodeCode: 'CW_000001_0001_E' });
    expect(listener).toHaveBeenCalledTimes(1);

    unsubscribe();
    await deleteSaved({ kind: 'all' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(savedLibrary()).toEqual([]);
  });

  it("follows another tab's writes and clearing through the storage event", async () => {
    const { otherTabWrote } = tab(storage);
    const { savedLibrary, subscribeSavedLibrary } = await load();
    const listener = vi.fn();
    subscribeSavedLibrary(listener);
    expect(savedLibrary()).toEqual([]);

    storage.setItem(SAVED_LIBRARY_STORAGE_KEY, serializeLibrary([savedEpisode(3)]));
    otherTabWrote(SAVED_LIBRARY_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    const written = savedLibrary();
    expect(written.map((episode) => episode.episodeCode)).toEqual(['CW_000001_0003_E']);

    // Another key, or an event that changed nothing here: no news.
    storage.setItem('another-key', '1');
    otherTabWrote('another-key');
    otherTabWrote(SAVED_LIBRARY_STORAGE_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(savedLibrary()).toBe(written);

    storage.clear();
    otherTabWrote(null);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(savedLibrary()).toEqual([]);
  });

  it('reads storage again for a new subscriber (a key removed directly, as on sign-out)', async () => {
    storage.setItem(SAVED_LIBRARY_STORAGE_KEY, serializeLibrary([savedEpisode(1)]));
    tab(storage);
    const { savedLibrary, subscribeSavedLibrary } = await load();
    expect(savedLibrary()).toHaveLength(1);
    storage.removeItem(SAVED_LIBRARY_STORAGE_KEY);
    subscribeSavedLibrary(() => {});
    expect(savedLibrary()).toEqual([]);
  });

  it('changes are made from the library as stored, even before its event arrives', async () => {
    storage.setItem(SAVED_LIBRARY_STORAGE_KEY, serializeLibrary([savedEpisode(1)]));
    tab(storage);
    const { deleteSaved, savedLibrary } = await load();
    expect(savedLibrary()).toHaveLength(1);
    // Another tab saves episode 2; its event has not reached this tab yet.
    storage.setItem(
      SAVED_LIBRARY_STORAGE_KEY,
      serializeLibrary([savedEpisode(1), savedEpisode(2)]),
    );
    await deleteSaved({ kind: 'episode', episodeCode: 'CW_000001_0001_E' });
    expect(savedLibrary().map((episode) => episode.episodeCode)).toEqual(['CW_000001_0002_E']);
  });

  it('is empty, and stays so, where storage is unavailable', async () => {
    tab('unavailable');
    const { deleteSaved, readSavedLibrary, savedLibrary, subscribeSavedLibrary } = await load();
    const listener = vi.fn();
    subscribeSavedLibrary(listener);
    const empty = savedLibrary();
    expect(empty).toEqual([]);
    expect(readSavedLibrary()).toBe(empty);
    await deleteSaved({ kind: 'all' });
    expect(savedLibrary()).toBe(empty);
    expect(listener).not.toHaveBeenCalled();
  });

  it('is empty without a window (a server render)', async () => {
    const { savedLibrary } = await load();
    expect(savedLibrary()).toEqual([]);
  });
});
