import {
  apiErrorBodySchema,
  codeSchema,
  workDetailResponseSchema,
  workSummarySchema,
} from '@cw/contract/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { getRelatedWorks, getWorkDetail } from '../../data/works';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

const workCodeParams = z.object({ workCode: codeSchema });
const notFoundResponse = {
  description: 'Unknown work code',
  content: { 'application/json': { schema: apiErrorBodySchema } },
};

/** Work detail and related works: `/v3/library/works/{workCode}`. */
export function worksRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/works/{workCode}',
      summary: 'A work with its episodes (from the first), volumes and related works',
      request: { params: workCodeParams },
      responses: {
        200: {
          description: 'The work detail',
          content: { 'application/json': { schema: workDetailResponseSchema } },
        },
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const detail = await getWorkDetail(db, c.req.valid('param').workCode, deps.now());
      if (!detail) throw notFound('Work');
      return c.json(detail, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/works/{workCode}/related',
      summary: 'Works sharing the label or genre',
      request: { params: workCodeParams },
      responses: {
        200: {
          description: 'Related works',
          content: {
            'application/json': { schema: z.object({ items: z.array(workSummarySchema) }) },
          },
        },
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const items = await getRelatedWorks(db, c.req.valid('param').workCode, deps.now());
      if (!items) throw notFound('Work');
      return c.json({ items }, 200);
    },
  );

  return app;
}
