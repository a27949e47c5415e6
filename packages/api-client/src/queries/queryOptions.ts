// Types only: TanStack's `queryOptions` helpers (identities that type the key) would bring
// query-core's utilities into the first load of every page that builds options here, though
// the query code itself loads later (apps/web `lazyQuery.tsx`).

import type {
  EndpointInput,
  EndpointName,
  EndpointOutput,
  EndpointWithOptionalInput,
  PagedEndpointName,
  PagePosition,
  ReadEndpointName,
} from '@cw/contract/endpoints';
import type { DataTag, InfiniteData } from '@tanstack/query-core';
import type { ApiClient } from '../client/createApiClient';
import { type CallQueryKey, type InfiniteQueryKey, infiniteQueryKey, queryKeys } from './queryKeys';
import type { InfiniteQueryOptionsOf, QueryOptionsOf } from './tanstackOptions';

/** What `apiQuery` returns: options whose key carries the data type. */
export type ApiQueryOptions<Name extends ReadEndpointName> = QueryOptionsOf<
  EndpointOutput<Name>,
  CallQueryKey<Name>
> & { queryKey: DataTag<CallQueryKey<Name>, EndpointOutput<Name>, Error> };

/** What `apiInfiniteQuery` returns: options whose key carries the type of the loaded pages. */
export type ApiInfiniteQueryOptions<Name extends PagedEndpointName> = InfiniteQueryOptionsOf<
  EndpointOutput<Name>,
  InfiniteQueryKey<Name>,
  number
> & {
  queryKey: DataTag<InfiniteQueryKey<Name>, InfiniteData<EndpointOutput<Name>>, Error>;
};

type InputArgs<Name extends EndpointName> = Name extends EndpointWithOptionalInput
  ? [input?: EndpointInput<Name>]
  : [input: EndpointInput<Name>];

/**
 * `queryOptions` for any read of the endpoint table: key from `queryKeys.call`, fetcher from the
 * client, cancelled through TanStack Query's signal. The input is optional when the endpoint
 * requires no field. Usable in Server Components for prefetching.
 *
 * @example
 * const { data } = useQuery(apiQuery(client, 'getWorkDetail', { workCode }));
 */
export function apiQuery<Name extends ReadEndpointName>(
  client: ApiClient,
  name: Name,
  ...args: InputArgs<Name>
): ApiQueryOptions<Name> {
  // InputArgs only decides whether the input may be left out; the value is always this type.
  const input = (args[0] ?? {}) as EndpointInput<Name>;
  const options: QueryOptionsOf<EndpointOutput<Name>, CallQueryKey<Name>> = {
    queryKey: queryKeys.call(name, input),
    queryFn: ({ signal }) => client.request(name, input, { signal }),
  };
  return options as ApiQueryOptions<Name>;
}

/** The answer's place in its list: the answer itself, or its `works` (keyword search). */
function pagePosition(answer: PagePosition | { works: PagePosition }): PagePosition {
  return 'hasNext' in answer ? answer : answer.works;
}

/**
 * `infiniteQueryOptions` for a paged read: loads page after page of the same input while the
 * last answer says `hasNext`, starting at the input's `page` (default 1). Its key,
 * `['cw-api', access, name, 'pages', input]`, lies under the endpoint's key: invalidating the
 * endpoint reloads the list, and the mutations' optimistic edits reach every loaded page.
 *
 * @example
 * const results = useInfiniteQuery(apiInfiniteQuery(client, 'searchKeywords', { q, perPage: 24 }));
 * const works = results.data?.pages.flatMap((page) => page.works.items) ?? [];
 */
export function apiInfiniteQuery<Name extends PagedEndpointName>(
  client: ApiClient,
  name: Name,
  ...args: InputArgs<Name>
): ApiInfiniteQueryOptions<Name> {
  const input = (args[0] ?? {}) as EndpointInput<Name>;
  const options: InfiniteQueryOptionsOf<EndpointOutput<Name>, InfiniteQueryKey<Name>, number> = {
    queryKey: infiniteQueryKey(name, input),
    queryFn: ({ pageParam, signal }) =>
      client.request(name, { ...input, page: pageParam } as EndpointInput<Name>, { signal }),
    initialPageParam: (input as { page?: number }).page ?? 1,
    getNextPageParam: (last: EndpointOutput<Name>) => {
      const { page, hasNext } = pagePosition(last as PagePosition | { works: PagePosition });
      return hasNext ? page + 1 : undefined;
    },
  };
  return options as ApiInfiniteQueryOptions<Name>;
}
