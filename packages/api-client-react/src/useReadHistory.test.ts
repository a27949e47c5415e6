// @vitest-environment happy-dom

import { createApiClient } from '@cw/api-client';
import { queryKeys, refetchReadHistory } from '@cw/api-client/queries';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, serverError } from './test/fakeApi';
import { createTestQueryClient } from './test/testQueryClient';
import { type SessionStatus, useReadHistory } from './useReadHistory';

const HISTORY_42 = 'GET /api/membership/history?seriesId=42';

function setup(routes: Parameters<typeof fakeApi>[0]) {
  const fetch = fakeApi(routes);
  const client = createApiClient({ fetch });
  const { queryClient, wrapper } = createTestQueryClient();
  const cached = (workId = 42) =>
    queryClient.getQueryCache().find({ queryKey: queryKeys.readHistory(workId), exact: true });
  return { fetch, client, queryClient, wrapper, cached };
}

describe('useReadHistory', () => {
  it('is not requested while the session is loading, and is once it is known', async () => {
    const { fetch, client, wrapper } = setup({ [HISTORY_42]: () => json({ '101': true }) });
    const { result, rerender } = renderHook(
      ({ status }: { status: SessionStatus }) => useReadHistory(client, 42, status),
      { wrapper, initialProps: { status: 'loading' } },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current.fetchStatus).toBe('idle');

    rerender({ status: 'authenticated' });
    await waitFor(() => expect(result.current.data).toEqual({ '101': true }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/membership/history?seriesId=42');
  });

  it('is never requested for a signed-out visitor, who has no server history', async () => {
    const { fetch, client, wrapper } = setup({ [HISTORY_42]: () => json({}) });
    const { result } = renderHook(() => useReadHistory(client, 42, 'unauthenticated'), {
      wrapper,
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uses exactly the spec settings, as stored in the query cache', async () => {
    const { client, wrapper, cached } = setup({ [HISTORY_42]: () => json({ '101': true }) });
    const { result } = renderHook(() => useReadHistory(client, 42, 'authenticated'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    const options = cached()?.options as Record<string, unknown>;
    expect(options).toMatchObject({
      staleTime: 10 * 60_000,
      gcTime: 5 * 60_000,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      enabled: true,
    });
    // "Previous data kept while the next loads": the placeholder is the previous data.
    const previous = { '101': true };
    expect((options.placeholderData as (data: unknown) => unknown)(previous)).toBe(previous);
    expect(cached()?.gcTime).toBe(5 * 60_000);
  });

  it('does not retry a failed request', async () => {
    const { fetch, client, wrapper } = setup({ [HISTORY_42]: serverError });
    const { result } = renderHook(() => useReadHistory(client, 42, 'authenticated'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current.error?.message).toBe('HTTP Error: 500 Internal Server Error');
  });

  it('does not refetch when another component mounts it within 10 minutes', async () => {
    const { fetch, client, wrapper } = setup({ [HISTORY_42]: () => json({ '101': true }) });
    const first = renderHook(() => useReadHistory(client, 42, 'authenticated'), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useReadHistory(client, 42, 'authenticated'), { wrapper });
    expect(second.result.current.data).toEqual({ '101': true });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the previous work’s flags while the next work’s load', async () => {
    let releaseNext: (response: Response) => void = () => {};
    const { fetch, client, wrapper } = setup({
      [HISTORY_42]: () => json({ '101': true }),
      'GET /api/membership/history?seriesId=43': () =>
        new Promise<Response>((resolve) => {
          releaseNext = resolve;
        }),
    });
    const { result, rerender } = renderHook(
      ({ workId }: { workId: number }) => useReadHistory(client, workId, 'authenticated'),
      { wrapper, initialProps: { workId: 42 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    rerender({ workId: 43 });
    expect(result.current.data).toEqual({ '101': true });
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await act(async () => releaseNext(json({ '201': false })));
    await waitFor(() => expect(result.current.data).toEqual({ '201': false }));
  });

  it('has cache time 0 once refetched: dropped as soon as nothing shows it', async () => {
    let reads = 0;
    const { fetch, client, queryClient, wrapper, cached } = setup({
      [HISTORY_42]: () => {
        reads += 1;
        return json({ '101': reads > 1 });
      },
    });
    const { result, unmount } = renderHook(() => useReadHistory(client, 42, 'authenticated'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.data).toEqual({ '101': false }));

    await act(() => refetchReadHistory(queryClient, 42));
    await waitFor(() => expect(result.current.data).toEqual({ '101': true }));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(cached()?.gcTime).toBe(0);
    expect(cached()?.options.gcTime).toBe(0);

    unmount();
    await waitFor(() => expect(cached()).toBeUndefined());
  });

  it('keeps the 5-minute cache time when never refetched', async () => {
    const { client, wrapper, cached } = setup({ [HISTORY_42]: () => json({}) });
    const { result, unmount } = renderHook(() => useReadHistory(client, 42, 'authenticated'), {
      wrapper,
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(cached()).toBeDefined();
  });
});
