// Every public name of @cw/api-client/schemas, listed explicitly.

export type { Author, AuthorIndex, AuthorRef, KanaRow } from './authors';
export { authorIndexSchema, authorRefSchema, authorSchema, kanaRowSchema } from './authors';
export type { Categories, Genre, Tag } from './categories';
export { categoriesSchema, genreSchema, tagSchema } from './categories';
export type { Language } from './common';
export {
  codeSchema,
  colorSchema,
  countSchema,
  dateTimeSchema,
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
  FollowedLabel,
  FollowedSeries,
  FollowNotificationInput,
  FollowSeriesInput,
  FollowStatus,
} from './follows';
export {
  followedLabelSchema,
  followedSeriesSchema,
  followNotificationInputSchema,
  followSeriesInputSchema,
  followStatusSchema,
} from './follows';
export type { Hello } from './hello';
export { helloSchema } from './hello';
export type { HistoryEntry, HistoryMap, HistoryQuery, HistoryRecordInput } from './history';
export {
  historyEntrySchema,
  historyMapSchema,
  historyQuerySchema,
  historyRecordInputSchema,
} from './history';
export type { Label, LabelCodeQuery, LabelFollower, LabelSummary } from './labels';
export {
  labelCodeQuerySchema,
  labelFollowerSchema,
  labelSchema,
  labelSummarySchema,
} from './labels';
export type { AccountUpdated, FavoriteStatus, MailUnsubscribeInput, User } from './membership';
export {
  accountUpdatedSchema,
  favoriteStatusSchema,
  mailUnsubscribeInputSchema,
  userSchema,
} from './membership';
export type { PaginationQuery } from './pagination';
export { MAX_PAGE_SIZE, paginated, paginationQuerySchema } from './pagination';
export type { Ranking, RankingEntry, RankingGenre, RankingPeriod, RankingQuery } from './ranking';
export {
  rankingEntrySchema,
  rankingGenreSchema,
  rankingPeriodSchema,
  rankingQuerySchema,
  rankingSchema,
} from './ranking';
export type { RecommendationCandidateInput, Recommendations } from './recommendations';
export { recommendationCandidateInputSchema, recommendationsSchema } from './recommendations';
export type { RelatedProduct, RelatedProducts } from './relatedProducts';
export { relatedProductSchema, relatedProductsSchema } from './relatedProducts';
export type {
  SearchAuthorQuery,
  SearchGenreOrTagQuery,
  SearchInitialQuery,
  SearchKeywordsQuery,
  SearchResults,
} from './search';
export {
  searchAuthorQuerySchema,
  searchGenreOrTagQuerySchema,
  searchInitialQuerySchema,
  searchKeywordsQuerySchema,
  searchResultsSchema,
} from './search';
export type { Store, StoreCode } from './stores';
export { STORE_DISPLAY_ORDER, storeCodeSchema, storeListSchema, storeSchema } from './stores';
export type { Banner, LabelTopics, Topic, TopicKind, TopicSummary } from './topics';
export {
  bannerSchema,
  labelTopicsSchema,
  topicKindSchema,
  topicSchema,
  topicSummarySchema,
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
  EpisodeType,
  FreeCampaigns,
  OriginalDirection,
  RatingLevel,
  ScrollType,
  SerializationStatus,
  Work,
  WorkDetailInfo,
  WorkDetailQuery,
  WorkDetailResponse,
  WorkSummary,
  WorkSummaryPage,
} from './works';
export {
  episodeTypeSchema,
  freeCampaignsSchema,
  originalDirectionSchema,
  ratingLevelSchema,
  scrollTypeSchema,
  serializationStatusSchema,
  workDetailInfoSchema,
  workDetailQuerySchema,
  workDetailResponseSchema,
  workSchema,
  workSummaryPageSchema,
  workSummarySchema,
} from './works';
