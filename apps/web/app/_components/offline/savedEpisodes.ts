import type { ViewerManifest } from '@cw/contract/schemas';
import {
  deleteFromLibrary,
  type LibraryDeletion,
  type LibraryDeletionPlan,
  type PageImageFormat,
  pageWidthForScreen,
  parseLibrary,
  removeExpiredEpisodes,
  SAVED_LIBRARY_STORAGE_KEY,
  type SavedEpisode,
  type SaveOrigin,
  type SaveProgress,
  savedEpisodeOf,
  saveEpisode,
  serializeLibrary,
  withSavedEpisode,
} from '@cw/offline';
import { shownPageFormat } from '@cw/viewer/components';
import { deviceStorage, storeValue } from '../deviceStorage';
import { registerServiceWorker } from './serviceWorker';

// The saved library of this device (local storage; the episodes themselves are in Cache
// Storage, one cache each), with a subscription for `useSyncExternalStore`: this tab's changes
// notify at once, other tabs' through the `storage` event.

const listeners = new Set<() => void>();
let snapshot: { text: string | null; library: readonly SavedEpisode[] } = {
  text: null,
  library: [],
};

/** The saved episodes of this device; the same array until the library changes. */
export function savedLibrary(): readonly SavedEpisode[] {
  const text = deviceStorage()?.getItem(SAVED_LIBRARY_STORAGE_KEY) ?? null;
  if (text !== snapshot.text) snapshot = { text, library: parseLibrary(text) };
  return snapshot.library;
}

/** No episode is saved in the shared HTML: the library is read after hydration. */
export const serverSavedLibrary = (): readonly SavedEpisode[] => [];

export function subscribeSavedLibrary(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SAVED_LIBRARY_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function writeLibrary(library: readonly SavedEpisode[]): void {
  storeValue(SAVED_LIBRARY_STORAGE_KEY, serializeLibrary(library));
  for (const listener of listeners) listener();
}

/**
 * The width and format pages are saved at on this device: the width by the screen rule
 * (`pageWidthForScreen`), the format the one the viewer shows here (WebP away from it).
 */
export function deviceSaveOptions(): { width: number; format: PageImageFormat } {
  const format = shownPageFormat('webp');
  const width = pageWidthForScreen({
    width: window.innerWidth,
    height: window.innerHeight,
    devicePixelRatio: window.devicePixelRatio,
  });
  return { width, format };
}

/** Milliseconds saving waits for the service worker that reads saved episodes offline. */
const WORKER_READY_TIMEOUT_MS = 15_000;

/**
 * Saves an episode for offline reading on this device and records it in the library; resolves
 * once it can be read offline (the service worker that answers for it is running).
 */
export async function saveForOffline(
  manifest: ViewerManifest,
  {
    origin,
    onProgress,
    signal,
  }: { origin: SaveOrigin; onProgress?: (progress: SaveProgress) => void; signal?: AbortSignal },
): Promise<SavedEpisode> {
  const options = deviceSaveOptions();
  const saved = await saveEpisode(
    manifest,
    options,
    { caches: window.caches, fetch: (url) => fetch(url, { cache: 'no-cache' }) },
    { onProgress, signal },
  );
  const record = savedEpisodeOf(manifest, {
    ...options,
    bytes: saved.bytes,
    origin,
    now: new Date(),
  });
  writeLibrary(withSavedEpisode(savedLibrary(), record));
  await workerReady();
  return record;
}

async function workerReady(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  registerServiceWorker();
  await Promise.race([
    navigator.serviceWorker.ready,
    new Promise((resolve) => setTimeout(resolve, WORKER_READY_TIMEOUT_MS)),
  ]);
}

/** Carries out a deletion plan: the library first, then the caches. */
export async function applyDeletion(plan: LibraryDeletionPlan): Promise<void> {
  if (plan.removed.length === 0) return;
  writeLibrary(plan.library);
  await Promise.all(plan.deleteCaches.map((name) => window.caches.delete(name)));
}

/** Deletes one saved episode, a work's or all of them. */
export function deleteSaved(deletion: LibraryDeletion): Promise<void> {
  return applyDeletion(deleteFromLibrary(savedLibrary(), deletion));
}

/** Deletes the episodes whose delivery period has ended by `now`. */
export function deleteExpired(now: Date): Promise<void> {
  return applyDeletion(removeExpiredEpisodes(savedLibrary(), now));
}
