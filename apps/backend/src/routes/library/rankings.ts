import {
  apiErrorBodySchema,
  paginationQuerySchema,
  rankingPeriodSchema,
  rankingQuerySchema,
  rankingSchema,
} from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { ALL_GENRES, findLabelId, genreExists, getRanking } from '../../data/rankings';
import { notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

/** `period` (default daily), `genre` (default all), optional `labelCode`, `page`, `perPage`. */
const rankingsQuerySchema = rankingQuerySchema.extend({
  period: rankingPeriodSchema.default('daily'),
  ...paginationQuerySchema.shape,
});

/** Daily and hourly rankings, overall, per genre and per label: `/v3/library/rankings`. */
export function rankingsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/rankings',
      summary: 'The most read and followed works of the last day or hour',
      request: { query: rankingsQuerySchema },
      responses: {
        200: {
          description: 'One page of the ranking, best first; tied works share a rank',
          content: { 'application/json': { schema: rankingSchema } },
        },
        400: {
          description: 'Unknown period, malformed genre or label code, or bad pagination',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
        404: {
          description: 'Unknown genre id or label code',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const { period, genre, labelCode, page, perPage } = c.req.valid('query');
      const genreId = genre === 'all' ? ALL_GENRES : Number(genre);
      if (genreId !== ALL_GENRES && !(await genreExists(db, genreId))) throw notFound('Genre');
      const labelId = labelCode === undefined ? undefined : await findLabelId(db, labelCode);
      if (labelId === null) throw notFound('Label');
      const { computedAt, entries } = await getRanking(
        db,
        { period, genreId, labelId },
        { page, perPage },
        deps.now(),
      );
      return c.json({ genre, period, computedAt: computedAt.toISOString(), entries }, 200);
    },
  );

  return app;
}
