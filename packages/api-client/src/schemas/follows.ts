import { z } from 'zod';
import { dateTimeSchema, idSchema } from './common';
import { labelSchema } from './labels';
import { idListSchema, paginated } from './pagination';
import { workSummarySchema } from './works';

/** A work the reader follows, and whether they get update notifications for it. */
export const followedSeriesSchema = z
  .object({
    work: workSummarySchema,
    notification: z.boolean(),
    followedAt: dateTimeSchema,
  })
  .meta({ id: 'FollowedSeries' });
export type FollowedSeries = z.infer<typeof followedSeriesSchema>;

/** One page of followed works. */
export const followedSeriesPageSchema = paginated(followedSeriesSchema).meta({
  id: 'FollowedSeriesPage',
});
export type FollowedSeriesPage = z.infer<typeof followedSeriesPageSchema>;

/** A label the reader follows, and whether they get notifications for it. */
export const followedLabelSchema = z
  .object({
    label: labelSchema,
    notification: z.boolean(),
    followedAt: dateTimeSchema,
  })
  .meta({ id: 'FollowedLabel' });
export type FollowedLabel = z.infer<typeof followedLabelSchema>;

/** One page of followed labels. */
export const followedLabelPageSchema = paginated(followedLabelSchema).meta({
  id: 'FollowedLabelPage',
});
export type FollowedLabelPage = z.infer<typeof followedLabelPageSchema>;

/** Whether the reader follows one work or label, and with notifications. */
export const followStatusSchema = z
  .object({
    isFollowing: z.boolean(),
    notification: z.boolean(),
  })
  .meta({ id: 'FollowStatus' });
export type FollowStatus = z.infer<typeof followStatusSchema>;

/** Body of `POST /api/follows/series`: the work to follow. */
export const followSeriesInputSchema = z
  .strictObject({ workId: idSchema })
  .meta({ id: 'FollowSeriesInput' });
export type FollowSeriesInput = z.infer<typeof followSeriesInputSchema>;

/** Body of the `PUT …/notification` endpoints: turn update notifications on or off. */
export const followNotificationInputSchema = z
  .strictObject({ notification: z.boolean() })
  .meta({ id: 'FollowNotificationInput' });
export type FollowNotificationInput = z.infer<typeof followNotificationInputSchema>;

/** Body of `DELETE /api/follows/series`: the works to unfollow. */
export const unfollowSeriesInputSchema = z
  .strictObject({ workIds: idListSchema })
  .meta({ id: 'UnfollowSeriesInput' });
export type UnfollowSeriesInput = z.infer<typeof unfollowSeriesInputSchema>;

/** Body of `DELETE /api/follows/labels`: the labels to unfollow. */
export const unfollowLabelsInputSchema = z
  .strictObject({ labelIds: idListSchema })
  .meta({ id: 'UnfollowLabelsInput' });
export type UnfollowLabelsInput = z.infer<typeof unfollowLabelsInputSchema>;
