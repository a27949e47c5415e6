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
import { useSyncExternalStore } from 'react';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { deviceStorage, storeValue } from '../deviceStorage';
import { registerServiceWorker } from './serviceWorker';

// The saved library of this device (local storage; the episodes themselves are in Cache
// Storage, one cache each), held in a store read with `useSyncExternalStore`. Local storage
// stays the source of truth, as another tab may write it: the store reads it when first asked
// for, and again whenever it may have changed (this tab's writes, another tab's through the
// `storage` event, a new subscriber); the library is parsed again only when its text changed.
let libraryStore: StoreApi<{ text: string | null; library: readonly SavedEpisode[] }> | undefined;
const storedText = () => deviceStorage()?.getItem(SAVED_LIBRARY_STORAGE_KEY) ?? null;

function libraries() {
  if (libraryStore) return libraryStore;
  const text = storedText();
  libraryStore = createStore(() => ({ text, library: parseLibrary(text) }));
  // Another tab's writes (`null`: it cleared the storage); this tab's own raise no event.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === SAVED_LIBRARY_STORAGE_KEY) readSavedLibrary();
    });
  }
  return libraryStore;
}

/**
 * The saved episodes as stored now, for a change made from them (another tab may just have
 * written); subscribers are told if the library changed.
 */
export function readSavedLibrary(): readonly SavedEpisode[] {
  const store = libraries();
  const text = storedText();
  if (text !== store.getState().text) store.setState({ text, library: parseLibrary(text) });
  return store.getState().library;
}

/** The saved episodes of this device; the same array until the library changes. */
export function savedLibrary(): readonly SavedEpisode[] {
  return libraries().getState().library;
}

/** No episode is saved in the shared HTML: the library is read after hydration. */
const NO_EPISODES: readonly SavedEpisode[] = [];
const serverSavedLibrary = () => NO_EPISODES;

/** Calls `listener` each time the library changes, in this tab or another. */
export function subscribeSavedLibrary(listener: () => void): () => void {
  const unsubscribe = libraries().subscribe(() => listener());
  // Whatever changed while nothing listened (a key removed directly, as on sign-out).
  readSavedLibrary();
  return unsubscribe;
}

/** The saved episodes of this device, kept current (none in the shared HTML). */
export function useSavedLibrary(): readonly SavedEpisode[] {
  return useSyncExternalStore(subscribeSavedLibrary, savedLibrary, serverSavedLibrary);
}

function writeLibrary(library: readonly SavedEpisode[]): void {
  storeValue(SAVED_LIBRARY_STORAGE_KEY, serializeLibrary(library));
  readSavedLibrary();
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
  writeLibrary(withSavedEpisode(readSavedLibrary(), record));
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
  return applyDeletion(deleteFromLibrary(readSavedLibrary(), deletion));
}

/** Deletes the episodes whose delivery period has ended by `now`. */
export function deleteExpired(now: Date): Promise<void> {
  return applyDeletion(removeExpiredEpisodes(readSavedLibrary(), now));
}
