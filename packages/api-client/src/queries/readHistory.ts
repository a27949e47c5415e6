import type { HistoryMap } from '@cw/contract/schemas';
import type { DataTag, QueryClient } from '@tanstack/query-core';
import type { ApiClient } from '../client/createApiClient';
import { queryKeys } from './queryKeys';
import type { QueryOptionsOf } from './tanstackOptions';

const MINUTE = 60_000;

/**
 * TanStack Query's `keepPreviousData`: the previous data as the placeholder. Its own is one of
 * query-core's utilities, whose module (~5 kB gzip) would come with it into the first load of
 * every page that imports these settings, though the query code itself loads later; for the
 * same reason only types are imported from TanStack here.
 */
const keepPreviousData = <T>(previousData: T | undefined): T | undefined => previousData;

/**
 * The read-history query settings of spec section 9: stale after 10 minutes, cached 5 minutes,
 * no retry, no refetch on focus or mount, previous data kept while the next loads. "Cache time 0
 * when refetched" is applied by `refetchReadHistory`.
 */
export const READ_HISTORY_QUERY_SETTINGS = {
  staleTime: 10 * MINUTE,
  gcTime: 5 * MINUTE,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  placeholderData: keepPreviousData,
} as const;

/**
 * The read flag of each episode of one work (`GET /api/membership/history?seriesId=`), with the
 * spec's settings. In components use `useReadHistory`, which also waits for the session.
 *
 * @example
 * const { data: readFlags } = useQuery({ ...readHistoryQuery(client, work.id), enabled });
 */
export function readHistoryQuery(client: ApiClient, workId: number) {
  type Key = ReturnType<typeof queryKeys.readHistory>;
  const options: QueryOptionsOf<HistoryMap, Key> = {
    queryKey: queryKeys.readHistory(workId),
    queryFn: ({ signal }) => client.getHistoryMap({ seriesId: workId }, { signal }),
    ...READ_HISTORY_QUERY_SETTINGS,
  };
  // The key carries the data type, as `queryOptions` (an identity, not imported) would type it.
  return options as typeof options & { queryKey: DataTag<Key, HistoryMap, Error> };
}

/**
 * Refetches one work's read history with cache time 0 (spec section 9): once refetched, the
 * entry is dropped as soon as no component shows it, so the next visit loads it afresh instead
 * of showing a stale map for 10 minutes. A history nobody shows is dropped at once. The history
 * mutations call this; call it yourself after anything else that changes the history.
 *
 * How: TanStack Query keeps the largest `gcTime` it has seen for a query, so the helper lowers
 * `gcTime` on the cached query itself, and `useReadHistory` passes 0 from then on for it.
 *
 * @example
 * await refetchReadHistory(queryClient, work.id);
 */
export async function refetchReadHistory(queryClient: QueryClient, workId: number) {
  const queryKey = queryKeys.readHistory(workId);
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query) return;
  if (query.getObserversCount() === 0) {
    queryClient.removeQueries({ queryKey, exact: true });
    return;
  }
  query.gcTime = 0;
  await queryClient.invalidateQueries({ queryKey, exact: true });
}

/**
 * Whether `refetchReadHistory` has put this work's history on cache time 0.
 *
 * @example
 * const gcTime = isReadHistoryRefetched(queryClient, work.id) ? 0 : 5 * 60_000;
 */
export function isReadHistoryRefetched(queryClient: QueryClient, workId: number): boolean {
  const queryKey = queryKeys.readHistory(workId);
  return queryClient.getQueryCache().find({ queryKey, exact: true })?.gcTime === 0;
}
