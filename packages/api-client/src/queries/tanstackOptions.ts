// TanStack Query's option types in query-core's terms, so the options built here need no React
// and suit any TanStack binding: these are what @tanstack/react-query calls
// `UnusedSkipTokenOptions`, `UnusedSkipTokenInfiniteOptions` and `UseMutationOptions`.

import type {
  InfiniteData,
  InfiniteQueryObserverOptions,
  MutationObserverOptions,
  QueryFunction,
  QueryKey,
  QueryObserverOptions,
} from '@tanstack/query-core';

/** Options of a query with a function (never `skipToken`) that fetches `Data`. */
export type QueryOptionsOf<Data, Key extends QueryKey> = Omit<
  QueryObserverOptions<Data, Error, Data, Data, Key>,
  'queryFn' | 'suspense'
> & { queryFn?: QueryFunction<Data, Key> };

/** Options of a paged query whose pages are `Page`, numbered by `PageParam`. */
export type InfiniteQueryOptionsOf<Page, Key extends QueryKey, PageParam> = Omit<
  InfiniteQueryObserverOptions<Page, Error, InfiniteData<Page, PageParam>, Key, PageParam>,
  'queryFn' | 'suspense'
> & { queryFn?: QueryFunction<Page, Key, PageParam> };

/** Options of a mutation. */
export type MutationOptionsOf<Data, Variables, Context> = Omit<
  MutationObserverOptions<Data, Error, Variables, Context>,
  '_defaulted'
>;
