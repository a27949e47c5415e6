'use client';

import { queryKeys } from '@cw/api-client/queries';
import {
  keepPreviousData,
  MutationObserver,
  type MutationOptions,
  QueryClient,
  QueryClientProvider,
  type QueryKey,
  type UseQueryOptions,
  useQuery,
} from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import type { LazyQueryResult } from './lazyQuery';
import { onReaderChange } from './session';

/**
 * TanStack Query for the parts of a page that read the API, loaded with the first of them
 * rather than with every page: a guest reading the catalog loads none of it, and the pages that
 * do, once they have hydrated (`lazyQuery.tsx`, or a part that is itself loaded later).
 */
let browserClient: QueryClient | undefined;

/**
 * The tab's one QueryClient, so every part of the app shares one cache; per-reader data goes
 * when the reader changes. A server render gets a client of its own each time, never shared
 * between requests (it fetches nothing: queries run in the browser).
 */
export function appQueryClient(): QueryClient {
  if (typeof window === 'undefined') return new QueryClient();
  if (!browserClient) {
    const client = new QueryClient();
    onReaderChange(() => client.removeQueries({ queryKey: queryKeys.member() }));
    browserClient = client;
  }
  return browserClient;
}

/** The tab's QueryClient for the components under it (`useQuery`, the API mutations). */
function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={appQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * `Component` under the tab's QueryClient: how a part loaded after the page (a follow button's
 * live part, the signed-in sections) brings the query code with it.
 *
 * @example
 * export default withQueryClient(SignedInSections);
 */
export function withQueryClient<Props extends object>(Component: ComponentType<Props>) {
  return function WithQueryClient(props: Props) {
    return (
      <QueryProvider>
        <Component {...props} />
      </QueryProvider>
    );
  };
}

/**
 * What an options function is given: the tab's client, the API's query and mutation options
 * (`@cw/api-client/queries`, loaded with this module by `lazyQuery.tsx` rather than with the
 * page) and TanStack's `keepPreviousData`.
 */
export type QueryTools = {
  queryClient: QueryClient;
  queries: typeof import('@cw/api-client/queries');
  keepPreviousData: typeof keepPreviousData;
};

/** What `useLazyQuery` asks for: a query's options, or a function of the tools giving them. */
export type LazyQueryOptions<T, Key extends QueryKey = QueryKey> =
  | UseQueryOptions<T, Error, T, Key>
  | ((tools: QueryTools) => UseQueryOptions<T, Error, T, Key>);

/** Runs one query for `useLazyQuery` and reports its result; renders nothing. */
export function QuerySource<T, Key extends QueryKey>({
  options,
  queries,
  enabled,
  onResult,
}: {
  options: LazyQueryOptions<T, Key>;
  queries: QueryTools['queries'];
  enabled: boolean;
  onResult: (result: LazyQueryResult<T>) => void;
}) {
  const client = appQueryClient();
  const { data, isPending, isError, fetchStatus } = useQuery(
    {
      ...(typeof options === 'function'
        ? options({ queryClient: client, queries, keepPreviousData })
        : options),
      enabled,
    },
    client,
  );
  useEffect(() => {
    onResult({ data, isPending, isError, fetchStatus });
  }, [onResult, data, isPending, isError, fetchStatus]);
  return null;
}

/** `runLazyMutation`'s work: the mutation on the tab's client. */
export function runMutation<Variables>(
  // biome-ignore lint/suspicious/noExplicitAny: each mutation has its own result and context
  options: (tools: QueryTools) => MutationOptions<any, Error, Variables, any>,
  variables: Variables,
  queries: QueryTools['queries'],
): Promise<unknown> {
  const client = appQueryClient();
  return new MutationObserver(
    client,
    options({ queryClient: client, queries, keepPreviousData }),
  ).mutate(variables);
}
