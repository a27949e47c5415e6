import { z } from 'zod';
import { authorRefSchema, kanaRowSchema } from './authors';
import { tagSchema } from './categories';
import { idParamSchema } from './common';
import { paginationQuerySchema } from './pagination';
import { workSummaryPageSchema } from './works';

/** Query of `GET /api/search/keywords`: free text, trimmed, 1 to 100 characters. */
export const searchKeywordsQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().min(1).max(100),
});
export type SearchKeywordsQuery = z.infer<typeof searchKeywordsQuerySchema>;

/** Query of `GET /api/search/author`: the works of one author. */
export const searchAuthorQuerySchema = paginationQuerySchema.extend({ authorId: idParamSchema });
export type SearchAuthorQuery = z.infer<typeof searchAuthorQuerySchema>;

/** Query of `GET /api/search/genreOrTag`: the works of one genre or one tag. */
export const searchGenreOrTagQuerySchema = paginationQuerySchema.extend({
  kind: z.enum(['genre', 'tag']),
  id: idParamSchema,
});
export type SearchGenreOrTagQuery = z.infer<typeof searchGenreOrTagQuerySchema>;

/** Query of `GET /api/search/initial`: works whose title reading starts in one kana row. */
export const searchInitialQuerySchema = paginationQuerySchema.extend({ initial: kanaRowSchema });
export type SearchInitialQuery = z.infer<typeof searchInitialQuerySchema>;

/** Keyword search hits: a page of works plus matching authors and tags. */
export const searchResultsSchema = z
  .object({
    works: workSummaryPageSchema,
    authors: z.array(authorRefSchema),
    tags: z.array(tagSchema),
  })
  .meta({ id: 'SearchResults' });
export type SearchResults = z.infer<typeof searchResultsSchema>;
