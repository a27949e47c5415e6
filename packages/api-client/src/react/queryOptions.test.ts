import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { endpoints, type ReadEndpointName } from '../client/endpoints';
import { queryKeys } from './queryKeys';
import * as factories from './queryOptions';
import { READ_HISTORY_QUERY_SETTINGS, readHistoryQuery } from './readHistory';

/** Every read of the endpoint table and the factory that caches it, checked complete by tsc. */
const factoryOf = {
  getSession: (c) => factories.sessionQuery(c, 'dev'),
  getAccountTestPattern: factories.accountTestPatternQuery,
  getAccountUpdated: (c) => factories.accountUpdatedQuery(c),
  getAuthorIndex: factories.authorIndexQuery,
  getCategories: factories.categoriesQuery,
  getNewComics: (c) => factories.newComicsQuery(c),
  getLabelNewComics: (c) => factories.labelNewComicsQuery(c, { labelCode: 'dengeki' }),
  getEpisodeDetail: (c) => factories.episodeDetailQuery(c, 'E1'),
  getWorkDetail: (c) => factories.workDetailQuery(c, 'W1'),
  getViewer: (c) => factories.viewerQuery(c, 'E1'),
  getViewerJumpBack: (c) => factories.viewerJumpBackQuery(c, 'E1'),
  getViewerJumpForward: (c) => factories.viewerJumpForwardQuery(c, 'E1'),
  getDailyNew: (c) => factories.dailyNewQuery(c),
  getFollowedLabels: (c) => factories.followedLabelsQuery(c),
  getLabelFollowStatus: (c) => factories.labelFollowStatusQuery(c, 3),
  getFollowedSeries: (c) => factories.followedSeriesQuery(c),
  getSeriesFollowStatus: (c) => factories.seriesFollowStatusQuery(c, 42),
  getFreeCampaign: (c) => factories.freeCampaignQuery(c),
  getGenresAndTags: factories.genresAndTagsQuery,
  getHello: factories.helloQuery,
  getLabels: (c) => factories.labelsQuery(c),
  getLabelFairs: (c) => factories.labelFairsQuery(c, 'dengeki'),
  getLabelFeatures: (c) => factories.labelFeaturesQuery(c, 'dengeki'),
  getLabelFollowers: (c) => factories.labelFollowersQuery(c, 'dengeki'),
  getFavoriteStatus: (c) => factories.favoriteStatusQuery(c, 101),
  getHistoryMap: (c) => readHistoryQuery(c, 42),
  getHistoryList: (c) => factories.historyListQuery(c),
  getCurrentUser: factories.currentUserQuery,
  getBanners: factories.bannersQuery,
  getTopicEpisodes: (c) => factories.topicEpisodesQuery(c, { topicId: 1 }),
  getTopicSeries: (c) => factories.topicSeriesQuery(c, { topicId: 1 }),
  getRanking: (c) => factories.rankingQuery(c),
  getHourlyRanking: (c) => factories.hourlyRankingQuery(c),
  getRecommendedSeries: (c) => factories.recommendedSeriesQuery(c, 42),
  getRelatedProducts: (c) => factories.relatedProductsQuery(c, 'W1'),
  searchAuthor: (c) => factories.searchAuthorQuery(c, { authorId: 12 }),
  searchGenreOrTag: (c) => factories.searchGenreOrTagQuery(c, { q: '恋愛' }),
  searchInitial: (c) => factories.searchInitialQuery(c, { initial: 'か' }),
  searchKeywords: (c) => factories.searchKeywordsQuery(c, { q: 'ダンジョン' }),
  getSearchSuggestions: (c) => factories.searchSuggestionsQuery(c, { q: 'だんじ' }),
  getSeries: (c) => factories.seriesQuery(c, { genre: 3 }),
  getCampaignTopic: (c) => factories.campaignTopicQuery(c, '10th-anniversary'),
  getNewSeries: (c) => factories.newSeriesQuery(c),
  getLabelSeries: (c) => factories.labelSeriesQuery(c, { labelCode: 'dengeki' }),
  getLabelOneShots: (c) => factories.labelOneShotsQuery(c, { labelCode: 'dengeki' }),
  getLabelOngoingSeries: (c) => factories.labelOngoingSeriesQuery(c, { labelCode: 'dengeki' }),
  getTopics: (c) => factories.topicsQuery(c),
  getNewSerialsInfo: factories.newSerialsInfoQuery,
  getNewSerialWorks: (c) => factories.newSerialWorksQuery(c),
  getNewsDetail: (c) => factories.newsDetailQuery(c, 5),
} satisfies Record<
  ReadEndpointName,
  (client: ReturnType<typeof createApiClient>) => { queryKey: readonly unknown[] }
>;

describe('query factories', () => {
  const client = createApiClient({ fetch: vi.fn() });

  it.each(Object.entries(factoryOf))(
    '%s has a factory keyed by its name and access',
    (name, make) => {
      const { queryKey } = make(client);
      const endpoint = endpoints[name as ReadEndpointName];
      expect(endpoint.method).toBe('GET');
      expect(queryKey.slice(0, 3)).toEqual(['cw-api', endpoint.access, name]);
    },
  );

  it('covers every GET of the endpoint table', () => {
    const reads = Object.entries(endpoints)
      .filter(([, e]) => e.method === 'GET')
      .map(([name]) => name);
    expect(Object.keys(factoryOf).sort()).toEqual(reads.sort());
  });

  it('fetches through the client, passing TanStack Query’s abort signal', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ '101': true })));
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(readHistoryQuery(createApiClient({ fetch }), 42));
    expect(data).toEqual({ '101': true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/membership/history?seriesId=42',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('keys nest so that member data can be dropped at sign-out', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.readHistory(42), {});
    queryClient.setQueryData(queryKeys.workDetail('W1'), {});
    queryClient.removeQueries({ queryKey: queryKeys.member() });
    expect(queryClient.getQueryData(queryKeys.readHistory(42))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.workDetail('W1'))).toBeDefined();
  });

  it('gives the read history exactly the spec settings', () => {
    const options = readHistoryQuery(client, 42);
    expect(options).toMatchObject(READ_HISTORY_QUERY_SETTINGS);
    expect(READ_HISTORY_QUERY_SETTINGS).toMatchObject({
      staleTime: 600_000,
      gcTime: 300_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
    });
  });
});

describe('entry files', () => {
  const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

  it("marks the hooks entry 'use client' and keeps the factories entry server-safe", () => {
    expect(source('./index.ts').startsWith("'use client';")).toBe(true);
    expect(source('./useReadHistory.ts').startsWith("'use client';")).toBe(true);
    expect(source('./useApiMutations.ts').startsWith("'use client';")).toBe(true);
    expect(source('./queries.ts')).not.toMatch(/^'use client';/m);
    expect(source('./queries.ts')).not.toMatch(/from '\.\/use/);
  });
});
