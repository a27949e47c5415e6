// Every public name of @cw/api-client/schemas, listed explicitly.

export type { FollowKind } from '../constants';
export {
  EPISODE_TYPES,
  FOLLOW_KINDS,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  IDEMPOTENCY_KEY_RETENTION_MS,
  STORE_CODES,
  STORE_DISPLAY_ORDER,
} from '../constants';
export type { Author, AuthorIndex, AuthorRef, KanaRow } from './authors';
export {
  authorIndexSchema,
  authorRefSchema,
  authorSchema,
  kanaRowSchema,
} from './authors';
export type { Categories, Genre, Tag } from './categories';
export { categoriesSchema, genreSchema, tagSchema } from './categories';
export type { ClientLogInput, ClientLogLevel, ClientLogReceipt } from './clientLog';
export {
  CLIENT_LOG_MESSAGE_MAX,
  clientLogInputSchema,
  clientLogLevelSchema,
  clientLogReceiptSchema,
} from './clientLog';
export type { IdempotencyKeyHeaders, Language } from './common';
export {
  codeSchema,
  colorSchema,
  countSchema,
  dateTimeSchema,
  idempotencyKeyHeadersSchema,
  idempotencyKeySchema,
  idParamSchema,
  idSchema,
  idStringSchema,
  languageSchema,
  MAX_ID,
  urlOrPathSchema,
} from './common';
export type {
  ComicVolume,
  ComicVolumeSummary,
  Episode,
  EpisodeKind,
  EpisodeSummary,
} from './episodes';
export {
  comicVolumeSchema,
  comicVolumeSummarySchema,
  episodeKindSchema,
  episodeSchema,
  episodeSummarySchema,
} from './episodes';
export type { ApiErrorBody, ApiErrorIssue } from './errors';
export { apiErrorBodySchema, apiErrorIssueSchema, ERROR_CODES, ERROR_HTTP_STATUS } from './errors';
export type {
  Followed,
  FollowedLabel,
  FollowedLabelPage,
  FollowedLabelWire,
  FollowedPage,
  FollowedSeries,
  FollowedSeriesPage,
  FollowedSeriesWire,
  FollowNotificationInput,
  FollowSeriesInput,
  FollowStatus,
  UnfollowLabelsInput,
  UnfollowSeriesInput,
} from './follows';
export {
  followedLabelPageSchema,
  followedLabelPageWireSchema,
  followedLabelSchema,
  followedLabelWireSchema,
  followedSeriesPageSchema,
  followedSeriesPageWireSchema,
  followedSeriesSchema,
  followedSeriesWireSchema,
  followNotificationInputSchema,
  followSeriesInputSchema,
  followStatusSchema,
  unfollowLabelsInputSchema,
  unfollowSeriesInputSchema,
} from './follows';
export type { BackendHello, Hello } from './hello';
export { backendHelloSchema, helloSchema } from './hello';
export type {
  HistoryDeleteInput,
  HistoryEntry,
  HistoryEntryPage,
  HistoryEntryWire,
  HistoryMap,
  HistoryQuery,
  HistoryRecordInput,
} from './history';
export {
  historyDeleteInputSchema,
  historyEntryPageSchema,
  historyEntryPageWireSchema,
  historyEntrySchema,
  historyEntryWireSchema,
  historyMapSchema,
  historyQuerySchema,
  historyRecordInputSchema,
} from './history';
export type {
  Label,
  LabelCodeQuery,
  LabelFollower,
  LabelList,
  LabelRef,
  LabelSummary,
  LabelWire,
} from './labels';
export {
  labelCodeQuerySchema,
  labelFollowerSchema,
  labelListSchema,
  labelListWireSchema,
  labelRefSchema,
  labelSchema,
  labelSummarySchema,
  labelWireSchema,
} from './labels';
export type {
  AccountUpdated,
  AccountUpdatedQuery,
  FavoriteStatus,
  GuestFavorite,
  MailUnsubscribeInput,
  User,
} from './membership';
export {
  accountUpdatedQuerySchema,
  accountUpdatedSchema,
  favoriteStatusSchema,
  guestFavoriteSchema,
  mailUnsubscribeInputSchema,
  userSchema,
} from './membership';
export type { Page, PaginationQuery } from './pagination';
export { idListSchema, MAX_PAGE_SIZE, paginated, paginationQuerySchema } from './pagination';
export type { Ranking, RankingEntry, RankingGenre, RankingPeriod, RankingQuery } from './ranking';
export {
  rankingEntrySchema,
  rankingGenreSchema,
  rankingPeriodSchema,
  rankingQuerySchema,
  rankingSchema,
} from './ranking';
export type {
  RecommendationCandidateInput,
  Recommendations,
  RecommendationsQuery,
} from './recommendations';
export {
  recommendationCandidateInputSchema,
  recommendationsQuerySchema,
  recommendationsSchema,
} from './recommendations';
export type { RelatedProduct, RelatedProducts } from './relatedProducts';
export { relatedProductSchema, relatedProductsSchema } from './relatedProducts';
export type {
  AuthorWorks,
  SearchAuthorQuery,
  SearchInitialQuery,
  SearchKeywordsQuery,
  SearchResults,
  SearchSuggestion,
  SearchSuggestions,
  SearchTextQuery,
} from './search';
export {
  authorWorksSchema,
  MAX_SEARCH_SUGGESTIONS,
  searchAuthorQuerySchema,
  searchInitialQuerySchema,
  searchKeywordsQuerySchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  searchTextQuerySchema,
} from './search';
export type {
  SitemapAuthorEntry,
  SitemapCodeEntry,
  SitemapFile,
  SitemapIndex,
  SitemapKind,
  SitemapKindParams,
  SitemapPage,
  SitemapPageQuery,
  SitemapTopicEntry,
} from './sitemap';
export {
  SITEMAP_KINDS,
  SITEMAP_PAGE_SIZE,
  sitemapAuthorEntrySchema,
  sitemapCodeEntrySchema,
  sitemapFileSchema,
  sitemapIndexSchema,
  sitemapKindParamsSchema,
  sitemapKindSchema,
  sitemapPageQuerySchema,
  sitemapPageSchema,
  sitemapTopicEntrySchema,
} from './sitemap';
export type { Store, StoreCode } from './stores';
export { storeCodeSchema, storeListSchema, storeSchema } from './stores';
export type {
  Banner,
  BannerList,
  LabelTopics,
  NewSerialsInfo,
  Topic,
  TopicEpisode,
  TopicEpisodeList,
  TopicKind,
  TopicSummary,
  TopicSummaryPage,
  TopicsQuery,
} from './topics';
export {
  bannerListSchema,
  bannerSchema,
  labelTopicsSchema,
  newSerialsInfoSchema,
  topicEpisodeListSchema,
  topicEpisodeSchema,
  topicKindSchema,
  topicSchema,
  topicSummaryPageSchema,
  topicSummarySchema,
  topicsQuerySchema,
} from './topics';
export type {
  EpisodeDetailResponse,
  ViewerManifest,
  ViewerPage,
  ViewerQuery,
  ViewerWork,
} from './viewer';
export {
  episodeDetailResponseSchema,
  viewerManifestSchema,
  viewerPageSchema,
  viewerQuerySchema,
  viewerWorkSchema,
} from './viewer';
export type {
  DailyNewQuery,
  EpisodeType,
  FreeCampaignFilter,
  FreeCampaignQuery,
  FreeCampaigns,
  NewComic,
  NewComicPage,
  OriginalDirection,
  RatingLevel,
  ScrollType,
  SerializationStatus,
  Work,
  WorkDetailInfo,
  WorkDetailQuery,
  WorkDetailResponse,
  WorkSort,
  WorkSummary,
  WorkSummaryPage,
  WorksQuery,
} from './works';
export {
  dailyNewQuerySchema,
  episodeTypeSchema,
  FREE_CAMPAIGN_FILTERS,
  freeCampaignQuerySchema,
  freeCampaignsSchema,
  japanDaySchema,
  newComicPageSchema,
  newComicSchema,
  originalDirectionSchema,
  ratingLevelSchema,
  scrollTypeSchema,
  serializationStatusSchema,
  WORK_SORTS,
  workDetailInfoSchema,
  workDetailQuerySchema,
  workDetailResponseSchema,
  workSchema,
  workSummaryPageSchema,
  workSummarySchema,
  worksQuerySchema,
} from './works';
