import type { FollowKind } from '@cw/contract/constants';
import type {
  Followed,
  FollowedLabelPage,
  FollowedPage,
  FollowedSeriesPage,
  FollowStatus,
  HistoryMap,
  SearchResults,
  WorkDetailResponse,
  WorkSummaryPage,
} from '@cw/contract/schemas';
import { type InfiniteData, QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { followedPageQuery, followStatusQuery } from './follows';
import { queryKeys } from './queryKeys';
import { apiInfiniteQuery, apiQuery } from './queryOptions';
import { readHistoryQuery } from './readHistory';

const client = createApiClient();
const queryClient = new QueryClient();

// Components are never rendered here: they only put the hooks' types under test.
function WorkDetail() {
  const { data } = useQuery(apiQuery(client, 'getWorkDetail', { workCode: 'KDCW_AM01_68' }));
  expectTypeOf(data).toEqualTypeOf<WorkDetailResponse | undefined>();
  return null;
}

describe('queryOptions factories', () => {
  it('types the data of the work detail as WorkDetailResponse', () => {
    const options = apiQuery(client, 'getWorkDetail', { workCode: 'KDCW_AM01_68' });
    expectTypeOf(queryClient.fetchQuery(options)).resolves.toEqualTypeOf<WorkDetailResponse>();
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<
      WorkDetailResponse | undefined
    >();
  });

  it('types the data of useQuery', () => {
    expectTypeOf(WorkDetail).toBeFunction();
  });

  it('types the read history and list pages', () => {
    expectTypeOf(
      queryClient.fetchQuery(readHistoryQuery(client, 42)),
    ).resolves.toEqualTypeOf<HistoryMap>();
    expectTypeOf(
      queryClient.fetchQuery(apiQuery(client, 'getFollowedSeries', { page: 2 })),
    ).resolves.toEqualTypeOf<FollowedSeriesPage>();
  });

  it('checks the input of apiQuery against the endpoint', () => {
    expectTypeOf(apiQuery(client, 'getHello').queryKey[2]).toEqualTypeOf<'getHello'>();
    // @ts-expect-error workCode is required
    apiQuery(client, 'getWorkDetail');
    // @ts-expect-error seriesId is a number
    apiQuery(client, 'getHistoryMap', { seriesId: '42' });
    // @ts-expect-error writes have no query factory
    apiQuery(client, 'followSeries', { workId: 1 });
  });

  it('keys name the endpoint and its access', () => {
    expectTypeOf(queryKeys.readHistory(42)).toEqualTypeOf<
      readonly ['cw-api', 'member', 'getHistoryMap', { seriesId: number }]
    >();
  });
});

function SearchResultsList() {
  const { data } = useInfiniteQuery(apiInfiniteQuery(client, 'searchKeywords', { q: '恋愛' }));
  expectTypeOf(data).toEqualTypeOf<InfiniteData<SearchResults, number> | undefined>();
  return null;
}

describe('apiInfiniteQuery', () => {
  it('types every loaded page as the endpoint answer', () => {
    const options = apiInfiniteQuery(client, 'getNewSeries', { perPage: 24 });
    expectTypeOf(queryClient.fetchInfiniteQuery(options)).resolves.toEqualTypeOf<
      InfiniteData<WorkSummaryPage, number>
    >();
    expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<
      InfiniteData<WorkSummaryPage> | undefined
    >();
    expectTypeOf(options.initialPageParam).toEqualTypeOf<number>();
    expectTypeOf(SearchResultsList).toBeFunction();
  });

  it('keys the pages apart from single calls', () => {
    expectTypeOf(
      apiInfiniteQuery(client, 'getFollowedSeries').queryKey[3],
    ).toEqualTypeOf<'pages'>();
    expectTypeOf(apiInfiniteQuery(client, 'getSeries').queryKey[2]).toEqualTypeOf<'getSeries'>();
    expectTypeOf(apiInfiniteQuery(client, 'getFollowedSeries').queryKey).toExtend<
      readonly [
        'cw-api',
        'member',
        'getFollowedSeries',
        'pages',
        { page?: number; perPage?: number },
      ]
    >();
  });

  it('takes only paged reads, with their input checked', () => {
    apiInfiniteQuery(client, 'getSeries', { genre: 3, page: 2, perPage: 24 });
    // @ts-expect-error q is required
    apiInfiniteQuery(client, 'searchKeywords');
    // @ts-expect-error perPage is a number
    apiInfiniteQuery(client, 'getNewSeries', { perPage: '24' });
    // @ts-expect-error the work detail is not a list
    apiInfiniteQuery(client, 'getWorkDetail', { workCode: 'KDCW_AM01_68' });
    // @ts-expect-error the ranking takes no page
    apiInfiniteQuery(client, 'getRanking');
    // @ts-expect-error writes have no query factory
    apiInfiniteQuery(client, 'unfollowSeries', { workIds: [1] });
  });
});

describe('client methods', () => {
  it('take the endpoint input and resolve to the parsed response', () => {
    expectTypeOf(client.getWorkDetail).parameter(0).toEqualTypeOf<{ workCode: string }>();
    expectTypeOf(client.getWorkDetail).returns.resolves.toEqualTypeOf<WorkDetailResponse>();
    expectTypeOf(client.followSeries).returns.resolves.toEqualTypeOf<FollowStatus>();
    expectTypeOf(client.unfollowSeries).returns.resolves.toEqualTypeOf<undefined>();
  });
});

// A list of either kind, the kind a type parameter, as one component serves both.
function FollowedLines<Kind extends FollowKind>({ kind }: { kind: Kind }) {
  const { data } = useQuery(followedPageQuery(client, kind, { perPage: 100 }));
  expectTypeOf(data?.items).toEqualTypeOf<Followed<Kind>[] | undefined>();
  return null;
}

describe('follow factories', () => {
  it('type each kind as its endpoint does', () => {
    expectTypeOf(
      queryClient.fetchQuery(followedPageQuery(client, 'work', { page: 2 })),
    ).resolves.toEqualTypeOf<FollowedPage<'work'>>();
    expectTypeOf<FollowedPage<'work'>>().toEqualTypeOf<FollowedSeriesPage>();
    expectTypeOf<FollowedPage<'label'>>().toEqualTypeOf<FollowedLabelPage>();
    expectTypeOf(
      queryClient.getQueryData(followStatusQuery(client, 'label', 3).queryKey),
    ).toEqualTypeOf<FollowStatus | undefined>();
    expectTypeOf(queryKeys.followStatus('work', 42)).toEqualTypeOf<
      readonly ['cw-api', 'member', 'getSeriesFollowStatus', { seriesId: number }]
    >();
  });

  it('keep the data typed when the kind is a type parameter', () => {
    expectTypeOf(FollowedLines).toBeFunction();
  });
});
