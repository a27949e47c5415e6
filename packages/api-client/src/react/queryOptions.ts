import { type DataTag, queryOptions, type UnusedSkipTokenOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import type {
  EndpointInput,
  EndpointOutput,
  EndpointWithOptionalInput,
  ReadEndpointName,
} from '../client/endpoints';
import { type CallQueryKey, queryKeys } from './queryKeys';

/** What every query factory returns: options whose key carries the data type. */
export type ApiQueryOptions<Name extends ReadEndpointName> = UnusedSkipTokenOptions<
  EndpointOutput<Name>,
  Error,
  EndpointOutput<Name>,
  CallQueryKey<Name>
> & { queryKey: DataTag<CallQueryKey<Name>, EndpointOutput<Name>, Error> };

type InputArgs<Name extends ReadEndpointName> = Name extends EndpointWithOptionalInput
  ? [input?: EndpointInput<Name>]
  : [input: EndpointInput<Name>];

/**
 * `queryOptions` for any read of the endpoint table: key from `queryKeys.call`, fetcher from the
 * client, cancelled through TanStack Query's signal. The named factories below call it; usable
 * in Server Components for prefetching (import from `@cw/api-client/queries` there).
 *
 * @example
 * await queryClient.prefetchQuery(apiQuery(client, 'getWorkDetail', { workCode }));
 */
export function apiQuery<Name extends ReadEndpointName>(
  client: ApiClient,
  name: Name,
  ...args: InputArgs<Name>
): ApiQueryOptions<Name> {
  // InputArgs only decides whether the input may be left out; the value is always this type.
  const input = (args[0] ?? {}) as EndpointInput<Name>;
  return queryOptions({
    queryKey: queryKeys.call(name, input),
    queryFn: ({ signal }) => client.request(name, input, { signal }),
  });
}

// One factory per read of spec section 7. A read with a single identifier takes it as an
// argument; any other read takes the endpoint's input object. The read history (`getHistoryMap`)
// has its own factory with the spec's settings: `readHistoryQuery` in readHistory.ts.

/**
 * The session as `/api/account/{dev}/session` reports it, or null.
 *
 * @example
 * const { data } = useQuery(sessionQuery(client, 'dev'));
 */
export function sessionQuery(client: ApiClient, dev: string) {
  return apiQuery(client, 'getSession', { dev });
}

/**
 * The reader's A/B test pattern (`feature`); call only with the feature flag on.
 *
 * @example
 * const { data } = useQuery(accountTestPatternQuery(client));
 */
export function accountTestPatternQuery(client: ApiClient) {
  return apiQuery(client, 'getAccountTestPattern');
}

/**
 * Whether followed works got new episodes since the reader last marked them seen.
 *
 * @example
 * const { data } = useQuery(accountUpdatedQuery(client));
 */
export function accountUpdatedQuery(client: ApiClient) {
  return apiQuery(client, 'getAccountUpdated');
}

/**
 * Authors grouped by the kana row of their reading.
 *
 * @example
 * const { data } = useQuery(authorIndexQuery(client));
 */
export function authorIndexQuery(client: ApiClient) {
  return apiQuery(client, 'getAuthorIndex');
}

/**
 * Every genre and tag (`/api/categories`).
 *
 * @example
 * const { data } = useQuery(categoriesQuery(client));
 */
export function categoriesQuery(client: ApiClient) {
  return apiQuery(client, 'getCategories');
}

/**
 * A page of released volumes with their works, newest first.
 *
 * @example
 * const { data } = useQuery(newComicsQuery(client, { page: 2 }));
 */
export function newComicsQuery(client: ApiClient, input?: EndpointInput<'getNewComics'>) {
  return apiQuery(client, 'getNewComics', input);
}

/**
 * A page of one label's released volumes with their works, newest first.
 *
 * @example
 * const { data } = useQuery(labelNewComicsQuery(client, { labelCode: 'dengeki' }));
 */
export function labelNewComicsQuery(client: ApiClient, input: EndpointInput<'getLabelNewComics'>) {
  return apiQuery(client, 'getLabelNewComics', input);
}

/**
 * One episode with its work and purchase links, whether or not it can be read now.
 *
 * @example
 * const { data } = useQuery(episodeDetailQuery(client, 'KDCW_AM01_68_E0001'));
 */
export function episodeDetailQuery(client: ApiClient, episodeCode: string) {
  return apiQuery(client, 'getEpisodeDetail', { episodeCode });
}

/**
 * The work detail page's data: the work, its episodes, volumes and related works.
 *
 * @example
 * const { data } = useQuery(workDetailQuery(client, 'KDCW_AM01_68'));
 */
export function workDetailQuery(client: ApiClient, workCode: string) {
  return apiQuery(client, 'getWorkDetail', { workCode });
}

/**
 * Everything the viewer needs to show one episode.
 *
 * @example
 * const { data } = useQuery(viewerQuery(client, 'KDCW_AM01_68_E0001'));
 */
export function viewerQuery(client: ApiClient, episodeCode: string) {
  return apiQuery(client, 'getViewer', { episodeCode });
}

/**
 * The previous readable episode in reading order.
 *
 * @example
 * const { data } = useQuery(viewerJumpBackQuery(client, 'KDCW_AM01_68_E0002'));
 */
export function viewerJumpBackQuery(client: ApiClient, episodeCode: string) {
  return apiQuery(client, 'getViewerJumpBack', { episodeCode });
}

/**
 * The next readable episode in reading order.
 *
 * @example
 * const { data } = useQuery(viewerJumpForwardQuery(client, 'KDCW_AM01_68_E0001'));
 */
export function viewerJumpForwardQuery(client: ApiClient, episodeCode: string) {
  return apiQuery(client, 'getViewerJumpForward', { episodeCode });
}

/**
 * A page of works updated today.
 *
 * @example
 * const { data } = useQuery(dailyNewQuery(client, { page: 1 }));
 */
export function dailyNewQuery(client: ApiClient, input?: EndpointInput<'getDailyNew'>) {
  return apiQuery(client, 'getDailyNew', input);
}

/**
 * A page of the labels the reader follows.
 *
 * @example
 * const { data } = useQuery(followedLabelsQuery(client, { page: 1 }));
 */
export function followedLabelsQuery(client: ApiClient, input?: EndpointInput<'getFollowedLabels'>) {
  return apiQuery(client, 'getFollowedLabels', input);
}

/**
 * Whether the reader follows one label, and with notifications.
 *
 * @example
 * const { data } = useQuery(labelFollowStatusQuery(client, 3));
 */
export function labelFollowStatusQuery(client: ApiClient, labelId: number) {
  return apiQuery(client, 'getLabelFollowStatus', { labelId });
}

/**
 * A page of the works the reader follows.
 *
 * @example
 * const { data } = useQuery(followedSeriesQuery(client, { page: 1, perPage: 50 }));
 */
export function followedSeriesQuery(client: ApiClient, input?: EndpointInput<'getFollowedSeries'>) {
  return apiQuery(client, 'getFollowedSeries', input);
}

/**
 * Whether the reader follows one work, and with notifications.
 *
 * @example
 * const { data } = useQuery(seriesFollowStatusQuery(client, work.id));
 */
export function seriesFollowStatusQuery(client: ApiClient, seriesId: number) {
  return apiQuery(client, 'getSeriesFollowStatus', { seriesId });
}

/**
 * A page of works in a free-episode campaign.
 *
 * @example
 * const { data } = useQuery(freeCampaignQuery(client, { page: 1 }));
 */
export function freeCampaignQuery(client: ApiClient, input?: EndpointInput<'getFreeCampaign'>) {
  return apiQuery(client, 'getFreeCampaign', input);
}

/**
 * Every genre and tag (`/api/genresAndTags`).
 *
 * @example
 * const { data } = useQuery(genresAndTagsQuery(client));
 */
export function genresAndTagsQuery(client: ApiClient) {
  return apiQuery(client, 'getGenresAndTags');
}

/**
 * Versions and health of the web app and the backend.
 *
 * @example
 * const { data } = useQuery(helloQuery(client));
 */
export function helloQuery(client: ApiClient) {
  return apiQuery(client, 'getHello');
}

/**
 * Every label, in the editorial order.
 *
 * @example
 * const { data } = useQuery(labelsQuery(client));
 */
export function labelsQuery(client: ApiClient) {
  return apiQuery(client, 'getLabels');
}

/**
 * One label's fairs.
 *
 * @example
 * const { data } = useQuery(labelFairsQuery(client, 'dengeki'));
 */
export function labelFairsQuery(client: ApiClient, labelCode: string) {
  return apiQuery(client, 'getLabelFairs', { labelCode });
}

/**
 * One label's features.
 *
 * @example
 * const { data } = useQuery(labelFeaturesQuery(client, 'dengeki'));
 */
export function labelFeaturesQuery(client: ApiClient, labelCode: string) {
  return apiQuery(client, 'getLabelFeatures', { labelCode });
}

/**
 * How many readers follow one label.
 *
 * @example
 * const { data } = useQuery(labelFollowersQuery(client, 'dengeki'));
 */
export function labelFollowersQuery(client: ApiClient, labelCode: string) {
  return apiQuery(client, 'getLabelFollowers', { labelCode });
}

/**
 * The good-button state and count of one episode.
 *
 * @example
 * const { data } = useQuery(favoriteStatusQuery(client, episode.id));
 */
export function favoriteStatusQuery(client: ApiClient, episodeId: number) {
  return apiQuery(client, 'getFavoriteStatus', { episodeId });
}

/**
 * A page of the reader's read history, newest first.
 *
 * @example
 * const { data } = useQuery(historyListQuery(client, { page: 1 }));
 */
export function historyListQuery(client: ApiClient, input?: EndpointInput<'getHistoryList'>) {
  return apiQuery(client, 'getHistoryList', input);
}

/**
 * The signed-in reader (`isLinked` and the rest).
 *
 * @example
 * const { data } = useQuery(currentUserQuery(client));
 */
export function currentUserQuery(client: ApiClient) {
  return apiQuery(client, 'getCurrentUser');
}

/**
 * The promotional banners running now.
 *
 * @example
 * const { data } = useQuery(bannersQuery(client));
 */
export function bannersQuery(client: ApiClient) {
  return apiQuery(client, 'getBanners');
}

/**
 * The latest web episode of each of one promotion topic's works.
 *
 * @example
 * const { data } = useQuery(topicEpisodesQuery(client, { topicId: 12 }));
 */
export function topicEpisodesQuery(client: ApiClient, input: EndpointInput<'getTopicEpisodes'>) {
  return apiQuery(client, 'getTopicEpisodes', input);
}

/**
 * A page of the works of one promotion topic.
 *
 * @example
 * const { data } = useQuery(topicSeriesQuery(client, { topicId: 12 }));
 */
export function topicSeriesQuery(client: ApiClient, input: EndpointInput<'getTopicSeries'>) {
  return apiQuery(client, 'getTopicSeries', input);
}

/**
 * The daily ranking of one genre (default all), optionally of one label.
 *
 * @example
 * const { data } = useQuery(rankingQuery(client, { genre: '5' }));
 */
export function rankingQuery(client: ApiClient, input?: EndpointInput<'getRanking'>) {
  return apiQuery(client, 'getRanking', input);
}

/**
 * The hourly ranking of one genre (default all), optionally of one label.
 *
 * @example
 * const { data } = useQuery(hourlyRankingQuery(client, { page: 1 }));
 */
export function hourlyRankingQuery(client: ApiClient, input?: EndpointInput<'getHourlyRanking'>) {
  return apiQuery(client, 'getHourlyRanking', input);
}

/**
 * Works sharing the genre and tags of one work.
 *
 * @example
 * const { data } = useQuery(recommendedSeriesQuery(client, work.id));
 */
export function recommendedSeriesQuery(client: ApiClient, workId: number) {
  return apiQuery(client, 'getRecommendedSeries', { workId });
}

/**
 * The purchasable volumes of one work and their stores.
 *
 * @example
 * const { data } = useQuery(relatedProductsQuery(client, 'KDCW_AM01_68'));
 */
export function relatedProductsQuery(client: ApiClient, workCode: string) {
  return apiQuery(client, 'getRelatedProducts', { workCode });
}

/**
 * One author and the works they are credited on.
 *
 * @example
 * const { data } = useQuery(searchAuthorQuery(client, { authorId: 12 }));
 */
export function searchAuthorQuery(client: ApiClient, input: EndpointInput<'searchAuthor'>) {
  return apiQuery(client, 'searchAuthor', input);
}

/**
 * The genres and tags whose name contains the text.
 *
 * @example
 * const { data } = useQuery(searchGenreOrTagQuery(client, { q: '恋愛' }));
 */
export function searchGenreOrTagQuery(client: ApiClient, input: EndpointInput<'searchGenreOrTag'>) {
  return apiQuery(client, 'searchGenreOrTag', input);
}

/**
 * A page of works whose title reading starts in one kana row.
 *
 * @example
 * const { data } = useQuery(searchInitialQuery(client, { initial: 'か' }));
 */
export function searchInitialQuery(client: ApiClient, input: EndpointInput<'searchInitial'>) {
  return apiQuery(client, 'searchInitial', input);
}

/**
 * Keyword search: a page of works plus matching authors and tags.
 *
 * @example
 * const { data } = useQuery(searchKeywordsQuery(client, { q: 'ダンジョン' }));
 */
export function searchKeywordsQuery(client: ApiClient, input: EndpointInput<'searchKeywords'>) {
  return apiQuery(client, 'searchKeywords', input);
}

/**
 * Up to ten works, authors and tags for the search box as the reader types.
 *
 * @example
 * const { data } = useQuery(searchSuggestionsQuery(client, { q: 'だんじ' }));
 */
export function searchSuggestionsQuery(
  client: ApiClient,
  input: EndpointInput<'getSearchSuggestions'>,
) {
  return apiQuery(client, 'getSearchSuggestions', input);
}

/**
 * A page of works filtered by label, genre, tag, status, kind or title kana row.
 *
 * @example
 * const { data } = useQuery(seriesQuery(client, { genre: 3, page: 1 }));
 */
export function seriesQuery(client: ApiClient, input?: EndpointInput<'getSeries'>) {
  return apiQuery(client, 'getSeries', input);
}

/**
 * A page of new series.
 *
 * @example
 * const { data } = useQuery(newSeriesQuery(client, { page: 1 }));
 */
export function newSeriesQuery(client: ApiClient, input?: EndpointInput<'getNewSeries'>) {
  return apiQuery(client, 'getNewSeries', input);
}

/**
 * The topic behind a campaign page such as `/campaign/10th-anniversary`.
 *
 * @example
 * const { data } = useQuery(campaignTopicQuery(client, '10th-anniversary'));
 */
export function campaignTopicQuery(client: ApiClient, token: string) {
  return apiQuery(client, 'getCampaignTopic', { token });
}

/**
 * A page of one label's series.
 *
 * @example
 * const { data } = useQuery(labelSeriesQuery(client, { labelCode: 'dengeki' }));
 */
export function labelSeriesQuery(client: ApiClient, input: EndpointInput<'getLabelSeries'>) {
  return apiQuery(client, 'getLabelSeries', input);
}

/**
 * A page of one label's one-shots.
 *
 * @example
 * const { data } = useQuery(labelOneShotsQuery(client, { labelCode: 'dengeki' }));
 */
export function labelOneShotsQuery(client: ApiClient, input: EndpointInput<'getLabelOneShots'>) {
  return apiQuery(client, 'getLabelOneShots', input);
}

/**
 * A page of one label's ongoing series.
 *
 * @example
 * const { data } = useQuery(labelOngoingSeriesQuery(client, { labelCode: 'dengeki' }));
 */
export function labelOngoingSeriesQuery(
  client: ApiClient,
  input: EndpointInput<'getLabelOngoingSeries'>,
) {
  return apiQuery(client, 'getLabelOngoingSeries', input);
}

/**
 * A page of topics, optionally of one kind and label.
 *
 * @example
 * const { data } = useQuery(topicsQuery(client, { kind: 'news' }));
 */
export function topicsQuery(client: ApiClient, input?: EndpointInput<'getTopics'>) {
  return apiQuery(client, 'getTopics', input);
}

/**
 * How many works the new-serial topics announce, and the latest announcement.
 *
 * @example
 * const { data } = useQuery(newSerialsInfoQuery(client));
 */
export function newSerialsInfoQuery(client: ApiClient) {
  return apiQuery(client, 'getNewSerialsInfo');
}

/**
 * A page of the works starting serialization.
 *
 * @example
 * const { data } = useQuery(newSerialWorksQuery(client, { page: 1 }));
 */
export function newSerialWorksQuery(client: ApiClient, input?: EndpointInput<'getNewSerialWorks'>) {
  return apiQuery(client, 'getNewSerialWorks', input);
}

/**
 * One news topic with its body.
 *
 * @example
 * const { data } = useQuery(newsDetailQuery(client, topicId));
 */
export function newsDetailQuery(client: ApiClient, topicId: number) {
  return apiQuery(client, 'getNewsDetail', { topicId });
}
