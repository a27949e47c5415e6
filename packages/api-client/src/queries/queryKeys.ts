import type { FollowKind } from '@cw/contract/constants';
import { endpointAccess } from '@cw/contract/constants';
import type {
  EndpointInput,
  EndpointName,
  Endpoints,
  PagedEndpointName,
  ReadEndpointName,
} from '@cw/contract/endpoints';

/** First element of every query and mutation key of this package. */
export const QUERY_KEY_ROOT = 'cw-api';

/** Key of every cached call of one endpoint, whatever its input (for invalidation). */
export type EndpointQueryKey<Name extends ReadEndpointName> = readonly [
  typeof QUERY_KEY_ROOT,
  Endpoints[Name]['access'],
  Name,
];

/** Key of one cached call: root, access (`public` or `member`), endpoint name, input. */
export type CallQueryKey<Name extends ReadEndpointName> = readonly [
  ...EndpointQueryKey<Name>,
  EndpointInput<Name>,
];

/**
 * Key of the pages of one list loaded one after another (`apiInfiniteQuery`). `'pages'` keeps
 * them apart from the single pages of `CallQueryKey`, whose cached data has another shape.
 */
export type InfiniteQueryKey<Name extends PagedEndpointName> = readonly [
  ...EndpointQueryKey<Name>,
  'pages',
  EndpointInput<Name>,
];

function endpointKey<Name extends ReadEndpointName>(name: Name): EndpointQueryKey<Name> {
  return [QUERY_KEY_ROOT, endpointAccess[name], name];
}

function callKey<Name extends ReadEndpointName>(
  name: Name,
  input: EndpointInput<Name> | undefined,
): CallQueryKey<Name> {
  return [...endpointKey(name), input ?? ({} as EndpointInput<Name>)];
}

/**
 * Key of an infinite list's pages. Not a member of `queryKeys`, so pages without one do not
 * ship it; read it from `apiInfiniteQuery(…).queryKey`.
 */
export function infiniteQueryKey<Name extends PagedEndpointName>(
  name: Name,
  input: EndpointInput<Name>,
): InfiniteQueryKey<Name> {
  return [...endpointKey(name), 'pages', input];
}

/** The keys of each kind of follow's reads (works are `series` on the wire). */
export type FollowQueryKeys = {
  work: { status: CallQueryKey<'getSeriesFollowStatus'>; list: CallQueryKey<'getFollowedSeries'> };
  label: { status: CallQueryKey<'getLabelFollowStatus'>; list: CallQueryKey<'getFollowedLabels'> };
};

/**
 * Query key factories. Keys nest, so a shorter key matches every longer one under it:
 *
 *   ['cw-api']                                          everything of this package
 *   ['cw-api', 'member']                                everything per reader (drop on sign-out)
 *   ['cw-api', 'member', 'getFollowedSeries']           every page of the followed works
 *   ['cw-api', 'member', 'getFollowedSeries', { page }] one page
 *   ['cw-api', 'member', 'getFollowedSeries', 'pages', { perPage }]  pages of an infinite list
 */
export const queryKeys = {
  /**
   * Every query of this package.
   *
   * @example
   * queryClient.invalidateQueries({ queryKey: queryKeys.all() });
   */
  all: () => [QUERY_KEY_ROOT] as const,
  /**
   * Every public catalog query.
   *
   * @example
   * queryClient.invalidateQueries({ queryKey: queryKeys.public() });
   */
  public: () => [QUERY_KEY_ROOT, 'public'] as const,
  /**
   * Every query about the signed-in reader; remove them when the session changes.
   *
   * @example
   * queryClient.removeQueries({ queryKey: queryKeys.member() });
   */
  member: () => [QUERY_KEY_ROOT, 'member'] as const,
  /**
   * Every cached call of one endpoint.
   *
   * @example
   * queryClient.invalidateQueries({ queryKey: queryKeys.endpoint('getFollowedSeries') });
   */
  endpoint: endpointKey,
  /**
   * One call of one endpoint with its input.
   *
   * @example
   * queryClient.getQueryData(queryKeys.call('getRanking', { genre: 'all' }));
   */
  call: callKey,
  /**
   * The read flags of one work's episodes.
   *
   * @example
   * queryClient.getQueryData(queryKeys.readHistory(42));
   */
  readHistory: (workId: number) => callKey('getHistoryMap', { seriesId: workId }),
  /**
   * Whether the reader follows one work or label.
   *
   * @example
   * queryClient.getQueryData(queryKeys.followStatus('work', 42));
   */
  followStatus: <Kind extends FollowKind>(kind: Kind, id: number) =>
    (kind === 'work'
      ? callKey('getSeriesFollowStatus', { seriesId: id })
      : callKey('getLabelFollowStatus', { labelId: id })) as FollowQueryKeys[Kind]['status'],
  /**
   * The good-button state of one episode.
   *
   * @example
   * queryClient.getQueryData(queryKeys.favoriteStatus(1001));
   */
  favoriteStatus: (episodeId: number) => callKey('getFavoriteStatus', { episodeId }),
} as const;

/**
 * Key of a mutation of this package, for `useIsMutating` or `useMutationState`.
 *
 * @example
 * const following = useIsMutating({ mutationKey: mutationKey('followSeries') }) > 0;
 */
export function mutationKey<Name extends EndpointName>(name: Name) {
  return [QUERY_KEY_ROOT, 'mutation', name] as const;
}
