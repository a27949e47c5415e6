import { z } from 'zod';
import { dateTimeSchema, idSchema, urlOrPathSchema } from './common';
import { labelSummarySchema } from './labels';

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
