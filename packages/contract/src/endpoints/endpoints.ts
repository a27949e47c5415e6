import type { z } from 'zod';
import { authorIndexSchema } from '../schemas/authors';
import { categoriesSchema } from '../schemas/categories';
import { clientLogInputSchema, clientLogReceiptSchema } from '../schemas/clientLog';
import { idempotencyKeyHeadersSchema } from '../schemas/common';
import { episodeSummarySchema } from '../schemas/episodes';
import {
  followedLabelPageSchema,
  followedSeriesPageSchema,
  followNotificationInputSchema,
  followSeriesInputSchema,
  followStatusSchema,
  unfollowLabelsInputSchema,
  unfollowSeriesInputSchema,
} from '../schemas/follows';
import { helloSchema } from '../schemas/hello';
import {
  historyDeleteInputSchema,
  historyEntryPageSchema,
  historyMapSchema,
  historyQuerySchema,
  historyRecordInputSchema,
} from '../schemas/history';
import { labelCodeQuerySchema, labelFollowerSchema, labelListSchema } from '../schemas/labels';
import {
  accountUpdatedQuerySchema,
  accountUpdatedSchema,
  favoriteStatusSchema,
  guestFavoriteSchema,
  mailUnsubscribeInputSchema,
  userSchema,
} from '../schemas/membership';
import { paginationQuerySchema } from '../schemas/pagination';
import { rankingQuerySchema, rankingSchema } from '../schemas/ranking';
import {
  recommendationCandidateInputSchema,
  recommendationsQuerySchema,
  recommendationsSchema,
} from '../schemas/recommendations';
import { relatedProductsSchema } from '../schemas/relatedProducts';
import {
  authorWorksSchema,
  searchAuthorQuerySchema,
  searchInitialQuerySchema,
  searchKeywordsQuerySchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  searchTextQuerySchema,
} from '../schemas/search';
import {
  sitemapIndexSchema,
  sitemapKindParamsSchema,
  sitemapPageQuerySchema,
  sitemapPageSchema,
} from '../schemas/sitemap';
import {
  bannerListSchema,
  labelTopicsSchema,
  newSerialsInfoSchema,
  topicEpisodeListSchema,
  topicSchema,
  topicSummaryPageSchema,
  topicsQuerySchema,
} from '../schemas/topics';
import {
  episodeDetailResponseSchema,
  viewerManifestSchema,
  viewerQuerySchema,
} from '../schemas/viewer';
import {
  dailyNewQuerySchema,
  freeCampaignQuerySchema,
  newComicPageSchema,
  workDetailQuerySchema,
  workDetailResponseSchema,
  workSummaryPageSchema,
  worksQuerySchema,
} from '../schemas/works';
import {
  accountSessionParamsSchema,
  accountSessionSchema,
  acknowledgementSchema,
  campaignTokenParamsSchema,
  episodeIdParamsSchema,
  labelCodeParamsSchema,
  labelIdParamsSchema,
  newsDetailQuerySchema,
  seriesIdParamsSchema,
  testPatternSchema,
  topicIdParamsSchema,
  workCodeParamsSchema,
} from './provisionalSchemas';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `public`: anyone, cacheable when a GET; `member`: needs the reader's session. */
export type EndpointAccess = 'public' | 'member';

/**
 * One browser call of spec section 7. The caller passes one flat input object: keys named in
 * `{braces}` in the path fill the path, keys of `query` go to the query string, and whatever
 * remains is the JSON body checked by `body`. `params` and `query` check the values as written
 * in the URL (strings), so the web app's route handlers validate requests with the same schemas.
 * `headers` names the request headers the call may carry, in lower case (only
 * `idempotency-key`, which the client sends from its `idempotencyKey` option); the web app
 * forwards those and no other header of the browser's.
 */
export type EndpointDefinition = {
  method: HttpMethod;
  path: `/api/${string}`;
  access: EndpointAccess;
  params?: z.ZodType<Record<string, unknown>> & { shape: Record<string, unknown> };
  query?: z.ZodType<Record<string, unknown>> & { shape: Record<string, unknown> };
  headers?: z.ZodType<Record<string, unknown>> & { shape: Record<string, unknown> };
  body?: z.ZodType;
  response: z.ZodType;
};

function endpoint<const Definition extends EndpointDefinition>(definition: Definition): Definition {
  return definition;
}

/**
 * Every browser call of spec section 7, in the spec's order. Reads start with `get` or `search`;
 * the web app's route handlers take method, path and schemas from here. The label lists name
 * the spec's `{labelId}` segment `{labelCode}`: it takes the label's id, as the spec names it,
 * or its code, as the label pages (`/label/{labelCode}/…`) use it (`labelRefSchema`).
 */
export const endpoints = {
  // Account.
  getSession: endpoint({
    method: 'GET',
    path: '/api/account/{dev}/session',
    access: 'public',
    params: accountSessionParamsSchema,
    response: accountSessionSchema,
  }),
  getAccountTestPattern: endpoint({
    method: 'GET',
    path: '/api/account/test_pattern',
    access: 'member',
    response: testPatternSchema,
  }),
  getAccountUpdated: endpoint({
    method: 'GET',
    path: '/api/account/updated',
    access: 'member',
    query: accountUpdatedQuerySchema,
    response: accountUpdatedSchema,
  }),
  markAccountUpdated: endpoint({
    method: 'PUT',
    path: '/api/account/updated',
    access: 'member',
    query: accountUpdatedQuerySchema,
    response: accountUpdatedSchema,
  }),

  // Catalog.
  getAuthorIndex: endpoint({
    method: 'GET',
    path: '/api/authors/initial',
    access: 'public',
    response: authorIndexSchema,
  }),
  getCategories: endpoint({
    method: 'GET',
    path: '/api/categories',
    access: 'public',
    response: categoriesSchema,
  }),
  getNewComics: endpoint({
    method: 'GET',
    path: '/api/comics/new',
    access: 'public',
    query: paginationQuerySchema,
    response: newComicPageSchema,
  }),
  getLabelNewComics: endpoint({
    method: 'GET',
    path: '/api/comics/{labelCode}/new',
    access: 'public',
    params: labelCodeParamsSchema,
    query: paginationQuerySchema,
    response: newComicPageSchema,
  }),
  getEpisodeDetail: endpoint({
    method: 'GET',
    path: '/api/contents/details/episode',
    access: 'public',
    query: viewerQuerySchema,
    response: episodeDetailResponseSchema,
  }),
  getWorkDetail: endpoint({
    method: 'GET',
    path: '/api/contents/details/work',
    access: 'public',
    query: workDetailQuerySchema,
    response: workDetailResponseSchema,
  }),
  getViewer: endpoint({
    method: 'GET',
    path: '/api/contents/viewer',
    access: 'public',
    query: viewerQuerySchema,
    response: viewerManifestSchema,
  }),
  getViewerJumpBack: endpoint({
    method: 'GET',
    path: '/api/contents/viewer-jump-back',
    access: 'public',
    query: viewerQuerySchema,
    response: episodeSummarySchema,
  }),
  getViewerJumpForward: endpoint({
    method: 'GET',
    path: '/api/contents/viewer-jump-forward',
    access: 'public',
    query: viewerQuerySchema,
    response: episodeSummarySchema,
  }),
  getDailyNew: endpoint({
    method: 'GET',
    path: '/api/daily/new',
    access: 'public',
    query: dailyNewQuerySchema,
    response: workSummaryPageSchema,
  }),

  // Follows.
  getFollowedLabels: endpoint({
    method: 'GET',
    path: '/api/follows/labels',
    access: 'member',
    query: paginationQuerySchema,
    response: followedLabelPageSchema,
  }),
  unfollowLabels: endpoint({
    method: 'DELETE',
    path: '/api/follows/labels',
    access: 'member',
    body: unfollowLabelsInputSchema,
    response: acknowledgementSchema,
  }),
  followLabel: endpoint({
    method: 'POST',
    path: '/api/follows/labels/{labelId}',
    access: 'member',
    params: labelIdParamsSchema,
    response: followStatusSchema,
  }),
  getLabelFollowStatus: endpoint({
    method: 'GET',
    path: '/api/follows/labels/{labelId}/status',
    access: 'member',
    params: labelIdParamsSchema,
    response: followStatusSchema,
  }),
  setLabelNotification: endpoint({
    method: 'PUT',
    path: '/api/follows/labels/{labelId}/notification',
    access: 'member',
    params: labelIdParamsSchema,
    body: followNotificationInputSchema,
    response: followStatusSchema,
  }),
  getFollowedSeries: endpoint({
    method: 'GET',
    path: '/api/follows/series',
    access: 'member',
    query: paginationQuerySchema,
    response: followedSeriesPageSchema,
  }),
  followSeries: endpoint({
    method: 'POST',
    path: '/api/follows/series',
    access: 'member',
    body: followSeriesInputSchema,
    response: followStatusSchema,
  }),
  unfollowSeries: endpoint({
    method: 'DELETE',
    path: '/api/follows/series',
    access: 'member',
    body: unfollowSeriesInputSchema,
    response: acknowledgementSchema,
  }),
  getSeriesFollowStatus: endpoint({
    method: 'GET',
    path: '/api/follows/series/{seriesId}',
    access: 'member',
    params: seriesIdParamsSchema,
    response: followStatusSchema,
  }),
  setSeriesNotification: endpoint({
    method: 'PUT',
    path: '/api/follows/series/{seriesId}/notification',
    access: 'member',
    params: seriesIdParamsSchema,
    body: followNotificationInputSchema,
    response: followStatusSchema,
  }),

  // Catalog, continued.
  getFreeCampaign: endpoint({
    method: 'GET',
    path: '/api/free-campaign',
    access: 'public',
    query: freeCampaignQuerySchema,
    response: workSummaryPageSchema,
  }),
  getGenresAndTags: endpoint({
    method: 'GET',
    path: '/api/genresAndTags',
    access: 'public',
    response: categoriesSchema,
  }),
  getHello: endpoint({
    method: 'GET',
    path: '/api/hello',
    access: 'public',
    response: helloSchema,
  }),
  getLabels: endpoint({
    method: 'GET',
    path: '/api/label',
    access: 'public',
    response: labelListSchema,
  }),
  getLabelFairs: endpoint({
    method: 'GET',
    path: '/api/label/fairs',
    access: 'public',
    query: labelCodeQuerySchema,
    response: labelTopicsSchema,
  }),
  getLabelFeatures: endpoint({
    method: 'GET',
    path: '/api/label/features',
    access: 'public',
    query: labelCodeQuerySchema,
    response: labelTopicsSchema,
  }),
  getLabelFollowers: endpoint({
    method: 'GET',
    path: '/api/label/follower',
    access: 'public',
    query: labelCodeQuerySchema,
    response: labelFollowerSchema,
  }),

  // Mail.
  unsubscribeMail: endpoint({
    method: 'POST',
    path: '/api/mail/unsubscribe',
    access: 'member',
    body: mailUnsubscribeInputSchema,
    response: acknowledgementSchema,
  }),

  // Favorites ("good" button).
  getFavoriteStatus: endpoint({
    method: 'GET',
    path: '/api/membership/favorites/episodes/{episodeId}/status',
    access: 'member',
    params: episodeIdParamsSchema,
    response: favoriteStatusSchema,
  }),
  addFavorite: endpoint({
    method: 'POST',
    path: '/api/membership/favorites/episodes/{episodeId}/status',
    access: 'member',
    params: episodeIdParamsSchema,
    response: favoriteStatusSchema,
  }),
  removeFavorite: endpoint({
    method: 'DELETE',
    path: '/api/membership/favorites/episodes/{episodeId}/status',
    access: 'member',
    params: episodeIdParamsSchema,
    response: favoriteStatusSchema,
  }),
  // Client logs (spec section 7): bounded and rate limited per client.
  postClientLog: endpoint({
    method: 'POST',
    path: '/api/log',
    access: 'public',
    body: clientLogInputSchema,
    response: clientLogReceiptSchema,
  }),

  addGuestFavorite: endpoint({
    method: 'POST',
    path: '/api/membership/favorites/guest/episodes/{episodeId}',
    access: 'public',
    params: episodeIdParamsSchema,
    response: guestFavoriteSchema,
  }),

  // Read history.
  getHistoryMap: endpoint({
    method: 'GET',
    path: '/api/membership/history',
    access: 'member',
    query: historyQuerySchema,
    response: historyMapSchema,
  }),
  recordHistory: endpoint({
    method: 'POST',
    path: '/api/membership/history',
    access: 'member',
    headers: idempotencyKeyHeadersSchema,
    body: historyRecordInputSchema,
    response: acknowledgementSchema,
  }),
  getHistoryList: endpoint({
    method: 'GET',
    path: '/api/membership/history/list',
    access: 'member',
    query: paginationQuerySchema,
    response: historyEntryPageSchema,
  }),
  deleteHistory: endpoint({
    method: 'DELETE',
    path: '/api/membership/history/list',
    access: 'member',
    body: historyDeleteInputSchema,
    response: acknowledgementSchema,
  }),
  getCurrentUser: endpoint({
    method: 'GET',
    path: '/api/membership/users/me/web',
    access: 'member',
    response: userSchema,
  }),

  // Promotions, rankings, recommendations.
  getBanners: endpoint({
    method: 'GET',
    path: '/api/promotions/banners',
    access: 'public',
    response: bannerListSchema,
  }),
  getTopicEpisodes: endpoint({
    method: 'GET',
    path: '/api/promotions/topics/{topicId}/episodes',
    access: 'public',
    params: topicIdParamsSchema,
    response: topicEpisodeListSchema,
  }),
  getTopicSeries: endpoint({
    method: 'GET',
    path: '/api/promotions/topics/{topicId}/series',
    access: 'public',
    params: topicIdParamsSchema,
    query: paginationQuerySchema,
    response: workSummaryPageSchema,
  }),
  getRanking: endpoint({
    method: 'GET',
    path: '/api/ranking',
    access: 'public',
    query: rankingQuerySchema,
    response: rankingSchema,
  }),
  getHourlyRanking: endpoint({
    method: 'GET',
    path: '/api/ranking/hourly',
    access: 'public',
    query: rankingQuerySchema,
    response: rankingSchema,
  }),
  sendRecommendationCandidates: endpoint({
    method: 'POST',
    path: '/api/recommendations/candidate',
    access: 'public',
    body: recommendationCandidateInputSchema,
    response: recommendationsSchema,
  }),
  getRecommendedSeries: endpoint({
    method: 'GET',
    path: '/api/recommendations/series',
    access: 'public',
    query: recommendationsQuerySchema,
    response: recommendationsSchema,
  }),
  getRelatedProducts: endpoint({
    method: 'GET',
    path: '/api/related-product/{workCode}',
    access: 'public',
    params: workCodeParamsSchema,
    response: relatedProductsSchema,
  }),

  // Search.
  searchAuthor: endpoint({
    method: 'GET',
    path: '/api/search/author',
    access: 'public',
    query: searchAuthorQuerySchema,
    response: authorWorksSchema,
  }),
  searchGenreOrTag: endpoint({
    method: 'GET',
    path: '/api/search/genreOrTag',
    access: 'public',
    query: searchTextQuerySchema,
    response: categoriesSchema,
  }),
  searchInitial: endpoint({
    method: 'GET',
    path: '/api/search/initial',
    access: 'public',
    query: searchInitialQuerySchema,
    response: workSummaryPageSchema,
  }),
  searchKeywords: endpoint({
    method: 'GET',
    path: '/api/search/keywords',
    access: 'public',
    query: searchKeywordsQuerySchema,
    response: searchResultsSchema,
  }),
  getSearchSuggestions: endpoint({
    method: 'GET',
    path: '/api/search/suggestions',
    access: 'public',
    query: searchTextQuerySchema,
    response: searchSuggestionsSchema,
  }),

  // Series lists.
  getSeries: endpoint({
    method: 'GET',
    path: '/api/series',
    access: 'public',
    query: worksQuerySchema,
    response: workSummaryPageSchema,
  }),
  getNewSeries: endpoint({
    method: 'GET',
    path: '/api/series/new',
    access: 'public',
    query: paginationQuerySchema,
    response: workSummaryPageSchema,
  }),
  getLabelSeries: endpoint({
    method: 'GET',
    path: '/api/series/{labelCode}',
    access: 'public',
    params: labelCodeParamsSchema,
    query: paginationQuerySchema,
    response: workSummaryPageSchema,
  }),
  getLabelOneShots: endpoint({
    method: 'GET',
    path: '/api/series/{labelCode}/one-shot',
    access: 'public',
    params: labelCodeParamsSchema,
    query: paginationQuerySchema,
    response: workSummaryPageSchema,
  }),
  getLabelOngoingSeries: endpoint({
    method: 'GET',
    path: '/api/series/{labelCode}/ongoing',
    access: 'public',
    params: labelCodeParamsSchema,
    query: paginationQuerySchema,
    response: workSummaryPageSchema,
  }),

  // Sitemaps: every page of the catalog with its last change, for /sitemap.xml.
  getSitemapIndex: endpoint({
    method: 'GET',
    path: '/api/sitemap',
    access: 'public',
    response: sitemapIndexSchema,
  }),
  getSitemapPage: endpoint({
    method: 'GET',
    path: '/api/sitemap/{kind}',
    access: 'public',
    params: sitemapKindParamsSchema,
    query: sitemapPageQuerySchema,
    response: sitemapPageSchema,
  }),

  // Topics.
  getTopics: endpoint({
    method: 'GET',
    path: '/api/topics',
    access: 'public',
    query: topicsQuerySchema,
    response: topicSummaryPageSchema,
  }),
  getNewSerialsInfo: endpoint({
    method: 'GET',
    path: '/api/topics/new-serials/info',
    access: 'public',
    response: newSerialsInfoSchema,
  }),
  getNewSerialWorks: endpoint({
    method: 'GET',
    path: '/api/topics/new-serials/works',
    access: 'public',
    query: paginationQuerySchema,
    response: workSummaryPageSchema,
  }),
  getCampaignTopic: endpoint({
    method: 'GET',
    path: '/api/topics/campaign/{token}',
    access: 'public',
    params: campaignTokenParamsSchema,
    response: topicSchema,
  }),
  getNewsDetail: endpoint({
    method: 'GET',
    path: '/api/topics/news/detail',
    access: 'public',
    query: newsDetailQuerySchema,
    response: topicSchema,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type Empty = Record<never, never>;
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];

/**
 * Query values as the caller holds them (numbers as numbers), optional where the schema has a
 * default or accepts a missing value; they are written to the URL as strings.
 */
type QueryValues<Q extends z.ZodType> = Simplify<
  {
    [K in Exclude<keyof z.output<Q>, OptionalKeys<z.input<Q>>>]: z.output<Q>[K];
  } & {
    [K in Extract<keyof z.output<Q>, OptionalKeys<z.input<Q>>>]?: Exclude<
      z.output<Q>[K],
      undefined
    >;
  }
>;

type ParamsPart<D> = D extends { params: infer P extends z.ZodType } ? z.output<P> : Empty;
type QueryPart<D> = D extends { query: infer Q extends z.ZodType } ? QueryValues<Q> : Empty;
type BodyPart<D> = D extends { body: infer B extends z.ZodType } ? z.input<B> : Empty;

/** The one flat input object of an endpoint: path parameters, query values and body fields. */
export type EndpointInput<Name extends EndpointName> = Simplify<
  ParamsPart<Endpoints[Name]> & QueryPart<Endpoints[Name]> & BodyPart<Endpoints[Name]>
>;

/** The parsed response of an endpoint. */
export type EndpointOutput<Name extends EndpointName> = z.output<Endpoints[Name]['response']>;

/** Endpoints whose input has no required field, so it may be left out. */
export type EndpointWithOptionalInput = {
  [Name in EndpointName]: Empty extends EndpointInput<Name> ? Name : never;
}[EndpointName];

/**
 * Endpoints that take an `Idempotency-Key` (the client's `idempotencyKey` option): writes an
 * offline device may send again after losing the answer.
 */
export type EndpointWithIdempotencyKey = {
  [Name in EndpointName]: Endpoints[Name] extends { headers: infer H extends z.ZodType }
    ? 'idempotency-key' extends keyof z.input<H>
      ? Name
      : never
    : never;
}[EndpointName];

/** Endpoints that only read: the ones TanStack Query caches. */
export type ReadEndpointName = {
  [Name in EndpointName]: Endpoints[Name]['method'] extends 'GET' ? Name : never;
}[EndpointName];

/** Where an answer sits in its list: its page (from 1) and whether another page follows. */
export type PagePosition = { page: number; hasNext: boolean };

/**
 * Reads of one page of a list: they take `page`, and the answer is the page or holds it as
 * `works` (keyword search, whose answer adds the matching authors and tags).
 */
export type PagedEndpointName = {
  [Name in ReadEndpointName]: 'page' extends keyof EndpointInput<Name>
    ? EndpointOutput<Name> extends PagePosition | { works: PagePosition }
      ? Name
      : never
    : never;
}[ReadEndpointName];
