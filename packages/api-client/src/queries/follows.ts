import type { FollowKind } from '@cw/contract/constants';
import type { EndpointInput } from '@cw/contract/endpoints';
import type { FollowedPage, FollowStatus } from '@cw/contract/schemas';
import type { DataTag } from '@tanstack/query-core';
import type { ApiClient } from '../client/createApiClient';
import type { FollowQueryKeys } from './queryKeys';
import { apiQuery } from './queryOptions';
import type { QueryOptionsOf } from './tanstackOptions';

/**
 * `apiQuery`'s options for a read of either kind of follow, the data typed per kind, so it
 * stays known where the kind is a type parameter (`FollowedPage<Kind>`).
 */
export type FollowQueryOptions<
  Kind extends FollowKind,
  Read extends 'status' | 'list',
  Data,
> = QueryOptionsOf<Data, FollowQueryKeys[Kind][Read]> & {
  queryKey: DataTag<FollowQueryKeys[Kind][Read], Data, Error>;
};

/**
 * `queryOptions` of whether the reader follows a work or a label (and with notifications),
 * under the key the follow mutations edit.
 *
 * @example
 * const { data: status } = useQuery({ ...followStatusQuery(client, 'work', work.id), enabled });
 */
export function followStatusQuery<Kind extends FollowKind>(
  client: ApiClient,
  kind: Kind,
  id: number,
): FollowQueryOptions<Kind, 'status', FollowStatus> {
  const options =
    kind === 'work'
      ? apiQuery(client, 'getSeriesFollowStatus', { seriesId: id })
      : apiQuery(client, 'getLabelFollowStatus', { labelId: id });
  return options as FollowQueryOptions<Kind, 'status', FollowStatus>;
}

/**
 * `queryOptions` of one page of the works or labels the reader follows, whose lines the
 * follow mutations edit at once.
 *
 * @example
 * const followed = useQuery(followedPageQuery(client, 'label', { page: 1, perPage: 100 }));
 * const labels = followed.data?.items.map(({ label }) => label) ?? [];
 */
export function followedPageQuery<Kind extends FollowKind>(
  client: ApiClient,
  kind: Kind,
  input: EndpointInput<'getFollowedSeries' | 'getFollowedLabels'> = {},
): FollowQueryOptions<Kind, 'list', FollowedPage<Kind>> {
  const options =
    kind === 'work'
      ? apiQuery(client, 'getFollowedSeries', input)
      : apiQuery(client, 'getFollowedLabels', input);
  return options as FollowQueryOptions<Kind, 'list', FollowedPage<Kind>>;
}
