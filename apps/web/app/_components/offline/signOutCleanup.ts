import type { ApiClient } from '@cw/api-client';
import { parseWriteQueue, signOutPlan, WRITE_QUEUE_STORAGE_KEY } from '@cw/offline';
import { VIEWER_READER_STORAGE_KEYS } from '@cw/viewer';
import { deviceStorage } from '../deviceStorage';
import { flushQueuedWrites } from './queuedWrites';

/**
 * Before signing out, so nothing of this reader stays on a shared device (`signOutPlan`): their
 * queued history is sent while the session still holds, then their saved episodes, the cached
 * session, the library, the queue and the auto-keep setting are deleted.
 */
export async function clearReaderOfflineData(client: ApiClient, reader: string): Promise<void> {
  const storage = deviceStorage();
  const hasCaches = typeof caches !== 'undefined';
  const plan = signOutPlan({
    cacheNames: hasCaches ? await caches.keys() : [],
    queue: parseWriteQueue(storage?.getItem(WRITE_QUEUE_STORAGE_KEY)),
    reader,
    online: navigator.onLine,
  });
  if (plan.sendFirst.length > 0) await flushQueuedWrites(client, reader).catch(() => {});
  if (hasCaches) await Promise.all(plan.deleteCaches.map((name) => caches.delete(name)));
  for (const key of plan.clearStorageKeys) storage?.removeItem(key);
}

/** Clears what the viewer kept of the reader on this device: positions, per-work choices. */
export function clearReaderViewerKeys(): void {
  const storage = deviceStorage();
  for (const key of VIEWER_READER_STORAGE_KEYS) storage?.removeItem(key);
}
