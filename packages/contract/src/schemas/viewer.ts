import { z } from 'zod';
import { codeSchema, countSchema, urlOrPathSchema } from './common';
import { episodeSchema, episodeSummarySchema } from './episodes';
import { storeListSchema } from './stores';
import { originalDirectionSchema, scrollTypeSchema, workSchema, workSummarySchema } from './works';

/** One page image of an episode; a page wider than tall is a spread. */
export const viewerPageSchema = z
  .object({
    index: countSchema,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    src: urlOrPathSchema.meta({ description: 'Base URL; the client picks the size variant' }),
  })
  .meta({ id: 'ViewerPage' });
export type ViewerPage = z.infer<typeof viewerPageSchema>;

/**
 * The work fields the viewer needs: summary plus how its pages turn, and the tags and sub-genre
 * its analytics events carry (spec section 3). Manifests saved for offline reading before the
 * tags and sub-genre were sent read as none.
 */
export const viewerWorkSchema = workSummarySchema
  .extend({
    scrollType: scrollTypeSchema,
    originalDirection: originalDirectionSchema,
    tags: workSchema.shape.tags.default(() => []),
    subGenre: workSchema.shape.subGenre.default(null),
  })
  .meta({ id: 'ViewerWork' });
export type ViewerWork = z.infer<typeof viewerWorkSchema>;

/**
 * Everything needed to read one episode: its pages in order and its neighbours. The next one
 * is the next the reader can read; when the story goes on first with an episode sold in stores
 * only, that one is `nextStoreEpisode`.
 */
export const viewerManifestSchema = z
  .object({
    episode: episodeSchema,
    work: viewerWorkSchema,
    pages: z
      .array(viewerPageSchema)
      .min(1)
      .refine((pages) => pages.every((page, i) => page.index === i), {
        message: 'Page indexes must run 0, 1, 2… in order',
      }),
    previousEpisode: z.union([episodeSummarySchema, z.null()]),
    nextEpisode: z.union([episodeSummarySchema, z.null()]).meta({
      description: 'The next episode the reader can read here, in reading order',
    }),
    nextStoreEpisode: z
      .union([episodeSchema, z.null()])
      .optional()
      .meta({
        description:
          'The next episode of the story (promotional entries aside) when it comes before ' +
          'nextEpisode and cannot be read here but is sold in stores (isActive false): with its ' +
          "own stores, or for a volume's trial chapter sold with the volume (volumeStores). Null " +
          'when the story goes on with nextEpisode, or its next episode is not sold; absent in ' +
          'manifests saved before this field existed, which means the same.',
      }),
    volumeStores: storeListSchema.meta({
      description: 'Purchase links of the volume holding this episode; empty when none',
    }),
  })
  .meta({ id: 'ViewerManifest' });
export type ViewerManifest = z.infer<typeof viewerManifestSchema>;

/** `episodeCode` path parameter of the episode and viewer endpoints. */
export const viewerQuerySchema = z.object({ episodeCode: codeSchema });
export type ViewerQuery = z.infer<typeof viewerQuerySchema>;

/**
 * An episode with its work and every purchase link, whether or not it can be read now.
 */
export const episodeDetailResponseSchema = z
  .object({
    episode: episodeSchema,
    work: workSummarySchema,
    volumeStores: storeListSchema.meta({
      description: 'Purchase links of the volume holding this episode; empty when none',
    }),
  })
  .meta({
    id: 'EpisodeDetailResponse',
    description:
      'episode.isActive is false when the episode cannot be read now, ended delivery included',
  });
export type EpisodeDetailResponse = z.infer<typeof episodeDetailResponseSchema>;
