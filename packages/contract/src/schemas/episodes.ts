import { z } from 'zod';
import { codeSchema, countSchema, dateTimeSchema, idSchema, urlOrPathSchema } from './common';
import { storeListSchema } from './stores';

/** Kind of an episode: a regular one or a promotional (`pr`) one, dropped once inactive. */
export const episodeKindSchema = z.enum(['normal', 'pr']).meta({ id: 'EpisodeKind' });
export type EpisodeKind = z.infer<typeof episodeKindSchema>;

/** An episode (話) of a work, or a trial-read episode of a volume. */
export const episodeSchema = z
  .object({
    id: idSchema,
    code: codeSchema,
    title: z.string().min(1),
    subTitle: z.string().min(1).nullable(),
    thumbnail: urlOrPathSchema.meta({ description: '16:9 image' }),
    isActive: z.boolean(),
    isNew: z.boolean(),
    updateDate: dateTimeSchema,
    deliveryPeriod: dateTimeSchema.nullable().meta({
      description: 'When the episode stops being served; null or year 9999 means never',
    }),
    stores: storeListSchema,
    type: episodeKindSchema,
    serviceId: codeSchema.meta({ description: 'Such as web or web_trial' }),
    internal: z.object({
      episodeNo: countSchema,
      pageCount: z.number().int().positive(),
      episodetype: z.string().min(1),
      isLatest: z.boolean(),
    }),
  })
  .meta({ id: 'Episode' });
export type Episode = z.infer<typeof episodeSchema>;

/** The episode fields shown in lists, history and viewer navigation. */
export const episodeSummarySchema = episodeSchema
  .pick({
    id: true,
    code: true,
    title: true,
    subTitle: true,
    thumbnail: true,
    isNew: true,
    updateDate: true,
  })
  .meta({ id: 'EpisodeSummary' });
export type EpisodeSummary = z.infer<typeof episodeSummarySchema>;

/** A published volume (巻) with its trial-read episodes and purchase links. */
export const comicVolumeSchema = z
  .object({
    id: idSchema,
    title: z.string().min(1),
    thumbnail: urlOrPathSchema.meta({ description: '5:7 cover' }),
    release: dateTimeSchema,
    episodes: z.array(episodeSchema),
    stores: storeListSchema,
  })
  .meta({ id: 'ComicVolume' });
export type ComicVolume = z.infer<typeof comicVolumeSchema>;

/** The volume fields shown beside purchase links. */
export const comicVolumeSummarySchema = comicVolumeSchema
  .pick({ id: true, title: true, thumbnail: true, release: true })
  .meta({ id: 'ComicVolumeSummary' });
export type ComicVolumeSummary = z.infer<typeof comicVolumeSummarySchema>;
