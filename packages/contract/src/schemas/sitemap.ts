import { z } from 'zod';
import { codeSchema, countSchema, dateTimeSchema, idSchema } from './common';
import { topicKindSchema } from './topics';

/** Most URLs one sitemap file may list (sitemaps.org): each kind is split into pages of this. */
export const SITEMAP_PAGE_SIZE = 50_000;

/**
 * What the site's sitemaps list, one set of files each: works, readable episodes, labels and
 * authors with works, and published topics with pages of their own.
 */
export const SITEMAP_KINDS = ['works', 'episodes', 'labels', 'authors', 'topics'] as const;
export const sitemapKindSchema = z.enum(SITEMAP_KINDS).meta({ id: 'SitemapKind' });
export type SitemapKind = z.infer<typeof sitemapKindSchema>;

/** One sitemap file: a page of one kind, with its size and the newest change it lists. */
export const sitemapFileSchema = z
  .object({
    kind: sitemapKindSchema,
    page: z.number().int().min(1),
    count: countSchema.max(SITEMAP_PAGE_SIZE),
    lastModified: dateTimeSchema,
  })
  .meta({ id: 'SitemapFile' });
export type SitemapFile = z.infer<typeof sitemapFileSchema>;

/** Every sitemap file, kind by kind (in `SITEMAP_KINDS` order), pages in order; none empty. */
export const sitemapIndexSchema = z
  .object({ files: z.array(sitemapFileSchema) })
  .meta({ id: 'SitemapIndex' });
export type SitemapIndex = z.infer<typeof sitemapIndexSchema>;

const lastModified = dateTimeSchema.meta({ description: 'The newest change the page shows' });

/** A work, episode or label of a sitemap, by the code its page path takes. */
export const sitemapCodeEntrySchema = z
  .object({ code: codeSchema, lastModified })
  .meta({ id: 'SitemapCodeEntry' });
export type SitemapCodeEntry = z.infer<typeof sitemapCodeEntrySchema>;

/** An author of a sitemap, by id. */
export const sitemapAuthorEntrySchema = z
  .object({ id: idSchema, lastModified })
  .meta({ id: 'SitemapAuthorEntry' });
export type SitemapAuthorEntry = z.infer<typeof sitemapAuthorEntrySchema>;

/** A topic of a sitemap, by id and kind (its page path depends on both). */
export const sitemapTopicEntrySchema = z
  .object({ id: idSchema, kind: topicKindSchema, lastModified })
  .meta({ id: 'SitemapTopicEntry' });
export type SitemapTopicEntry = z.infer<typeof sitemapTopicEntrySchema>;

const sitemapPageOf = <Kind extends SitemapKind, Entry extends z.ZodType>(
  kind: Kind,
  entry: Entry,
) =>
  z.object({
    kind: z.literal(kind),
    page: z.number().int().min(1),
    items: z.array(entry).max(SITEMAP_PAGE_SIZE),
  });

/** One sitemap file's entries, in a stable order (by id), at most `SITEMAP_PAGE_SIZE`. */
export const sitemapPageSchema = z
  .discriminatedUnion('kind', [
    sitemapPageOf('works', sitemapCodeEntrySchema),
    sitemapPageOf('episodes', sitemapCodeEntrySchema),
    sitemapPageOf('labels', sitemapCodeEntrySchema),
    sitemapPageOf('authors', sitemapAuthorEntrySchema),
    sitemapPageOf('topics', sitemapTopicEntrySchema),
  ])
  .meta({ id: 'SitemapPage' });
export type SitemapPage = z.infer<typeof sitemapPageSchema>;

/** Path parameter of one kind's sitemap pages. */
export const sitemapKindParamsSchema = z.object({ kind: sitemapKindSchema });
export type SitemapKindParams = z.infer<typeof sitemapKindParamsSchema>;

/** Query of one sitemap page: which page (from 1) of the kind. */
export const sitemapPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});
export type SitemapPageQuery = z.infer<typeof sitemapPageQuerySchema>;
