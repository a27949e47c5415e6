// Every public name of @cw/api-client/client, listed explicitly.

export type {
  ApiClient,
  ApiClientOptions,
  FetchLike,
  HeadersOption,
  RequestOptions,
} from './createApiClient';
export { createApiClient } from './createApiClient';
export type {
  EndpointAccess,
  EndpointDefinition,
  EndpointInput,
  EndpointName,
  EndpointOutput,
  Endpoints,
  EndpointWithOptionalInput,
  HttpMethod,
  ReadEndpointName,
} from './endpoints';
export { endpoints } from './endpoints';
export type { RequestTarget } from './httpError';
export {
  ApiClientError,
  CLIENT_ERROR_CODES,
  HttpError,
  isHttpError,
  NetworkError,
  RequestValidationError,
  ResponseParseError,
  readHttpError,
  toIssues,
} from './httpError';
export type {
  AccountSession,
  BannerList,
  EpisodeSummaryPage,
  FollowedLabelPage,
  FollowedSeriesPage,
  HistoryDeleteInput,
  HistoryEntryPage,
  LabelPage,
  TestPattern,
  TopicSummaryPage,
  UnfollowLabelsInput,
  UnfollowSeriesInput,
} from './provisionalSchemas';
export {
  accountSessionParamsSchema,
  accountSessionSchema,
  accountUpdatedQuerySchema,
  acknowledgementSchema,
  bannerListSchema,
  episodeIdParamsSchema,
  episodeSummaryPageSchema,
  followedLabelPageSchema,
  followedSeriesPageSchema,
  historyDeleteInputSchema,
  historyEntryPageSchema,
  labelIdParamsSchema,
  labelPageSchema,
  newsDetailQuerySchema,
  seriesIdParamsSchema,
  testPatternSchema,
  topicIdParamsSchema,
  topicSummaryPageSchema,
  topicsQuerySchema,
  unfollowLabelsInputSchema,
  unfollowSeriesInputSchema,
  workCodeParamsSchema,
} from './provisionalSchemas';
export type {
  LockManagerLike,
  SessionRefreshCoordinator,
  SessionRefreshLockOptions,
  SessionRefreshOptions,
  SessionRefreshOutcome,
  StorageChange,
  StorageLike,
  SubscribeToStorage,
} from './sessionRefresh';
export {
  createSessionRefreshCoordinator,
  SESSION_REFRESH_INTERVAL_MS,
  SESSION_REFRESH_WAIT_MS,
  shouldRetryAfterRefresh,
} from './sessionRefresh';
