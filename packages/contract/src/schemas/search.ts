import { z } from 'zod';
import { authorRefSchema, kanaRowSchema } from './authors';
import { tagSchema } from './categories';
import { codeSchema, idParamSchema, idSchema } from './common';
import { paginationQuerySchema } from './pagination';
import { workSummaryPageSchema, workSummarySchema } from './works';

/** Query of `GET /api/search/keywords`: free text, trimmed, 1 to 100 characters. */
export const searchKeywordsQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().min(1).max(100),
});
export type SearchKeywordsQuery = z.infer<typeof searchKeywordsQuerySchema>;

/**
 * The search text alone, without paging: `GET /api/search/genreOrTag` and the search box's
 * suggestions.
 */
export const searchTextQuerySchema = searchKeywordsQuerySchema.pick({ q: true });
export type SearchTextQuery = z.infer<typeof searchTextQuerySchema>;

/** Query of `GET /api/search/author`: one author, whose works are listed. */
export const searchAuthorQuerySchema = z.object({ authorId: idParamSchema });
export type SearchAuthorQuery = z.infer<typeof searchAuthorQuerySchema>;

/** An author and the works they are credited on, latest update first. */
export const authorWorksSchema = z
  .object({ author: authorRefSchema, works: z.array(workSummarySchema) })
  .meta({ id: 'AuthorWorks' });
export type AuthorWorks = z.infer<typeof authorWorksSchema>;

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

/** The most suggestions the search box is offered at once. */
export const MAX_SEARCH_SUGGESTIONS = 10;

/**
 * What the search box offers as the reader types (`GET /api/search/suggestions`): a work
 * (opened by code), an author or a tag.
 */
export const searchSuggestionsSchema = z
  .object({
    items: z
      .array(
        z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('work'), id: idSchema, code: codeSchema, text: z.string() }),
          z.object({ kind: z.literal('author'), id: idSchema, text: z.string() }),
          z.object({ kind: z.literal('tag'), id: idSchema, text: z.string() }),
        ]),
      )
      .max(MAX_SEARCH_SUGGESTIONS),
  })
  .meta({ id: 'SearchSuggestions' });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;
export type SearchSuggestion = SearchSuggestions['items'][number];
