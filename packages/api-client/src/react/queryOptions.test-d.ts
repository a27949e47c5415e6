import { QueryClient, useQuery } from '@tanstack/react-query';
import { describe, expectTypeOf, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import type { FollowedSeriesPage, FollowStatus } from '../schemas/follows';
import type { HistoryMap } from '../schemas/history';
import type { WorkDetailResponse } from '../schemas/works';
import { queryKeys } from './queryKeys';
import { apiQuery, followedSeriesQuery, workDetailQuery } from './queryOptions';
import { readHistoryQuery } from './readHistory';
import { useFollowSeries } from './useApiMutations';

const client = createApiClient();
const queryClient = new QueryClient();

// Components are never rendered here: they only put the hooks' types under test.
function WorkDetail() {
  const { data } = useQuery(workDetailQuery(client, 'KDCW_AM01_68'));
  expectTypeOf(data).toEqualTypeOf<WorkDetailResponse | undefined>();
  return null;
}

function FollowButton() {
  const follow = useFollowSeries(client);
  expectTypeOf(follow.mutate).parameter(0).toEqualTypeOf<{ workId: number }>();
  expectTypeOf(follow.data).toEqualTypeOf<FollowStatus | undefined>();
  return null;
}

describe('queryOptions factories', () => {
  it('types the data of workDetailQuery as WorkDetailResponse', () => {
    const options = workDetailQuery(client, 'KDCW_AM01_68');
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
      queryClient.fetchQuery(followedSeriesQuery(client, { page: 2 })),
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

describe('client methods', () => {
  it('take the endpoint input and resolve to the parsed response', () => {
    expectTypeOf(client.getWorkDetail).parameter(0).toEqualTypeOf<{ workCode: string }>();
    expectTypeOf(client.getWorkDetail).returns.resolves.toEqualTypeOf<WorkDetailResponse>();
    expectTypeOf(client.followSeries).returns.resolves.toEqualTypeOf<FollowStatus>();
    expectTypeOf(client.unfollowSeries).returns.resolves.toEqualTypeOf<undefined>();
  });
});

describe('mutation hooks', () => {
  it('take the endpoint input as variables', () => {
    expectTypeOf(FollowButton).toBeFunction();
  });
});
