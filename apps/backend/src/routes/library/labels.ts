import {
  apiErrorBodySchema,
  codeSchema,
  idParamSchema,
  labelFollowerSchema,
  labelListWireSchema,
  labelTopicsSchema,
  labelWireSchema,
  MAX_PAGE_SIZE,
} from '@cw/contract/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { getLabel, getLabelFollowers, getLabelTopics, listLabels } from '../../data/labels';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

const labelCodeParams = z.object({ labelCode: codeSchema });
const unknownLabel = {
  description: 'Unknown label code',
  content: { 'application/json': { schema: apiErrorBodySchema } },
};

// To move into @cw/contract: `ids=1,2,3` of GET /labels/followers.
const labelIdsQuerySchema = z.object({
  ids: z
    .string()
    .transform((list) => list.split(','))
    .pipe(z.array(idParamSchema).min(1).max(MAX_PAGE_SIZE))
    .optional()
    .meta({ description: 'Comma-separated label ids; every label when omitted' }),
});

/** Labels, their fairs and features, and follower counts: `/v3/library/labels/*`. */
export function labelsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/labels',
      summary: 'Every label in the editorial order',
      responses: {
        200: {
          description: 'The labels',
          content: { 'application/json': { schema: labelListWireSchema } },
        },
      },
    }),
    async (c) => c.json({ items: await listLabels(db) }, 200),
  );

  // Registered before /labels/{labelCode}, which would otherwise take the code "followers".
  app.openapi(
    createRoute({
      method: 'get',
      path: '/labels/followers',
      summary: 'Follower counts of several labels',
      request: { query: labelIdsQuerySchema },
      responses: {
        200: {
          description: 'Follower counts in label order',
          content: {
            'application/json': { schema: z.object({ items: z.array(labelFollowerSchema) }) },
          },
        },
        404: {
          description: 'An id is not a label',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const items = await getLabelFollowers(db, c.req.valid('query').ids);
      if (!items) throw notFound('Label');
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/labels/{labelCode}',
      summary: 'A label with its icon, logo and colour',
      request: { params: labelCodeParams },
      responses: {
        200: {
          description: 'The label',
          content: { 'application/json': { schema: labelWireSchema } },
        },
        404: unknownLabel,
      },
    }),
    async (c) => {
      const label = await getLabel(db, c.req.valid('param').labelCode);
      if (!label) throw notFound('Label');
      return c.json(label, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/labels/{labelCode}/followers',
      summary: 'Follower count of a label',
      request: { params: labelCodeParams },
      responses: {
        200: {
          description: 'The follower count',
          content: { 'application/json': { schema: labelFollowerSchema } },
        },
        404: unknownLabel,
      },
    }),
    async (c) => {
      const label = await getLabel(db, c.req.valid('param').labelCode);
      const [followers] = (label && (await getLabelFollowers(db, [label.id]))) ?? [];
      if (!followers) throw notFound('Label');
      return c.json(followers, 200);
    },
  );

  for (const [kind, segment] of [
    ['fair', 'fairs'],
    ['feature', 'features'],
  ] as const) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `/labels/{labelCode}/${segment}`,
        summary: `The label's published ${segment}, newest first`,
        request: { params: labelCodeParams },
        responses: {
          200: {
            description: `The label and its ${segment}`,
            content: { 'application/json': { schema: labelTopicsSchema } },
          },
          404: unknownLabel,
        },
      }),
      async (c) => {
        const topics = await getLabelTopics(db, c.req.valid('param').labelCode, kind, deps.now());
        if (!topics) throw notFound('Label');
        return c.json(topics, 200);
      },
    );
  }

  return app;
}
