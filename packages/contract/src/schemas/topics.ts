import { z } from 'zod';
import { codeSchema, countSchema, dateTimeSchema, idSchema, urlOrPathSchema } from './common';
import { episodeSummarySchema } from './episodes';
import { labelSummarySchema } from './labels';
import { paginated, paginationQuerySchema } from './pagination';
import { workSummarySchema } from './works';

/** Kind of an editorial topic. */
export const topicKindSchema = z
  .enum(['news', 'feature', 'fair', 'new_serial', 'article'])
  .meta({ id: 'TopicKind' });
export type TopicKind = z.infer<typeof topicKindSchema>;

/** An editorial topic (news, feature, fair, new serial or article) with its Markdown body. */
export const topicSchema = z
  .object({
    id: idSchema,
    kind: topicKindSchema,
    title: z.string().min(1),
    body: z.string().meta({ description: 'Markdown' }),
    thumbnail: urlOrPathSchema,
    labelId: idSchema.nullable().meta({ description: 'Null for site-wide topics' }),
    publishedAt: dateTimeSchema,
  })
  .meta({ id: 'Topic' });
export type Topic = z.infer<typeof topicSchema>;

/** A topic without its body, for lists. */
export const topicSummarySchema = topicSchema.omit({ body: true }).meta({ id: 'TopicSummary' });
export type TopicSummary = z.infer<typeof topicSummarySchema>;

/** One page of topics, newest first. */
export const topicSummaryPageSchema = paginated(topicSummarySchema).meta({
  id: 'TopicSummaryPage',
});
export type TopicSummaryPage = z.infer<typeof topicSummaryPageSchema>;

/** Query of `GET /api/topics`: a page, optionally of one kind and one label (by code). */
export const topicsQuerySchema = paginationQuerySchema.extend({
  kind: topicKindSchema.optional(),
  label: codeSchema.optional().meta({ description: 'Label code' }),
});
export type TopicsQuery = z.infer<typeof topicsQuerySchema>;

/** The latest web episode of one of a topic's works. */
export const topicEpisodeSchema = z
  .object({
    work: workSummarySchema.pick({ id: true, code: true, title: true, thumbnail: true }),
    episode: episodeSummarySchema,
  })
  .meta({ id: 'TopicEpisode' });
export type TopicEpisode = z.infer<typeof topicEpisodeSchema>;

/** A topic's episodes in the topic's order; works without web episodes are left out. */
export const topicEpisodeListSchema = z
  .object({ items: z.array(topicEpisodeSchema) })
  .meta({ id: 'TopicEpisodeList' });
export type TopicEpisodeList = z.infer<typeof topicEpisodeListSchema>;

/** How many works the new-serial topics announce, and the latest announcement. */
export const newSerialsInfoSchema = z
  .object({
    workCount: countSchema,
    latest: z.union([topicSummarySchema, z.null()]).meta({ description: 'Latest announcement' }),
  })
  .meta({ id: 'NewSerialsInfo' });
export type NewSerialsInfo = z.infer<typeof newSerialsInfoSchema>;

/** A label's fairs or features. */
export const labelTopicsSchema = z
  .object({
    label: labelSummarySchema,
    topics: z.array(topicSummarySchema),
  })
  .meta({ id: 'LabelTopics' });
export type LabelTopics = z.infer<typeof labelTopicsSchema>;

/** A promotional banner shown from `startsAt` until `endsAt` (year 9999: no end). */
export const bannerSchema = z
  .object({
    id: idSchema,
    title: z.string().min(1),
    image: urlOrPathSchema,
    href: urlOrPathSchema,
    alt: z.string(),
    startsAt: dateTimeSchema,
    endsAt: dateTimeSchema,
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

/** The banners running now, in carousel order. */
export const bannerListSchema = z
  .object({ items: z.array(bannerSchema) })
  .meta({ id: 'BannerList' });
export type BannerList = z.infer<typeof bannerListSchema>;
