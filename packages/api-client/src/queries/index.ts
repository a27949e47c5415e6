// Every public name of @cw/api-client/queries: query keys, the generic queryOptions factories,
// the read history's and the follows' own factories and the mutation options factories. Not
// 'use client', so Server Components can prefetch with them; the hooks are @cw/api-client-react.

export type { FollowEndpoint } from './followEndpoints';
export type { FollowQueryOptions } from './follows';
export { followedPageQuery, followStatusQuery } from './follows';
export type {
  ApiMutationOptions,
  FollowNotificationVariables,
  FollowVariables,
  OptimisticSnapshot,
  RecordHistoryVariables,
  UnfollowVariables,
} from './mutationOptions';
export {
  addFavoriteMutation,
  addGuestFavoriteMutation,
  deleteHistoryMutation,
  followMutation,
  recordHistoryMutation,
  removeFavoriteMutation,
  setFollowNotificationMutation,
  unfollowMutation,
} from './mutationOptions';
export type {
  CallQueryKey,
  EndpointQueryKey,
  FollowQueryKeys,
  InfiniteQueryKey,
} from './queryKeys';
export { queryKeys } from './queryKeys';
export type { ApiInfiniteQueryOptions, ApiQueryOptions } from './queryOptions';
export { apiInfiniteQuery, apiQuery } from './queryOptions';
export {
  isReadHistoryRefetched,
  READ_HISTORY_QUERY_SETTINGS,
  readHistoryQuery,
  refetchReadHistory,
} from './readHistory';
