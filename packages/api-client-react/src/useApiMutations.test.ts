// @vitest-environment happy-dom

import { createApiClient, HttpError } from '@cw/api-client';
import {
  apiInfiniteQuery,
  apiQuery,
  followedPageQuery,
  followStatusQuery,
  queryKeys,
} from '@cw/api-client/queries';
import type {
  FavoriteStatus,
  FollowedLabelPage,
  FollowedSeriesPage,
  FollowStatus,
  HistoryEntryPage,
  HistoryMap,
} from '@cw/contract/schemas';
import { deferred } from '@cw/vitest-config/waits';
import { type InfiniteData, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, serverError } from './test/fakeApi';
import { createTestQueryClient } from './test/testQueryClient';
import {
  useAddFavorite,
  useAddGuestFavorite,
  useDeleteHistory,
  useFollow,
  useRecordHistory,
  useSetFollowNotification,
  useUnfollow,
} from './useApiMutations';
import { useReadHistory } from './useReadHistory';

const notFollowing: FollowStatus = { isFollowing: false, notification: false };

describe('useFollow of a work', () => {
  it('shows the follow at once and rolls it back when the server answers 500', async () => {
    const post = deferred<Response>();
    const fetch = fakeApi({
      'GET /api/follows/series/42': () => json(notFollowing),
      'POST /api/follows/series': () => post.promise,
    });
    const client = createApiClient({ fetch });
    const { wrapper } = createTestQueryClient();
    const { result } = renderHook(
      () => ({
        status: useQuery(followStatusQuery(client, 'work', 42)),
        follow: useFollow(client, 'work'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status.data).toEqual(notFollowing));

    act(() => result.current.follow.mutate({ id: 42 }));
    await waitFor(() => expect(result.current.status.data?.isFollowing).toBe(true));
    expect(result.current.follow.isPending).toBe(true);

    post.resolve(serverError());
    await waitFor(() => expect(result.current.follow.isError).toBe(true));
    expect(result.current.status.data).toEqual(notFollowing);
    expect(result.current.follow.error).toBeInstanceOf(HttpError);
    expect(result.current.follow.error?.message).toBe('HTTP Error: 500 Internal Server Error');
    expect(fetch.mock.calls[1]?.[1].body).toBe('{"workId":42}');
  });

  it('keeps the server’s status on success', async () => {
    const following: FollowStatus = { isFollowing: true, notification: true };
    let followed = false;
    const fetch = fakeApi({
      'GET /api/follows/series/42': () => json(followed ? following : notFollowing),
      'POST /api/follows/series': () => {
        followed = true;
        return json(following);
      },
    });
    const client = createApiClient({ fetch });
    const { wrapper } = createTestQueryClient();
    const { result } = renderHook(
      () => ({
        status: useQuery(apiQuery(client, 'getSeriesFollowStatus', { seriesId: 42 })),
        follow: useFollow(client, 'work'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status.isSuccess).toBe(true));
    await act(() => result.current.follow.mutateAsync({ id: 42 }));
    await waitFor(() => expect(result.current.status.data).toEqual(following));
  });
});

describe('useUnfollow of works', () => {
  const page = (workIds: number[]) =>
    ({
      items: workIds.map((id) => ({ work: { id }, notification: true, followedAt: '' })),
      page: 1,
      perPage: 20,
      total: workIds.length,
      hasNext: false,
    }) as unknown as FollowedSeriesPage;

  it('drops the works from cached pages at once and restores them on failure', async () => {
    const request = deferred<Response>();
    const client = createApiClient({
      fetch: fakeApi({ 'DELETE /api/follows/series': () => request.promise }),
    });
    const { queryClient, wrapper } = createTestQueryClient();
    const listKey = queryKeys.call('getFollowedSeries', { page: 1 });
    queryClient.setQueryData(listKey, page([1, 2, 3]));
    queryClient.setQueryData(queryKeys.followStatus('work', 2), {
      isFollowing: true,
      notification: true,
    });
    const { result } = renderHook(() => useUnfollow(client, 'work'), { wrapper });

    act(() => result.current.mutate({ ids: [2] }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<FollowedSeriesPage>(listKey)?.items.map((i) => i.work.id),
      ).toEqual([1, 3]),
    );
    expect(queryClient.getQueryData<FollowedSeriesPage>(listKey)?.total).toBe(2);
    expect(queryClient.getQueryData(queryKeys.followStatus('work', 2))).toEqual(notFollowing);

    request.resolve(serverError());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(listKey)).toEqual(page([1, 2, 3]));
    expect(queryClient.getQueryData(queryKeys.followStatus('work', 2))).toEqual({
      isFollowing: true,
      notification: true,
    });
  });

  it('drops the works from every page an infinite list loaded', async () => {
    const request = deferred<Response>();
    const client = createApiClient({
      fetch: fakeApi({ 'DELETE /api/follows/series': () => request.promise }),
    });
    const { queryClient, wrapper } = createTestQueryClient();
    const listKey = apiInfiniteQuery(client, 'getFollowedSeries', { perPage: 20 }).queryKey;
    const pages = { pages: [page([1, 2]), page([3, 4])], pageParams: [1, 2] };
    queryClient.setQueryData(listKey, pages);
    const { result } = renderHook(() => useUnfollow(client, 'work'), { wrapper });

    act(() => result.current.mutate({ ids: [2, 3] }));
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<InfiniteData<FollowedSeriesPage>>(listKey)
          ?.pages.map((p) => p.items.map((i) => i.work.id)),
      ).toEqual([[1], [4]]),
    );

    request.resolve(serverError());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(listKey)).toEqual(pages);
  });
});

describe('useSetFollowNotification of a work', () => {
  it('toggles the notification at once and rolls back on failure', async () => {
    const request = deferred<Response>();
    const client = createApiClient({
      fetch: fakeApi({ 'PUT /api/follows/series/42/notification': () => request.promise }),
    });
    const { queryClient, wrapper } = createTestQueryClient();
    queryClient.setQueryData(queryKeys.followStatus('work', 42), {
      isFollowing: true,
      notification: true,
    });
    const { result } = renderHook(() => useSetFollowNotification(client, 'work'), { wrapper });

    act(() => result.current.mutate({ id: 42, notification: false }));
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.followStatus('work', 42))).toEqual({
        isFollowing: true,
        notification: false,
      }),
    );
    request.resolve(serverError());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(queryKeys.followStatus('work', 42))).toEqual({
      isFollowing: true,
      notification: true,
    });
  });
});

describe('the follows of a label, written as those of a work', () => {
  const following: FollowStatus = { isFollowing: true, notification: true };
  const page = (labelIds: number[]) =>
    ({
      items: labelIds.map((id) => ({ label: { id }, notification: true, followedAt: '' })),
      page: 1,
      perPage: 20,
      total: labelIds.length,
      hasNext: false,
    }) as unknown as FollowedLabelPage;

  it('follows at once with the label id in the path, and rolls back on failure', async () => {
    const post = deferred<Response>();
    const fetch = fakeApi({
      'GET /api/follows/labels/3/status': () => json(notFollowing),
      'POST /api/follows/labels/3': () => post.promise,
    });
    const client = createApiClient({ fetch });
    const { wrapper } = createTestQueryClient();
    const { result } = renderHook(
      () => ({
        status: useQuery(followStatusQuery(client, 'label', 3)),
        follow: useFollow(client, 'label'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status.data).toEqual(notFollowing));

    act(() => result.current.follow.mutate({ id: 3 }));
    await waitFor(() => expect(result.current.status.data?.isFollowing).toBe(true));
    post.resolve(serverError());
    await waitFor(() => expect(result.current.follow.isError).toBe(true));
    expect(result.current.status.data).toEqual(notFollowing);
  });

  it('drops the labels from cached pages at once and restores them on failure', async () => {
    const request = deferred<Response>();
    const fetch = fakeApi({ 'DELETE /api/follows/labels': () => request.promise });
    const client = createApiClient({ fetch });
    const { queryClient, wrapper } = createTestQueryClient();
    const listKey = followedPageQuery(client, 'label', { page: 1 }).queryKey;
    queryClient.setQueryData(listKey, page([1, 2, 3]));
    queryClient.setQueryData(queryKeys.followStatus('label', 2), following);
    const { result } = renderHook(() => useUnfollow(client, 'label'), { wrapper });

    act(() => result.current.mutate({ ids: [2] }));
    await waitFor(() =>
      expect(queryClient.getQueryData(listKey)?.items.map((i) => i.label.id)).toEqual([1, 3]),
    );
    expect(queryClient.getQueryData(listKey)?.total).toBe(2);
    expect(queryClient.getQueryData(queryKeys.followStatus('label', 2))).toEqual(notFollowing);
    expect(fetch.mock.calls[0]?.[1].body).toBe('{"labelIds":[2]}');

    request.resolve(serverError());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(listKey)).toEqual(page([1, 2, 3]));
    expect(queryClient.getQueryData(queryKeys.followStatus('label', 2))).toEqual(following);
  });

  it('toggles the notification in the status and the followed pages at once', async () => {
    const request = deferred<Response>();
    const client = createApiClient({
      fetch: fakeApi({ 'PUT /api/follows/labels/2/notification': () => request.promise }),
    });
    const { queryClient, wrapper } = createTestQueryClient();
    const listKey = followedPageQuery(client, 'label').queryKey;
    queryClient.setQueryData(listKey, page([1, 2]));
    queryClient.setQueryData(queryKeys.followStatus('label', 2), following);
    const { result } = renderHook(() => useSetFollowNotification(client, 'label'), { wrapper });

    act(() => result.current.mutate({ id: 2, notification: false }));
    await waitFor(() =>
      expect(queryClient.getQueryData(listKey)?.items.map((i) => i.notification)).toEqual([
        true,
        false,
      ]),
    );
    expect(queryClient.getQueryData(queryKeys.followStatus('label', 2))).toEqual({
      isFollowing: true,
      notification: false,
    });

    request.resolve(serverError());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(queryClient.getQueryData(listKey)).toEqual(page([1, 2]));
    expect(queryClient.getQueryData(queryKeys.followStatus('label', 2))).toEqual(following);
  });
});

describe('read history mutations', () => {
  /** A fake history endpoint: the first read answers `map`, the refetch waits for `release`. */
  const historyOnce = (map: HistoryMap) => {
    let reads = 0;
    const refetch = deferred<Response>();
    const answer = () => {
      reads += 1;
      return reads === 1 ? json(map) : refetch.promise;
    };
    return Object.assign(answer, { release: (next: HistoryMap) => refetch.resolve(json(next)) });
  };

  it('marks the episode read at once, rolls back on failure', async () => {
    const request = deferred<Response>();
    const history = historyOnce({ '101': true, '102': false });
    const fetch = fakeApi({
      'GET /api/membership/history?seriesId=42': history,
      'POST /api/membership/history': () => request.promise,
    });
    const client = createApiClient({ fetch });
    const { queryClient, wrapper } = createTestQueryClient();
    const { result } = renderHook(
      () => ({
        history: useReadHistory(client, 42, 'authenticated'),
        record: useRecordHistory(client),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));

    act(() => result.current.record.mutate({ episodeId: 102, page: 3, workId: 42 }));
    await waitFor(() => expect(result.current.history.data).toEqual({ '101': true, '102': true }));
    // workId only steers the cache; the body is the schema's input.
    expect(fetch.mock.calls[1]?.[1].body).toBe('{"episodeId":102,"page":3}');

    request.resolve(serverError());
    // Restored from the snapshot while the refetch that follows is still out...
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(result.current.history.data).toEqual({ '101': true, '102': false });
    expect(result.current.record.isPending).toBe(true);
    // ...which runs with cache time 0, and settles the mutation when it lands.
    expect(queryClient.getQueryCache().find({ queryKey: queryKeys.readHistory(42) })?.gcTime).toBe(
      0,
    );
    history.release({ '101': true, '102': false, '103': false });
    await waitFor(() => expect(result.current.record.isError).toBe(true));
    expect(result.current.history.data).toEqual({ '101': true, '102': false, '103': false });
  });

  it('clears the whole history at once and restores it on failure', async () => {
    const request = deferred<Response>();
    const history = historyOnce({ '101': true });
    const client = createApiClient({
      fetch: fakeApi({
        'GET /api/membership/history?seriesId=42': history,
        'DELETE /api/membership/history/list': () => request.promise,
      }),
    });
    const { queryClient, wrapper } = createTestQueryClient();
    const listKey = queryKeys.call('getHistoryList', {});
    const list = {
      items: [{ work: { id: 42 } }],
      page: 1,
      perPage: 20,
      total: 1,
      hasNext: false,
    } as unknown as HistoryEntryPage;
    queryClient.setQueryData(listKey, list);
    const { result } = renderHook(
      () => ({
        history: useReadHistory(client, 42, 'authenticated'),
        remove: useDeleteHistory(client),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.data).toEqual({ '101': true }));

    act(() => result.current.remove.mutate({ all: true }));
    await waitFor(() =>
      expect(queryClient.getQueryData<HistoryEntryPage>(listKey)?.items).toEqual([]),
    );
    expect(queryClient.getQueryData<HistoryMap>(queryKeys.readHistory(42))).toEqual({
      '101': false,
    });

    request.resolve(serverError());
    await waitFor(() => expect(result.current.history.data).toEqual({ '101': true }));
    expect(queryClient.getQueryData(listKey)).toEqual(list);
    history.release({ '101': true });
    await waitFor(() => expect(result.current.remove.isError).toBe(true));
  });
});

describe('useDeleteHistory with some episodes', () => {
  it('drops only those entries and marks only those episodes unread', async () => {
    const request = deferred<Response>();
    let reads = 0;
    const fetch = fakeApi({
      'GET /api/membership/history?seriesId=42': () => {
        reads += 1;
        return json(reads === 1 ? { '101': true, '102': true } : { '102': true });
      },
      'DELETE /api/membership/history/list': () => request.promise,
    });
    const client = createApiClient({ fetch });
    const { queryClient, wrapper } = createTestQueryClient();
    const listKey = queryKeys.call('getHistoryList', {});
    queryClient.setQueryData(listKey, {
      items: [101, 102].map((id) => ({ episode: { id }, work: { id: 42 } })),
      page: 1,
      perPage: 20,
      total: 2,
      hasNext: false,
    } as unknown as HistoryEntryPage);
    const { result } = renderHook(
      () => ({
        history: useReadHistory(client, 42, 'authenticated'),
        remove: useDeleteHistory(client),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.history.isSuccess).toBe(true));

    act(() => result.current.remove.mutate({ episodeIds: [101] }));
    await waitFor(() =>
      expect(
        queryClient.getQueryData<HistoryEntryPage>(listKey)?.items.map((i) => i.episode.id),
      ).toEqual([102]),
    );
    expect(result.current.history.data).toEqual({ '101': false, '102': true });
    expect(fetch.mock.calls[1]?.[1].body).toBe('{"episodeIds":[101]}');

    request.resolve(new Response(null, { status: 204 }));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(result.current.history.data).toEqual({ '102': true });
  });
});

describe('useAddFavorite', () => {
  it('lights the good button and raises the count at once, rolls back on failure', async () => {
    const post = deferred<Response>();
    const before: FavoriteStatus = { isFavorite: false, count: 9 };
    const client = createApiClient({
      fetch: fakeApi({
        'GET /api/membership/favorites/episodes/101/status': () => json(before),
        'POST /api/membership/favorites/episodes/101/status': () => post.promise,
      }),
    });
    const { wrapper } = createTestQueryClient();
    const { result } = renderHook(
      () => ({
        status: useQuery(apiQuery(client, 'getFavoriteStatus', { episodeId: 101 })),
        like: useAddFavorite(client),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.status.data).toEqual(before));

    act(() => result.current.like.mutate({ episodeId: 101 }));
    await waitFor(() =>
      expect(result.current.status.data).toEqual({ isFavorite: true, count: 10 }),
    );
    post.resolve(serverError());
    await waitFor(() => expect(result.current.like.isError).toBe(true));
    expect(result.current.status.data).toEqual(before);
  });
});

describe('useAddGuestFavorite', () => {
  it('stores the count the server kept, with the button shown pressed', async () => {
    const client = createApiClient({
      fetch: fakeApi({
        'POST /api/membership/favorites/guest/episodes/101': () => json({ count: 12 }),
      }),
    });
    const { queryClient, wrapper } = createTestQueryClient();
    const { result } = renderHook(() => useAddGuestFavorite(client), { wrapper });
    act(() => result.current.mutate({ episodeId: 101 }));
    await waitFor(() => expect(result.current.data).toEqual({ isFavorite: true, count: 12 }));
    expect(queryClient.getQueryData(queryKeys.favoriteStatus(101))).toEqual({
      isFavorite: true,
      count: 12,
    });
  });
});
