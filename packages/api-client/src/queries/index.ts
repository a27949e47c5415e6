// Every public name of @cw/api-client/queries: query keys, the generic queryOptions factories,
// the read history's own factory and the mutation options factories. Not 'use client', so
// Server Components can prefetch with them; the hooks are @cw/api-client/react.

export type {
  ApiMutationOptions,
  OptimisticSnapshot,
  RecordHistoryVariables,
} from './mutationOptions';
export {
  addFavoriteMutation,
  addGuestFavoriteMutation,
  deleteHistoryMutation,
  followLabelMutation,
  followSeriesMutation,
  recordHistoryMutation,
  removeFavoriteMutation,
  setLabelNotificationMutation,
  setSeriesNotificationMutation,
  unfollowLabelsMutation,
  unfollowSeriesMutation,
} from './mutationOptions';
export type {
  CallQueryKey,
  EndpointQueryKey,
  InfiniteQueryKey,
} from './queryKeys';
export {
  mutationKey,
  QUERY_KEY_ROOT,
  queryKeys,
} from './queryKeys';
export type { ApiInfiniteQueryOptions, ApiQueryOptions } from './queryOptions';
export { apiInfiniteQuery, apiQuery } from './queryOptions';
export {
  isReadHistoryRefetched,
  READ_HISTORY_QUERY_SETTINGS,
  readHistoryQuery,
  refetchReadHistory,
} from './readHistory';
