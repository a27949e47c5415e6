import { z } from 'zod';
import type { FollowKind } from '../constants';
import { dateTimeSchema, idSchema } from './common';
import { labelFromWireSchema, labelSchema, labelWireSchema } from './labels';
import { idListSchema, type Page, paginated } from './pagination';
import { readerWorkSummarySchema, readerWorkSummaryWireSchema } from './works';

// Works and labels are followed alike (`FollowKind`): the lists and bulk unfollows of both kinds
// come from one factory each, and differ only in the key naming the target.

/** One line of a followed list: the target under `key`, its notification flag, when followed. */
function followedSchema<Key extends FollowKind, Target extends z.ZodType>(
  key: Key,
  target: Target,
) {
  const entry = { [key]: target } as Record<Key, Target>;
  return z.object({ ...entry, notification: z.boolean(), followedAt: dateTimeSchema });
}

/** Body of a bulk unfollow: the ids of the targets under `key` (`workIds`, `labelIds`). */
function unfollowInputSchema<Key extends `${FollowKind}Ids`>(key: Key) {
  return z.strictObject({ [key]: idListSchema } as Record<Key, typeof idListSchema>);
}

/** A work the reader follows, and whether they get update notifications for it. */
export const followedSeriesSchema = followedSchema('work', readerWorkSummarySchema);
export type FollowedSeries = z.infer<typeof followedSeriesSchema>;

/** One page of followed works. */
export const followedSeriesPageSchema = paginated(followedSeriesSchema);
export type FollowedSeriesPage = z.infer<typeof followedSeriesPageSchema>;

/** A followed work as the API sends it: `isFollowing` true, as the reader follows it. */
export const followedSeriesWireSchema = followedSchema('work', readerWorkSummaryWireSchema).meta({
  id: 'FollowedSeries',
});
export type FollowedSeriesWire = z.infer<typeof followedSeriesWireSchema>;

/** One page of followed works as the API sends it. */
export const followedSeriesPageWireSchema = paginated(followedSeriesWireSchema).meta({
  id: 'FollowedSeriesPage',
});

/** A label the reader follows, and whether they get notifications for it. */
export const followedLabelSchema = followedSchema('label', labelSchema);
export type FollowedLabel = z.infer<typeof followedLabelSchema>;

/** A followed label as the API sends it: the label as `LabelWire`. */
export const followedLabelWireSchema = followedSchema('label', labelWireSchema).meta({
  id: 'FollowedLabel',
});
export type FollowedLabelWire = z.infer<typeof followedLabelWireSchema>;

/** One page of followed labels as the API sends it. */
export const followedLabelPageWireSchema = paginated(followedLabelWireSchema).meta({
  id: 'FollowedLabelPage',
});

/** The API's page of followed labels read as the app's `FollowedLabel`s. */
export const followedLabelPageSchema = paginated(followedSchema('label', labelFromWireSchema));
export type FollowedLabelPage = z.infer<typeof followedLabelPageSchema>;

/** A line of the followed list of one kind: `FollowedSeries` (work) or `FollowedLabel`. */
export type Followed<Kind extends FollowKind> = {
  work: FollowedSeries;
  label: FollowedLabel;
}[Kind];

/** A page of the followed list of one kind: `FollowedSeriesPage` (work) or `FollowedLabelPage`. */
export type FollowedPage<Kind extends FollowKind> = Page<Followed<Kind>>;

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
export const unfollowSeriesInputSchema = unfollowInputSchema('workIds').meta({
  id: 'UnfollowSeriesInput',
});
export type UnfollowSeriesInput = z.infer<typeof unfollowSeriesInputSchema>;

/** Body of `DELETE /api/follows/labels`: the labels to unfollow. */
export const unfollowLabelsInputSchema = unfollowInputSchema('labelIds').meta({
  id: 'UnfollowLabelsInput',
});
export type UnfollowLabelsInput = z.infer<typeof unfollowLabelsInputSchema>;
