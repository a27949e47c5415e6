'use client';

import type { ApiClient } from '@cw/api-client';
import {
  addFavoriteMutation,
  addGuestFavoriteMutation,
  deleteHistoryMutation,
  followMutation,
  recordHistoryMutation,
  removeFavoriteMutation,
  setFollowNotificationMutation,
  unfollowMutation,
} from '@cw/api-client/queries';
import type { FollowKind } from '@cw/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * Follow a work or a label, shown at once, rolled back on failure.
 *
 * @example
 * const follow = useFollow(client, 'work');
 * follow.mutate({ id: work.id });
 */
export function useFollow(client: ApiClient, kind: FollowKind) {
  return useMutation(followMutation(client, useQueryClient(), kind));
}

/**
 * Unfollow works or labels, shown at once, rolled back on failure.
 *
 * @example
 * const unfollow = useUnfollow(client, 'label');
 * unfollow.mutate({ ids: [label.id] });
 */
export function useUnfollow(client: ApiClient, kind: FollowKind) {
  return useMutation(unfollowMutation(client, useQueryClient(), kind));
}

/**
 * Turn a followed work's or label's notifications on or off, shown at once.
 *
 * @example
 * const toggle = useSetFollowNotification(client, 'work');
 * toggle.mutate({ id: work.id, notification: false });
 */
export function useSetFollowNotification(client: ApiClient, kind: FollowKind) {
  return useMutation(setFollowNotificationMutation(client, useQueryClient(), kind));
}

/**
 * Record reading progress; the episode shows as read at once.
 *
 * @example
 * const record = useRecordHistory(client);
 * record.mutate({ episodeId: episode.id, page: 0, workId: work.id });
 */
export function useRecordHistory(client: ApiClient) {
  return useMutation(recordHistoryMutation(client, useQueryClient()));
}

/**
 * Delete episodes from the read history, or all of it, shown at once.
 *
 * @example
 * const remove = useDeleteHistory(client);
 * remove.mutate({ all: true });
 */
export function useDeleteHistory(client: ApiClient) {
  return useMutation(deleteHistoryMutation(client, useQueryClient()));
}

/**
 * Press the good button of an episode, shown at once.
 *
 * @example
 * const like = useAddFavorite(client);
 * like.mutate({ episodeId: episode.id });
 */
export function useAddFavorite(client: ApiClient) {
  return useMutation(addFavoriteMutation(client, useQueryClient()));
}

/**
 * Release the good button of an episode, shown at once.
 *
 * @example
 * const unlike = useRemoveFavorite(client);
 * unlike.mutate({ episodeId: episode.id });
 */
export function useRemoveFavorite(client: ApiClient) {
  return useMutation(removeFavoriteMutation(client, useQueryClient()));
}

/**
 * Press the good button as a guest, shown at once.
 *
 * @example
 * const like = useAddGuestFavorite(client);
 * like.mutate({ episodeId: episode.id });
 */
export function useAddGuestFavorite(client: ApiClient) {
  return useMutation(addGuestFavoriteMutation(client, useQueryClient()));
}
