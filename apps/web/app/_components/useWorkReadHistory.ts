'use client';

import { useReadHistory } from '@cw/api-client/react';
import type { HistoryMap } from '@cw/api-client/schemas';
import { useEffect, useState } from 'react';
import { useApiClient } from './ApiClientContext';
import { deviceStorage } from './deviceStorage';
import { useSession } from './session';
import { deviceReadHistory, readHistorySource } from './workReadHistory';

/**
 * A work's read flags, requested once the session is no longer loading (`workReadHistory.ts`):
 * the backend's history for a signed-in reader (with the spec's query settings), this device's
 * for a guest. Null while the session loads and until the answer comes.
 *
 * @example
 * const historyMap = useWorkReadHistory(detail.work, detail.episodes);
 */
export function useWorkReadHistory(
  work: { id: number; code: string },
  episodes: readonly { id: number; code: string }[],
): HistoryMap | null {
  const client = useApiClient();
  const { status } = useSession();
  const source = readHistorySource(status);
  // Asks only for a signed-in reader (`enabled`), so never while the session loads.
  const server = useReadHistory(client, work.id, status);
  // Read after mount: storage is this device's, never the shared HTML's.
  const [device, setDevice] = useState<HistoryMap | null>(null);
  useEffect(() => {
    setDevice(source === 'device' ? deviceReadHistory(deviceStorage(), work.code, episodes) : null);
  }, [source, work.code, episodes]);
  if (source === 'server') return server.data ?? null;
  return source === 'device' ? device : null;
}
