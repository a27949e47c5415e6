'use client';

import type { FetchStatus, MutationOptions, QueryKey } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import type { LazyQueryOptions, QueryTools } from './queryRuntime';

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

type Runtime = typeof import('./queryRuntime') & { queries: QueryTools['queries'] };
let runtime: Promise<Runtime> | undefined;
/**
 * The query code and the API's query options, loaded once (the options apart from the runtime:
 * a page that brings the runtime with it, マイコミック, needs few of them); call it early where a
 * write must go out at once later.
 */
export const loadQueryRuntime = () => {
  runtime ??= Promise.all([import('./queryRuntime'), import('@cw/api-client/queries')]).then(
    ([loaded, queries]) => ({ ...loaded, queries }),
  );
  return runtime;
};

/**
 * Runs a mutation of `@cw/api-client/queries` (its optimistic edits of the tab's cache
 * included) with the query code loaded on first use; rejects as the mutation fails.
 *
 * @example
 * await runLazyMutation(({ queries, queryClient }) => queries.recordHistoryMutation(client, queryClient), record);
 */
export async function runLazyMutation<Variables>(
  // biome-ignore lint/suspicious/noExplicitAny: each mutation has its own result and context
  options: (tools: QueryTools) => MutationOptions<any, Error, Variables, any>,
  variables: Variables,
): Promise<unknown> {
  const { runMutation, queries } = await loadQueryRuntime();
  return runMutation(options, variables, queries);
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
  const [loaded, setLoaded] = useState<Runtime | null>(null);
  useEffect(() => {
    if (!enabled || loaded) return;
    let live = true;
    loadQueryRuntime().then(
      (runtime) => live && setLoaded(runtime),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [enabled, loaded]);
  if (!loaded) return [result, null];
  const { QuerySource } = loaded;
  return [
    result,
    <QuerySource
      key="query"
      options={options}
      queries={loaded.queries}
      enabled={enabled}
      onResult={setResult}
    />,
  ];
}
