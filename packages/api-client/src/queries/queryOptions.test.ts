import { readFileSync } from 'node:fs';
import { endpoints, type ReadEndpointName } from '@cw/contract/endpoints';
import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { queryKeys } from './queryKeys';
import { apiInfiniteQuery, apiQuery } from './queryOptions';
import { READ_HISTORY_QUERY_SETTINGS, readHistoryQuery } from './readHistory';

/** Every read of the endpoint table and the factory that caches it, checked complete by tsc. */
const factoryOf = {
  getSession: (c) => apiQuery(c, 'getSession', { dev: 'dev' }),
  getAccountTestPattern: (c) => apiQuery(c, 'getAccountTestPattern'),
  getAccountUpdated: (c) => apiQuery(c, 'getAccountUpdated'),
  getAuthorIndex: (c) => apiQuery(c, 'getAuthorIndex'),
  getCategories: (c) => apiQuery(c, 'getCategories'),
  getNewComics: (c) => apiQuery(c, 'getNewComics'),
  getLabelNewComics: (c) => apiQuery(c, 'getLabelNewComics', { labelCode: 'dengeki' }),
  getEpisodeDetail: (c) => apiQuery(c, 'getEpisodeDetail', { episodeCode: 'E1' }),
  getWorkDetail: (c) => apiQuery(c, 'getWorkDetail', { workCode: 'W1' }),
  getViewer: (c) => apiQuery(c, 'getViewer', { episodeCode: 'E1' }),
  getViewerJumpBack: (c) => apiQuery(c, 'getViewerJumpBack', { episodeCode: 'E1' }),
  getViewerJumpForward: (c) => apiQuery(c, 'getViewerJumpForward', { episodeCode: 'E1' }),
  getDailyNew: (c) => apiQuery(c, 'getDailyNew'),
  getFollowedLabels: (c) => apiQuery(c, 'getFollowedLabels'),
  getLabelFollowStatus: (c) => apiQuery(c, 'getLabelFollowStatus', { labelId: 3 }),
  getFollowedSeries: (c) => apiQuery(c, 'getFollowedSeries'),
  getSeriesFollowStatus: (c) => apiQuery(c, 'getSeriesFollowStatus', { seriesId: 42 }),
  getFreeCampaign: (c) => apiQuery(c, 'getFreeCampaign'),
  getGenresAndTags: (c) => apiQuery(c, 'getGenresAndTags'),
  getHello: (c) => apiQuery(c, 'getHello'),
  getLabels: (c) => apiQuery(c, 'getLabels'),
  getLabelFairs: (c) => apiQuery(c, 'getLabelFairs', { labelCode: 'dengeki' }),
  getLabelFeatures: (c) => apiQuery(c, 'getLabelFeatures', { labelCode: 'dengeki' }),
  getLabelFollowers: (c) => apiQuery(c, 'getLabelFollowers', { labelCode: 'dengeki' }),
  getFavoriteStatus: (c) => apiQuery(c, 'getFavoriteStatus', { episodeId: 101 }),
  getHistoryMap: (c) => readHistoryQuery(c, 42),
  getHistoryList: (c) => apiQuery(c, 'getHistoryList'),
  getCurrentUser: (c) => apiQuery(c, 'getCurrentUser'),
  getBanners: (c) => apiQuery(c, 'getBanners'),
  getTopicEpisodes: (c) => apiQuery(c, 'getTopicEpisodes', { topicId: 1 }),
  getTopicSeries: (c) => apiQuery(c, 'getTopicSeries', { topicId: 1 }),
  getRanking: (c) => apiQuery(c, 'getRanking'),
  getHourlyRanking: (c) => apiQuery(c, 'getHourlyRanking'),
  getRecommendedSeries: (c) => apiQuery(c, 'getRecommendedSeries', { workId: 42 }),
  getRelatedProducts: (c) => apiQuery(c, 'getRelatedProducts', { workCode: 'W1' }),
  searchAuthor: (c) => apiQuery(c, 'searchAuthor', { authorId: 12 }),
  searchGenreOrTag: (c) => apiQuery(c, 'searchGenreOrTag', { q: '恋愛' }),
  searchInitial: (c) => apiQuery(c, 'searchInitial', { initial: 'か' }),
  searchKeywords: (c) => apiQuery(c, 'searchKeywords', { q: 'ダンジョン' }),
  getSearchSuggestions: (c) => apiQuery(c, 'getSearchSuggestions', { q: 'だんじ' }),
  getSeries: (c) => apiQuery(c, 'getSeries', { genre: 3 }),
  getCampaignTopic: (c) => apiQuery(c, 'getCampaignTopic', { token: '10th-anniversary' }),
  getNewSeries: (c) => apiQuery(c, 'getNewSeries'),
  getLabelSeries: (c) => apiQuery(c, 'getLabelSeries', { labelCode: 'dengeki' }),
  getLabelOneShots: (c) => apiQuery(c, 'getLabelOneShots', { labelCode: 'dengeki' }),
  getLabelOngoingSeries: (c) => apiQuery(c, 'getLabelOngoingSeries', { labelCode: 'dengeki' }),
  getTopics: (c) => apiQuery(c, 'getTopics'),
  getNewSerialsInfo: (c) => apiQuery(c, 'getNewSerialsInfo'),
  getNewSerialWorks: (c) => apiQuery(c, 'getNewSerialWorks'),
  getNewsDetail: (c) => apiQuery(c, 'getNewsDetail', { topicId: 5 }),
  getSitemapIndex: (c) => apiQuery(c, 'getSitemapIndex'),
  getSitemapPage: (c) => apiQuery(c, 'getSitemapPage', { kind: 'works', page: 1 }),
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
    queryClient.setQueryData(queryKeys.call('getWorkDetail', { workCode: 'W1' }), {});
    queryClient.removeQueries({ queryKey: queryKeys.member() });
    expect(queryClient.getQueryData(queryKeys.readHistory(42))).toBeUndefined();
    expect(
      queryClient.getQueryData(queryKeys.call('getWorkDetail', { workCode: 'W1' })),
    ).toBeDefined();
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

describe('apiInfiniteQuery', () => {
  const page = (page: number, hasNext: boolean) => ({
    items: [],
    page,
    perPage: 2,
    total: 5,
    hasNext,
  });

  it('loads page after page of the same input while the answer says hasNext', async () => {
    const fetch = vi.fn(async (url: string) => {
      const current = Number(new URL(url, 'http://x').searchParams.get('page'));
      return new Response(JSON.stringify(page(current, current < 3)));
    });
    const client = createApiClient({ fetch });
    const queryClient = new QueryClient();
    const options = apiInfiniteQuery(client, 'getNewSeries', { perPage: 2 });
    // Asks for up to 5 pages; the third answers hasNext: false.
    const data = await queryClient.fetchInfiniteQuery({ ...options, pages: 5 });
    expect(data.pageParams).toEqual([1, 2, 3]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/series/new?page=1&perPage=2',
      '/api/series/new?page=2&perPage=2',
      '/api/series/new?page=3&perPage=2',
    ]);
    expect(queryClient.getQueryData(options.queryKey)).toEqual(data);
  });

  it('starts at the input’s page and reads the position of keyword search from its works', () => {
    const client = createApiClient({ fetch: vi.fn() });
    const more = apiInfiniteQuery(client, 'getSeries', { genre: 3, page: 2, perPage: 24 });
    expect(more.initialPageParam).toBe(2);
    const search = apiInfiniteQuery(client, 'searchKeywords', { q: 'ダンジョン' });
    expect(search.initialPageParam).toBe(1);
    const answer = { works: page(1, true), authors: [], tags: [] };
    expect(search.getNextPageParam(answer, [answer], 1, [1])).toBe(2);
  });

  it('keys the pages under the endpoint, apart from its single pages', () => {
    const client = createApiClient({ fetch: vi.fn() });
    const { queryKey } = apiInfiniteQuery(client, 'getFollowedSeries', { perPage: 50 });
    expect(queryKey).toEqual(['cw-api', 'member', 'getFollowedSeries', 'pages', { perPage: 50 }]);
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKey, { pages: [], pageParams: [] });
    queryClient.removeQueries({ queryKey: queryKeys.member() });
    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
  });
});

describe('entry files', () => {
  const source = (file: string) => readFileSync(new URL(file, import.meta.url), 'utf8');

  it("keeps the factories entry server-safe: not 'use client', no hooks", () => {
    expect(source('./index.ts')).not.toMatch(/^'use client';/m);
    expect(source('./index.ts')).not.toMatch(/from '@cw\/api-client-react'/);
  });
});
