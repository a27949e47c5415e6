'use client';

import type { HistoryMap } from '@cw/contract/schemas';
import { type ReactNode, useEffect, useState } from 'react';
import { useApiClient } from './ApiClientContext';
import { deviceStorage } from './deviceStorage';
import { useLazyQuery } from './lazyQuery';
import { useSession } from './session';
import { readHistorySource } from './workReadHistory';

/**
 * A work's read flags, requested once the session is no longer loading (`workReadHistory.ts`):
 * the backend's history for a signed-in reader (with the spec's query settings), this device's
 * for a guest. Null while the session loads and until the answer comes. The element returned
 * with it reads the server's (`useLazyQuery`): render it beside the list.
 *
 * @example
 * const [historyMap, historySource] = useWorkReadHistory(detail.work, detail.episodes);
 */
export function useWorkReadHistory(
  work: { id: number; code: string },
  episodes: readonly { id: number; code: string }[],
): [HistoryMap | null, ReactNode] {
  const client = useApiClient();
  const { status } = useSession();
  const source = readHistorySource(status);
  // Asks only for a signed-in reader, so never while the session loads; on cache time 0 once a
  // history write has refetched it (`refetchReadHistory`).
  const [server, serverSource] = useLazyQuery(
    ({ queries, queryClient }) => ({
      ...queries.readHistoryQuery(client, work.id),
      gcTime: queries.isReadHistoryRefetched(queryClient, work.id)
        ? 0
        : queries.READ_HISTORY_QUERY_SETTINGS.gcTime,
    }),
    status === 'authenticated',
  );
  // Read after mount: storage is this device's, never the shared HTML's.
  const [device, setDevice] = useState<HistoryMap | null>(null);
  useEffect(() => {
    if (source !== 'device') {
      setDevice(null);
      return;
    }
    let live = true;
    // The code that reads the device's positions is not in the page's first-load JavaScript.
    import('./deviceReadHistory').then(
      ({ deviceReadHistory }) =>
        live && setDevice(deviceReadHistory(deviceStorage(), work.code, episodes)),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [source, work.code, episodes]);
  if (source === 'server') return [server.data ?? null, serverSource];
  return [source === 'device' ? device : null, null];
}
