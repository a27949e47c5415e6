/**
 * Schemas the browser calls need that `src/schemas` does not define yet: path parameters, a few
 * queries and bodies, page wrappers and the responses spec section 7 leaves unnamed. They are
 * provisional: when the schema owners add an equivalent to `src/schemas`, the endpoint table
 * switches to it and the export here goes away. The web app's `/api/*` routes should validate
 * with these same objects (exported from `@cw/api-client/client`) until then.
 */
import { z } from 'zod';
import { codeSchema, dateTimeSchema, idParamSchema, idSchema } from '../schemas/common';
import { episodeSummarySchema } from '../schemas/episodes';
import { followedLabelSchema, followedSeriesSchema } from '../schemas/follows';
import { historyEntrySchema } from '../schemas/history';
import { labelSchema } from '../schemas/labels';
import { MAX_PAGE_SIZE, paginated, paginationQuerySchema } from '../schemas/pagination';
import { bannerSchema, topicKindSchema, topicSummarySchema } from '../schemas/topics';

// Path parameters.
export const workCodeParamsSchema = z.object({ workCode: codeSchema });
export const seriesIdParamsSchema = z.object({ seriesId: idSchema });
export const labelIdParamsSchema = z.object({ labelId: idSchema });
export const episodeIdParamsSchema = z.object({ episodeId: idSchema });
export const topicIdParamsSchema = z.object({ topicId: idSchema });
/** `{dev}` of `GET /api/account/{dev}/session`, an opaque path segment. */
export const accountSessionParamsSchema = z.object({ dev: codeSchema });

// Queries.
/** Query of `GET`/`PUT /api/account/updated`: the instant the client last checked, if any. */
export const accountUpdatedQuerySchema = z.object({ checkedAt: dateTimeSchema.optional() });
/** Query of `GET /api/topics/news/detail`. */
export const newsDetailQuerySchema = z.object({ topicId: idParamSchema });
/** Query of `GET /api/topics`: a page, optionally one kind and one label. */
export const topicsQuerySchema = paginationQuerySchema.extend({
  kind: topicKindSchema.optional(),
  labelCode: codeSchema.optional(),
});

// Bodies of the bulk deletes ("unfollow" and "delete one or all" on the my-comic pages).
const idListSchema = z.array(idSchema).min(1).max(MAX_PAGE_SIZE);
/** Body of `DELETE /api/follows/series`: the works to unfollow. */
export const unfollowSeriesInputSchema = z.strictObject({ workIds: idListSchema });
export type UnfollowSeriesInput = z.infer<typeof unfollowSeriesInputSchema>;
/** Body of `DELETE /api/follows/labels`: the labels to unfollow. */
export const unfollowLabelsInputSchema = z.strictObject({ labelIds: idListSchema });
export type UnfollowLabelsInput = z.infer<typeof unfollowLabelsInputSchema>;
/** Body of `DELETE /api/membership/history/list`: the works to forget, or all of them. */
export const historyDeleteInputSchema = z.union([
  z.strictObject({ workIds: idListSchema }),
  z.strictObject({ all: z.literal(true) }),
]);
export type HistoryDeleteInput = z.infer<typeof historyDeleteInputSchema>;

// Responses.
/**
 * `GET /api/account/{dev}/session`: the session as spec section 3 describes it (user id, email as
 * `{ email }`, isLinked), or null signed out; next-auth's `{}` for "no session" reads as null.
 */
export const accountSessionSchema = z.union([
  z.object({
    user: z.object({
      id: z.union([idSchema, z.string().min(1)]),
      email: z.object({ email: z.string() }).nullable(),
      isLinked: z.boolean(),
    }),
    expires: dateTimeSchema,
  }),
  z.null(),
  z.strictObject({}).transform(() => null),
]);
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `GET /api/account/test_pattern`: the A/B test pattern in `feature`. */
export const testPatternSchema = z.object({ feature: z.string() });
export type TestPattern = z.infer<typeof testPatternSchema>;

export const followedSeriesPageSchema = paginated(followedSeriesSchema);
export type FollowedSeriesPage = z.infer<typeof followedSeriesPageSchema>;
export const followedLabelPageSchema = paginated(followedLabelSchema);
export type FollowedLabelPage = z.infer<typeof followedLabelPageSchema>;
export const historyEntryPageSchema = paginated(historyEntrySchema);
export type HistoryEntryPage = z.infer<typeof historyEntryPageSchema>;
export const labelPageSchema = paginated(labelSchema);
export type LabelPage = z.infer<typeof labelPageSchema>;
export const topicSummaryPageSchema = paginated(topicSummarySchema);
export type TopicSummaryPage = z.infer<typeof topicSummaryPageSchema>;
export const episodeSummaryPageSchema = paginated(episodeSummarySchema);
export type EpisodeSummaryPage = z.infer<typeof episodeSummaryPageSchema>;

/** `GET /api/promotions/banners`: the banners running now. */
export const bannerListSchema = z.object({ items: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;

/**
 * Answer of a write whose body carries nothing the client needs (204, or any JSON): parsed to
 * `undefined`, so a body added later does not break old clients.
 */
export const acknowledgementSchema = z.unknown().transform((): undefined => undefined);
