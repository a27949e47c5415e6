'use client';

import type { ApiClient } from '@cw/api-client';
import {
  isReadHistoryRefetched,
  readHistoryQuery,
  refetchReadHistory,
} from '@cw/api-client/queries';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** Session status as next-auth's `useSession` reports it. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * The read flags of one work's episodes, requested only once the session is no longer loading
 * (spec section 6), with the spec's read-history settings.
 *
 * @example
 * const { status } = useSession();
 * const { data: readFlags } = useReadHistory(client, work.id, status);
 * const hasRead = readFlags?.[String(episode.id)] ?? false;
 */
export function useReadHistory(client: ApiClient, workId: number, sessionStatus: SessionStatus) {
  const queryClient = useQueryClient();
  const options = readHistoryQuery(client, workId);
  return useQuery({
    ...options,
    gcTime: isReadHistoryRefetched(queryClient, workId) ? 0 : options.gcTime,
    // Asked once the session is known, and only for a reader: a guest has no server history.
    enabled: sessionStatus === 'authenticated',
  });
}

/**
 * Returns a function that refetches a work's read history with cache time 0.
 *
 * @example
 * const refetchHistory = useRefetchReadHistory();
 * useEffect(() => { if (visible) void refetchHistory(work.id); }, [visible]);
 */
export function useRefetchReadHistory() {
  const queryClient = useQueryClient();
  return useCallback((workId: number) => refetchReadHistory(queryClient, workId), [queryClient]);
}
