'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/createApiClient';
import {
  addFavoriteMutation,
  addGuestFavoriteMutation,
  deleteHistoryMutation,
  followLabelMutation,
  followSeriesMutation,
  recordHistoryMutation,
  removeFavoriteMutation,
  setLabelNotificationMutation,
  setSeriesNotificationMutation,
  unfollowLabelsMutation,
  unfollowSeriesMutation,
} from '../queries/mutationOptions';

/**
 * Follow a work, shown at once, rolled back on failure.
 *
 * @example
 * const follow = useFollowSeries(client);
 * follow.mutate({ workId: work.id });
 */
export function useFollowSeries(client: ApiClient) {
  return useMutation(followSeriesMutation(client, useQueryClient()));
}

/**
 * Unfollow works, shown at once, rolled back on failure.
 *
 * @example
 * const unfollow = useUnfollowSeries(client);
 * unfollow.mutate({ workIds: [work.id] });
 */
export function useUnfollowSeries(client: ApiClient) {
  return useMutation(unfollowSeriesMutation(client, useQueryClient()));
}

/**
 * Turn a followed work's notifications on or off, shown at once.
 *
 * @example
 * const toggle = useSetSeriesNotification(client);
 * toggle.mutate({ seriesId: work.id, notification: false });
 */
export function useSetSeriesNotification(client: ApiClient) {
  return useMutation(setSeriesNotificationMutation(client, useQueryClient()));
}

/**
 * Follow a label, shown at once, rolled back on failure.
 *
 * @example
 * const follow = useFollowLabel(client);
 * follow.mutate({ labelId: label.id });
 */
export function useFollowLabel(client: ApiClient) {
  return useMutation(followLabelMutation(client, useQueryClient()));
}

/**
 * Unfollow labels, shown at once, rolled back on failure.
 *
 * @example
 * const unfollow = useUnfollowLabels(client);
 * unfollow.mutate({ labelIds: [label.id] });
 */
export function useUnfollowLabels(client: ApiClient) {
  return useMutation(unfollowLabelsMutation(client, useQueryClient()));
}

/**
 * Turn a followed label's notifications on or off, shown at once.
 *
 * @example
 * const toggle = useSetLabelNotification(client);
 * toggle.mutate({ labelId: label.id, notification: true });
 */
export function useSetLabelNotification(client: ApiClient) {
  return useMutation(setLabelNotificationMutation(client, useQueryClient()));
}

/**
 * Record reading progress; the episode shows as read at once.
 *
 * @example
 * const record = useRecordHistory(client);
 * record.mutate({ episodeId: episode.id, page: 0, seriesId: work.id });
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
