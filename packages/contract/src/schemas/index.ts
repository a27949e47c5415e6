// Every public name of @cw/contract/schemas, listed explicitly.

export { IDEMPOTENCY_KEY_RETENTION_MS, STORE_DISPLAY_ORDER } from '../constants';
export type { Author, AuthorIndex, AuthorRef, KanaRow } from './authors';
export { authorIndexSchema, authorRefSchema } from './authors';
export type { Categories, Genre, Tag } from './categories';
export { categoriesSchema, genreSchema, tagSchema } from './categories';
export type { ClientLogInput } from './clientLog';
export { clientLogInputSchema, clientLogReceiptSchema } from './clientLog';
export type { Language } from './common';
export { codeSchema, idempotencyKeyHeadersSchema, idParamSchema, MAX_ID } from './common';
export type { ComicVolume, ComicVolumeSummary, Episode, EpisodeSummary } from './episodes';
export { comicVolumeSchema, episodeSchema, episodeSummarySchema } from './episodes';
export type { ApiErrorBody, ApiErrorIssue } from './errors';
export { apiErrorBodySchema, ERROR_CODES, ERROR_HTTP_STATUS } from './errors';
export type {
  Followed,
  FollowedLabel,
  FollowedLabelPage,
  FollowedLabelWire,
  FollowedPage,
  FollowedSeries,
  FollowedSeriesPage,
  FollowedSeriesWire,
  FollowStatus,
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
export type { Hello } from './hello';
export { backendHelloSchema, helloSchema } from './hello';
export type {
  HistoryEntry,
  HistoryEntryPage,
  HistoryEntryWire,
  HistoryMap,
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
export type { Label, LabelFollower, LabelRef, LabelSummary, LabelWire } from './labels';
export {
  labelFollowerSchema,
  labelListWireSchema,
  labelRefSchema,
  labelSchema,
  labelSummarySchema,
  labelWireSchema,
} from './labels';
export type { AccountUpdated, FavoriteStatus, User } from './membership';
export {
  accountUpdatedQuerySchema,
  accountUpdatedSchema,
  favoriteStatusSchema,
  guestFavoriteSchema,
  mailUnsubscribeInputSchema,
  userSchema,
} from './membership';
export type { PaginationQuery } from './pagination';
export { MAX_PAGE_SIZE, paginated, paginationQuerySchema } from './pagination';
export type { Ranking, RankingEntry, RankingGenre, RankingPeriod } from './ranking';
export { rankingPeriodSchema, rankingQuerySchema, rankingSchema } from './ranking';
export {
  recommendationCandidateInputSchema,
  recommendationsQuerySchema,
  recommendationsSchema,
} from './recommendations';
export type { RelatedProduct, RelatedProducts } from './relatedProducts';
export { relatedProductsSchema } from './relatedProducts';
export type { SearchResults, SearchSuggestion } from './search';
export {
  authorWorksSchema,
  MAX_SEARCH_SUGGESTIONS,
  searchInitialQuerySchema,
  searchKeywordsQuerySchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  searchTextQuerySchema,
} from './search';
export type { SitemapFile, SitemapIndex, SitemapKind, SitemapPage } from './sitemap';
export {
  SITEMAP_KINDS,
  SITEMAP_PAGE_SIZE,
  sitemapIndexSchema,
  sitemapKindParamsSchema,
  sitemapPageQuerySchema,
  sitemapPageSchema,
} from './sitemap';
export type { Store, StoreCode } from './stores';
export { storeCodeSchema, storeSchema } from './stores';
export type { Banner, LabelTopics, Topic, TopicKind, TopicSummary } from './topics';
export {
  bannerListSchema,
  bannerSchema,
  labelTopicsSchema,
  newSerialsInfoSchema,
  topicEpisodeListSchema,
  topicKindSchema,
  topicSchema,
  topicSummaryPageSchema,
  topicSummarySchema,
  topicsQuerySchema,
} from './topics';
export type { EpisodeDetailResponse, ViewerManifest, ViewerPage, ViewerWork } from './viewer';
export { episodeDetailResponseSchema, viewerManifestSchema, viewerQuerySchema } from './viewer';
export type {
  EpisodeType,
  FreeCampaignFilter,
  FreeCampaigns,
  NewComic,
  NewComicPage,
  OriginalDirection,
  ScrollType,
  SerializationStatus,
  Work,
  WorkDetailResponse,
  WorkSort,
  WorkSummary,
  WorkSummaryPage,
  WorksQuery,
} from './works';
export {
  dailyNewQuerySchema,
  FREE_CAMPAIGN_FILTERS,
  freeCampaignQuerySchema,
  newComicPageSchema,
  newComicSchema,
  workDetailResponseSchema,
  workSchema,
  workSummaryPageSchema,
  workSummarySchema,
  worksQuerySchema,
} from './works';
