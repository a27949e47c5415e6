'use client';

// Every public name of @cw/api-client-react: the hooks. Query keys and the queryOptions and
// mutation options factories are @cw/api-client/queries, which is not 'use client' and so also
// serves Server Components (through this entry they would be client references).

export {
  useAddFavorite,
  useAddGuestFavorite,
  useDeleteHistory,
  useFollow,
  useRecordHistory,
  useRemoveFavorite,
  useSetFollowNotification,
  useUnfollow,
} from './useApiMutations';
export type { SessionStatus } from './useReadHistory';
export { useReadHistory, useRefetchReadHistory } from './useReadHistory';
