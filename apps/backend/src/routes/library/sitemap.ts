import {
  apiErrorBodySchema,
  sitemapIndexSchema,
  sitemapKindParamsSchema,
  sitemapPageQuerySchema,
  sitemapPageSchema,
} from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { getSitemapIndex, getSitemapPage } from '../../data/sitemap';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

/**
 * What the site's sitemaps list: `/v3/library/sitemap` (every file: kind, page, size, newest
 * change) and `/v3/library/sitemap/{kind}?page=` (one file's entries). Public and cacheable
 * like the rest of the catalog; each is one indexed query however large the catalog grows.
 */
export function sitemapRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/sitemap',
      summary: 'Every sitemap file: works, episodes, labels, authors and topics in pages',
      responses: {
        200: {
          description: 'The files, kind by kind, pages in order',
          content: { 'application/json': { schema: sitemapIndexSchema } },
        },
      },
    }),
    async (c) => c.json(await getSitemapIndex(db, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/sitemap/{kind}',
      summary: 'One sitemap file: a page of one kind, by id, each entry with its last change',
      request: { params: sitemapKindParamsSchema, query: sitemapPageQuerySchema },
      responses: {
        200: {
          description: 'The entries of the page',
          content: { 'application/json': { schema: sitemapPageSchema } },
        },
        404: {
          description: 'A page past the last',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const { kind } = c.req.valid('param');
      const page = await getSitemapPage(db, kind, c.req.valid('query').page, deps.now());
      if (!page) throw notFound('Sitemap page');
      return c.json(page, 200);
    },
  );

  return app;
}
