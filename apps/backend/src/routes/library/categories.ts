import {
  apiErrorBodySchema,
  authorIndexSchema,
  authorWorksSchema,
  categoriesSchema,
  genreSchema,
  idParamSchema,
  tagSchema,
} from '@cw/contract/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import {
  getAuthorIndex,
  getAuthorWorks,
  getCategories,
  getGenre,
  getTag,
} from '../../data/categories';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

/**
 * Genres, tags and authors: `/v3/library/categories` (also served as `/genres-and-tags`,
 * the web's name for it), `/genres/{genreId}`, `/tags/{tagId}`, `/authors/initial` and
 * `/authors/{authorId}`. Works of a genre or tag come from `/works?genre=` and `/works?tag=`.
 */
export function categoriesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  for (const path of ['/categories', '/genres-and-tags']) {
    app.openapi(
      createRoute({
        method: 'get',
        path,
        summary: 'Every genre (editorial order) and tag (reading order)',
        responses: {
          200: {
            description: 'Genres and tags',
            content: { 'application/json': { schema: categoriesSchema } },
          },
        },
      }),
      async (c) => c.json(await getCategories(db), 200),
    );
  }

  app.openapi(
    createRoute({
      method: 'get',
      path: '/genres/{genreId}',
      summary: 'A genre',
      request: { params: z.object({ genreId: idParamSchema }) },
      responses: {
        200: { description: 'The genre', content: { 'application/json': { schema: genreSchema } } },
        404: {
          description: 'Unknown genre',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const genre = await getGenre(db, c.req.valid('param').genreId);
      if (!genre) throw notFound('Genre');
      return c.json(genre, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/tags/{tagId}',
      summary: 'A tag',
      request: { params: z.object({ tagId: idParamSchema }) },
      responses: {
        200: { description: 'The tag', content: { 'application/json': { schema: tagSchema } } },
        404: {
          description: 'Unknown tag',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const tag = await getTag(db, c.req.valid('param').tagId);
      if (!tag) throw notFound('Tag');
      return c.json(tag, 200);
    },
  );

  // Before /authors/{authorId}, which would answer 400 for "initial".
  app.openapi(
    createRoute({
      method: 'get',
      path: '/authors/initial',
      summary: 'Every author grouped by the kana row of their reading (あ to わ, then その他)',
      responses: {
        200: {
          description: 'The author index; empty rows are left out',
          content: { 'application/json': { schema: authorIndexSchema } },
        },
      },
    }),
    async (c) => c.json(await getAuthorIndex(db, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/authors/{authorId}',
      summary: 'An author and the works they are credited on, latest update first',
      request: { params: z.object({ authorId: idParamSchema }) },
      responses: {
        200: {
          description: 'The author and their works',
          content: { 'application/json': { schema: authorWorksSchema } },
        },
        404: {
          description: 'Unknown author',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const page = await getAuthorWorks(db, c.req.valid('param').authorId, deps.now());
      if (!page) throw notFound('Author');
      return c.json(page, 200);
    },
  );

  return app;
}
