import {
  apiErrorBodySchema,
  bannerListSchema,
  codeSchema,
  idParamSchema,
  newSerialsInfoSchema,
  paginationQuerySchema,
  topicEpisodeListSchema,
  topicSchema,
  topicSummaryPageSchema,
  topicsQuerySchema,
  workSummaryPageSchema,
} from '@cw/contract/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { getLabel } from '../../data/labels';
import {
  getCampaignTopic,
  getNewSerialsInfo,
  getTopic,
  listNewSerialTopicWorks,
  listRunningBanners,
  listTopicEpisodes,
  listTopics,
  listTopicWorks,
} from '../../data/topics';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

const topicParams = z.object({ topicId: idParamSchema });
const unknownTopic = {
  description: 'Unknown or unpublished topic',
  content: { 'application/json': { schema: apiErrorBodySchema } },
};
const workPageResponse = {
  description: 'A page of works',
  content: { 'application/json': { schema: workSummaryPageSchema } },
};

/**
 * Editorial topics (news, features, fairs, new serials, articles), campaign pages and
 * banners: `/v3/library/topics/*` and `/v3/library/banners`. Only topics published at the
 * clock's instant are served.
 */
export function topicsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/topics',
      summary: 'Published topics, newest first, optionally of one kind or label',
      request: { query: topicsQuerySchema },
      responses: {
        200: {
          description: 'A page of topics',
          content: { 'application/json': { schema: topicSummaryPageSchema } },
        },
        404: {
          description: 'Unknown label code',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const { kind, label, ...pagination } = c.req.valid('query');
      const labelRow = label === undefined ? undefined : await getLabel(db, label);
      if (labelRow === null) throw notFound('Label');
      const filters = { kind, labelId: labelRow?.id };
      return c.json(await listTopics(db, filters, pagination, deps.now()), 200);
    },
  );

  // The static paths go before /topics/{topicId}/works, which would take them otherwise.
  app.openapi(
    createRoute({
      method: 'get',
      path: '/topics/new-serials/info',
      summary: 'How many works the new-serial topics announce, and the latest announcement',
      responses: {
        200: {
          description: 'New serials at a glance',
          content: { 'application/json': { schema: newSerialsInfoSchema } },
        },
      },
    }),
    async (c) => c.json(await getNewSerialsInfo(db, deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/topics/new-serials/works',
      summary: 'Works announced as new serials, latest announcement first',
      request: { query: paginationQuerySchema },
      responses: { 200: workPageResponse },
    }),
    async (c) => c.json(await listNewSerialTopicWorks(db, c.req.valid('query'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/topics/campaign/{token}',
      summary: 'The topic behind a campaign page such as /campaign/10th-anniversary',
      request: { params: z.object({ token: codeSchema }) },
      responses: {
        200: { description: 'The topic', content: { 'application/json': { schema: topicSchema } } },
        404: {
          description: 'Unknown campaign token',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const topic = await getCampaignTopic(db, c.req.valid('param').token, deps.now());
      if (!topic) throw notFound('Campaign');
      return c.json(topic, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/topics/{topicId}',
      summary: 'A topic with its Markdown body',
      request: { params: topicParams },
      responses: {
        200: { description: 'The topic', content: { 'application/json': { schema: topicSchema } } },
        404: unknownTopic,
      },
    }),
    async (c) => {
      const topic = await getTopic(db, c.req.valid('param').topicId, deps.now());
      if (!topic) throw notFound('Topic');
      return c.json(topic, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/topics/{topicId}/works',
      summary: "The topic's works in the topic's order",
      request: { params: topicParams, query: paginationQuerySchema },
      responses: { 200: workPageResponse, 404: unknownTopic },
    }),
    async (c) => {
      const { topicId } = c.req.valid('param');
      const page = await listTopicWorks(db, topicId, c.req.valid('query'), deps.now());
      if (!page) throw notFound('Topic');
      return c.json(page, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/topics/{topicId}/episodes',
      summary: "The latest web episode of each of the topic's works",
      request: { params: topicParams },
      responses: {
        200: {
          description: "Episodes in the topic's order; works without web episodes are left out",
          content: { 'application/json': { schema: topicEpisodeListSchema } },
        },
        404: unknownTopic,
      },
    }),
    async (c) => {
      const items = await listTopicEpisodes(db, c.req.valid('param').topicId, deps.now());
      if (!items) throw notFound('Topic');
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/banners',
      summary: 'Banners running now, in carousel order',
      responses: {
        200: {
          description: 'The running banners',
          content: { 'application/json': { schema: bannerListSchema } },
        },
      },
    }),
    async (c) => c.json({ items: await listRunningBanners(db, deps.now()) }, 200),
  );

  return app;
}
