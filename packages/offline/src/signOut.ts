import { AUTO_KEEP_SETTING_STORAGE_KEY } from './autoKeep';
import { isReaderCache } from './requestRoutes';
import { SAVED_LIBRARY_STORAGE_KEY } from './savedLibrary';
import {
  pendingWrites,
  type QueuedWrite,
  WRITE_QUEUE_STORAGE_KEY,
  type WriteQueue,
} from './writeQueue';

/**
 * Storage keys holding one reader's data, cleared at sign-out. The install prompt's state is
 * the device's, not the reader's, and stays.
 */
export const READER_STORAGE_KEYS = [
  SAVED_LIBRARY_STORAGE_KEY,
  WRITE_QUEUE_STORAGE_KEY,
  AUTO_KEEP_SETTING_STORAGE_KEY,
] as const;

/** What to do at sign-out, in order: send, then delete caches and storage keys. */
export interface SignOutPlan {
  /** Queued writes to send first, while the session still holds (online only). */
  readonly sendFirst: readonly QueuedWrite[];
  /** Writes lost because the reader signs out offline (the app may warn before). */
  readonly droppedWrites: number;
  /** Every saved episode's cache, including any the library lost track of, and the session's. */
  readonly deleteCaches: readonly string[];
  readonly clearStorageKeys: readonly string[];
}

/**
 * What sign-out clears so nothing of this reader stays on a shared device: every saved
 * episode's cache (found among `cacheNames`, the result of `caches.keys()`, so caches the
 * library lost track of go too), the cached session answer, the library, the write queue and
 * the auto-keep setting. The app shell, catalog pages and media caches hold nothing per reader
 * (no reader data in shared HTML) and stay. Writes still queued for this reader are sent first when online;
 * offline they are dropped and counted, since no other session may send them.
 *
 * @example
 * signOutPlan({ cacheNames: ['cw-media', 'cw-offline-episode-CW_000001_0002_E'], queue, reader: '42', online: true });
 * //=> { sendFirst: [...], droppedWrites: 0, deleteCaches: ['cw-offline-episode-CW_000001_0002_E'], clearStorageKeys: [...] }
 */
export function signOutPlan({
  cacheNames,
  queue,
  reader,
  online,
}: {
  readonly cacheNames: readonly string[];
  readonly queue: WriteQueue;
  /** The reader signing out (the queue's owner when the writes are theirs). */
  readonly reader: string;
  readonly online: boolean;
}): SignOutPlan {
  const own = pendingWrites(queue, reader, Number.POSITIVE_INFINITY);
  return {
    sendFirst: online ? own : [],
    droppedWrites: online ? queue.writes.length - own.length : queue.writes.length,
    deleteCaches: cacheNames.filter(isReaderCache),
    clearStorageKeys: READER_STORAGE_KEYS,
  };
}
