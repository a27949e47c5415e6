'use client';

// Every public name of @cw/api-client/react: the hooks, plus everything of
// @cw/api-client/queries for client components. Server Components import the factories from
// @cw/api-client/queries instead: through this 'use client' entry they would be client references.

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
} from './queryKeys';
export {
  mutationKey,
  QUERY_KEY_ROOT,
  queryKeys,
} from './queryKeys';
export type { ApiQueryOptions } from './queryOptions';
export {
  accountTestPatternQuery,
  accountUpdatedQuery,
  apiQuery,
  authorIndexQuery,
  bannersQuery,
  campaignTopicQuery,
  categoriesQuery,
  currentUserQuery,
  dailyNewQuery,
  episodeDetailQuery,
  favoriteStatusQuery,
  followedLabelsQuery,
  followedSeriesQuery,
  freeCampaignQuery,
  genresAndTagsQuery,
  helloQuery,
  historyListQuery,
  hourlyRankingQuery,
  labelFairsQuery,
  labelFeaturesQuery,
  labelFollowersQuery,
  labelFollowStatusQuery,
  labelNewComicsQuery,
  labelOneShotsQuery,
  labelOngoingSeriesQuery,
  labelSeriesQuery,
  labelsQuery,
  newComicsQuery,
  newSerialsInfoQuery,
  newSerialWorksQuery,
  newSeriesQuery,
  newsDetailQuery,
  rankingQuery,
  recommendedSeriesQuery,
  relatedProductsQuery,
  searchAuthorQuery,
  searchGenreOrTagQuery,
  searchInitialQuery,
  searchKeywordsQuery,
  searchSuggestionsQuery,
  seriesFollowStatusQuery,
  seriesQuery,
  sessionQuery,
  topicEpisodesQuery,
  topicSeriesQuery,
  topicsQuery,
  viewerJumpBackQuery,
  viewerJumpForwardQuery,
  viewerQuery,
  workDetailQuery,
} from './queryOptions';
export {
  isReadHistoryRefetched,
  READ_HISTORY_QUERY_SETTINGS,
  readHistoryQuery,
  refetchReadHistory,
} from './readHistory';
export {
  useAddFavorite,
  useAddGuestFavorite,
  useDeleteHistory,
  useFollowLabel,
  useFollowSeries,
  useRecordHistory,
  useRemoveFavorite,
  useSetLabelNotification,
  useSetSeriesNotification,
  useUnfollowLabels,
  useUnfollowSeries,
} from './useApiMutations';
export type { SessionStatus } from './useReadHistory';
export {
  useReadHistory,
  useRefetchReadHistory,
} from './useReadHistory';
