'use client';

import type { FetchStatus, MutationOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { LazyQueryOptions, QuerySource } from './queryRuntime';

/** The part of a query's result the pages read. */
export type LazyQueryResult<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  fetchStatus: FetchStatus;
};

const PENDING: LazyQueryResult<never> = {
  data: undefined,
  isPending: true,
  isError: false,
  fetchStatus: 'idle',
};

let runtime: Promise<typeof import('./queryRuntime')> | undefined;
/** The query code, loaded once; call it early where a write must go out at once later. */
export const loadQueryRuntime = () => {
  runtime ??= import('./queryRuntime');
  return runtime;
};

/**
 * Runs a mutation of `@cw/api-client/queries` (its optimistic edits of the tab's cache
 * included) with the query code loaded on first use; rejects as the mutation fails.
 *
 * @example
 * await runLazyMutation((queryClient) => recordHistoryMutation(client, queryClient), record);
 */
export async function runLazyMutation<Variables>(
  // biome-ignore lint/suspicious/noExplicitAny: each mutation has its own result and context
  options: (client: QueryClient) => MutationOptions<any, Error, Variables, any>,
  variables: Variables,
): Promise<unknown> {
  const { runMutation } = await loadQueryRuntime();
  return runMutation(options, variables);
}

/**
 * A TanStack query of a component the page renders at once (read buttons, the viewer's start),
 * whose query code (~13 kB gzip) loads only when the query is first enabled, after hydration:
 * never for a guest whose page asks nothing. Until then, and while disabled, the result is
 * pending and idle, as a disabled `useQuery`'s is. Render the returned element (it renders
 * nothing) where the component renders.
 *
 * @example
 * const [history, historySource] = useLazyQuery(apiQuery(client, 'getHistoryList', {}), signedIn);
 * return <>{historySource}<ReadButtons resume={history.data ? … : 'loading'} /></>;
 */
export function useLazyQuery<T, Key extends QueryKey>(
  options: LazyQueryOptions<T, Key>,
  enabled = true,
): [LazyQueryResult<T>, ReactNode] {
  const [result, setResult] = useState<LazyQueryResult<T>>(PENDING);
  const [Source, setSource] = useState<typeof QuerySource | null>(null);
  useEffect(() => {
    if (!enabled || Source) return;
    let live = true;
    loadQueryRuntime().then(
      (loaded) => live && setSource(() => loaded.QuerySource),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, Source]);
  return [
    result,
    Source ? <Source key="query" options={options} enabled={enabled} onResult={setResult} /> : null,
  ];
}
