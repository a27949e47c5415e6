import type { FollowKind } from '@cw/contract/constants';
import type { EndpointName } from '@cw/contract/endpoints';

/**
 * The endpoints of each kind of follow. Works and labels are followed alike; only the wire
 * names differ (works are `series` there).
 *
 * @example
 * useIsMutating({ mutationKey: mutationKey(FOLLOW_ENDPOINTS.work.follow) });
 */
export const FOLLOW_ENDPOINTS = {
  work: {
    list: 'getFollowedSeries',
    status: 'getSeriesFollowStatus',
    follow: 'followSeries',
    unfollow: 'unfollowSeries',
    setNotification: 'setSeriesNotification',
  },
  label: {
    list: 'getFollowedLabels',
    status: 'getLabelFollowStatus',
    follow: 'followLabel',
    unfollow: 'unfollowLabels',
    setNotification: 'setLabelNotification',
  },
} as const satisfies Record<FollowKind, Record<string, EndpointName>>;

/** The endpoint of one call of one kind of follow. */
export type FollowEndpoint<
  Kind extends FollowKind,
  Call extends keyof (typeof FOLLOW_ENDPOINTS)[FollowKind],
> = (typeof FOLLOW_ENDPOINTS)[Kind][Call];
