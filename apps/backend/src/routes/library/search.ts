import {
  apiErrorBodySchema,
  authorRefSchema,
  categoriesSchema,
  paginated,
  searchInitialQuerySchema,
  searchKeywordsQuerySchema,
  searchResultsSchema,
  searchSuggestionsSchema,
  searchTextQuerySchema,
  workSummaryPageSchema,
} from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import {
  searchAuthors,
  searchByInitial,
  searchGenresAndTags,
  searchKeywords,
  suggestSearch,
} from '../../data/search';
import { createRouter } from '../../http/router';

const badRequest = {
  description: 'Missing, blank or over-long query, or bad pagination',
  content: { 'application/json': { schema: apiErrorBodySchema } },
};

/**
 * Search as readers type Japanese (width, kana and case folded, partial matches):
 * `/v3/library/search`, `/search/suggestions`, `/search/authors`, `/search/genre-or-tag`
 * and `/search/initial`.
 */
export function searchRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/search',
      summary: 'Works, authors and tags matching keywords; title matches first',
      request: { query: searchKeywordsQuerySchema },
      responses: {
        200: {
          description: 'A page of works plus matching authors and tags',
          content: { 'application/json': { schema: searchResultsSchema } },
        },
        400: badRequest,
      },
    }),
    async (c) => c.json(await searchKeywords(db, c.req.valid('query'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/search/suggestions',
      summary: 'Up to ten titles, authors and tags for a search box, as the reader types',
      request: { query: searchTextQuerySchema },
      responses: {
        200: {
          description: 'Suggestions, names starting with the query first',
          content: { 'application/json': { schema: searchSuggestionsSchema } },
        },
        400: badRequest,
      },
    }),
    async (c) => c.json({ items: await suggestSearch(db, c.req.valid('query').q) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/search/authors',
      summary: 'Authors whose name or reading contains the query',
      request: { query: searchKeywordsQuerySchema },
      responses: {
        200: {
          description: 'A page of authors',
          content: { 'application/json': { schema: paginated(authorRefSchema) } },
        },
        400: badRequest,
      },
    }),
    async (c) => c.json(await searchAuthors(db, c.req.valid('query')), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/search/genre-or-tag',
      summary: 'Genres and tags whose name contains the query',
      request: { query: searchTextQuerySchema },
      responses: {
        200: {
          description: 'Matching genres and tags',
          content: { 'application/json': { schema: categoriesSchema } },
        },
        400: badRequest,
      },
    }),
    async (c) => c.json(await searchGenresAndTags(db, c.req.valid('query').q), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/search/initial',
      summary: 'Works whose title reading starts in a kana row, in reading order',
      request: { query: searchInitialQuerySchema },
      responses: {
        200: {
          description: 'A page of works',
          content: { 'application/json': { schema: workSummaryPageSchema } },
        },
        400: badRequest,
      },
    }),
    async (c) => c.json(await searchByInitial(db, c.req.valid('query'), deps.now()), 200),
  );

  return app;
}
