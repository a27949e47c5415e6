'use client';

import { groupSavedLibrary, type StorageQuotaView, storageQuotaView } from '@cw/offline';
import { SavedLibraryList } from '@cw/offline/components';
import { viewerPath, workPath } from '@cw/paths';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { deleteSaved, useSavedLibrary } from './savedEpisodes';
import '@cw/offline/styles.css';

/**
 * The episodes saved on this device (保存済み, and the offline page): by work, with their sizes,
 * deletion, the storage the browser grants and a request to keep it. Links are plain links, so
 * they load whole pages, which the service worker answers offline.
 */
export function SavedLibraryScreen() {
  const library = useSavedLibrary();
  const view = useMemo(() => groupSavedLibrary(library), [library]);
  const [quota, setQuota] = useState<StorageQuotaView | null>(null);
  const [persisted, setPersisted] = useState<boolean | null>(null);

  const readStorage = useCallback(async () => {
    const storage = navigator.storage;
    if (!storage?.estimate) return;
    const [estimate, isPersisted] = await Promise.all([
      storage.estimate(),
      storage.persisted?.() ?? Promise.resolve(null),
    ]);
    setQuota(storageQuotaView(estimate));
    setPersisted(isPersisted);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the library changes
  useEffect(() => {
    void readStorage();
  }, [readStorage, library]);

  return (
    <SavedLibraryList
      view={view}
      quota={quota}
      persisted={persisted}
      onDelete={(deletion) => void deleteSaved(deletion)}
      onRequestPersistence={() => {
        void navigator.storage?.persist?.().then(setPersisted);
      }}
      episodeHref={(code) => viewerPath(code)}
      workHref={(code) => workPath(code)}
    />
  );
}
