import {
  apiErrorBodySchema,
  codeSchema,
  dailyNewQuerySchema,
  freeCampaignQuerySchema,
  labelRefSchema,
  newComicPageSchema,
  paginationQuerySchema,
  recommendationCandidateInputSchema,
  recommendationsQuerySchema,
  recommendationsSchema,
  relatedProductsSchema,
  workSummaryPageSchema,
  worksQuerySchema,
} from '@cw/contract/schemas';
import { formatIsoDate, parseDate } from '@cw/dates';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { getGenre, getTag } from '../../data/categories';
import { getLabel } from '../../data/labels';
import {
  getRelatedProducts,
  listDailyUpdatedWorks,
  listFreeCampaignWorks,
  listNewComics,
  listNewSerials,
  listWorks,
  recommendWorks,
} from '../../data/lists';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

const workPageResponse = {
  description: 'A page of works',
  content: { 'application/json': { schema: workSummaryPageSchema } },
};
const recommendationsResponse = {
  description: 'Recommended works, best match first',
  content: { 'application/json': { schema: recommendationsSchema } },
};

/**
 * Work lists for home, label and discovery pages: `/v3/library/works`, `/new-serials`,
 * `/daily/new`, `/free-campaign`, `/comics/new`, `/recommendations` and
 * `/related-products/{workCode}`. Work list paths stay off `/works/*`, which belongs to
 * `/works/{workCode}`.
 */
export function listsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/works',
      summary: 'Works filtered by label, genre, tag, status, kind, language or title kana row',
      description:
        'Label and serialization pages, /contents/list, /contents/genre/{genreId} and, with ' +
        '`row` and `sort=title`, the index by kana row (/list/index).',
      request: { query: worksQuerySchema },
      responses: {
        200: workPageResponse,
        404: {
          description: 'Unknown label (id or code), genre or tag',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const { page, perPage, sort, label, genre, tag, ...filters } = c.req.valid('query');
      const [labelRow, genreRow, tagRow] = await Promise.all([
        label === undefined ? undefined : getLabel(db, label),
        genre === undefined ? undefined : getGenre(db, genre),
        tag === undefined ? undefined : getTag(db, tag),
      ]);
      if (labelRow === null) throw notFound('Label');
      if (genreRow === null) throw notFound('Genre');
      if (tagRow === null) throw notFound('Tag');
      const pagination = { page, perPage };
      const filter = { ...filters, labelId: labelRow?.id, genreId: genre, tagId: tag };
      return c.json(await listWorks(db, filter, sort, pagination, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/new-serials',
      summary: 'Serials that started most recently (the /new page)',
      request: { query: paginationQuerySchema },
      responses: { 200: workPageResponse },
    }),
    async (c) => c.json(await listNewSerials(db, c.req.valid('query'), deps.now()), 200),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/daily/new',
      summary: 'Works with a web episode updated on one day in Japan (default today)',
      request: { query: dailyNewQuerySchema },
      responses: { 200: workPageResponse },
    }),
    async (c) => {
      const { date, ...pagination } = c.req.valid('query');
      const now = deps.now();
      // Valid by the schema; today is the day in Japan as the query gives it, read back as its
      // midnight there.
      const dayStart = parseDate(date ?? formatIsoDate(now)) ?? now;
      return c.json(await listDailyUpdatedWorks(db, dayStart, pagination, now), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/free-campaign',
      summary: 'Works with a free-episode campaign still running, ending soonest first',
      request: {
        query: freeCampaignQuerySchema,
      },
      responses: { 200: workPageResponse },
    }),
    async (c) => {
      const { filterType, ...pagination } = c.req.valid('query');
      return c.json(await listFreeCampaignWorks(db, filterType, pagination, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/comics/new',
      summary: 'Released volumes, newest first, with their work (the /release pages)',
      request: {
        query: paginationQuerySchema.extend({
          label: labelRefSchema.optional(),
        }),
      },
      responses: {
        200: {
          description: 'A page of volumes',
          content: { 'application/json': { schema: newComicPageSchema } },
        },
        404: {
          description: 'Unknown label (id or code)',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const { label, ...pagination } = c.req.valid('query');
      const labelRow = label === undefined ? undefined : await getLabel(db, label);
      if (labelRow === null) throw notFound('Label');
      return c.json(await listNewComics(db, labelRow?.id, pagination, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/recommendations',
      summary: 'Works sharing the genre and tags of a work',
      request: { query: recommendationsQuerySchema },
      responses: {
        200: recommendationsResponse,
        404: {
          description: 'Unknown work',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const works = await recommendWorks(db, [c.req.valid('query').workId], deps.now());
      if (!works) throw notFound('Work');
      return c.json({ works }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/recommendations/candidate',
      summary: 'Works sharing the genres and tags of several works (unknown ids are ignored)',
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: recommendationCandidateInputSchema } },
        },
      },
      responses: {
        200: recommendationsResponse,
      },
    }),
    async (c) => {
      const works = await recommendWorks(db, c.req.valid('json').workIds, deps.now());
      return c.json({ works: works ?? [] }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/related-products/{workCode}',
      summary: 'Volumes of a work with their store links',
      request: { params: z.object({ workCode: codeSchema }) },
      responses: {
        200: {
          description: 'Purchasable volumes, first volume first',
          content: { 'application/json': { schema: relatedProductsSchema } },
        },
        404: {
          description: 'Unknown work code',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const products = await getRelatedProducts(db, c.req.valid('param').workCode);
      if (!products) throw notFound('Work');
      return c.json(products, 200);
    },
  );

  return app;
}
