import {
  apiErrorBodySchema,
  favoriteStatusSchema,
  guestFavoriteSchema,
  idParamSchema,
} from '@cw/contract/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import {
  addFavorite,
  addGuestFavorite,
  episodeExists,
  getFavoriteStatus,
  removeFavorite,
} from '../../data/favorites';
import { clientAddress } from '../../http/clientAddress';
import { notFound } from '../../http/errors';
import type { RateLimiter, RateLimitRule } from '../../http/rateLimit';
import type { ReaderEnv } from '../../http/reader';
import { createRouter } from '../../http/router';

const episodeParams = z.object({ episodeId: idParamSchema });
const statusResponse = {
  description: "The reader's good and the episode's count after the call",
  content: { 'application/json': { schema: favoriteStatusSchema } },
};
const unknownEpisode = {
  description: 'Unknown episode',
  content: { 'application/json': { schema: apiErrorBodySchema } },
};

/** The "good" button of signed-in readers: `/v3/membership/favorites/episodes/{episodeId}`. */
export function favoritesRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter<ReaderEnv>();
  const path = '/favorites/episodes/{episodeId}';

  app.openapi(
    createRoute({
      method: 'get',
      path,
      summary: 'Whether the reader pressed good on an episode, and its count',
      request: { params: episodeParams },
      responses: { 200: statusResponse, 404: unknownEpisode },
    }),
    async (c) => {
      const { episodeId } = c.req.valid('param');
      const status = await getFavoriteStatus(db, c.get('reader').id, episodeId);
      if (!status) throw notFound('Episode');
      return c.json(status, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path,
      summary: 'Press good on an episode (idempotent)',
      request: { params: episodeParams },
      responses: { 200: statusResponse, 404: unknownEpisode },
    }),
    async (c) => {
      const { episodeId } = c.req.valid('param');
      const status = await addFavorite(db, c.get('reader').id, episodeId, deps.now());
      if (!status) throw notFound('Episode');
      return c.json(status, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path,
      summary: 'Take the good back (idempotent)',
      request: { params: episodeParams },
      responses: { 200: statusResponse, 404: unknownEpisode },
    }),
    async (c) => {
      const { episodeId } = c.req.valid('param');
      const status = await removeFavorite(db, c.get('reader').id, episodeId);
      if (!status) throw notFound('Episode');
      return c.json(status, 200);
    },
  );

  return app;
}

/**
 * The good button of readers who are not signed in: only a count is kept. Public, so it is
 * mounted under `/v3/library`: `POST /v3/library/episodes/{episodeId}/guest-favorites`. Each
 * client address counts `guestGoods.rule.limit` goods per episode per window; pressing again
 * answers 429 rather than adding to the count.
 */
export function guestFavoriteRoutes(
  deps: AppDeps,
  guestGoods: { limiter: RateLimiter; rule: RateLimitRule },
) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/episodes/{episodeId}/guest-favorites',
      summary: 'Count a good from a guest, once per client address and episode per window',
      request: { params: episodeParams },
      responses: {
        200: {
          description: "The episode's count of goods after the press",
          content: { 'application/json': { schema: guestFavoriteSchema } },
        },
        404: unknownEpisode,
        429: {
          description: 'This client address has pressed good on the episode already',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const { episodeId } = c.req.valid('param');
      // Checked before anything is stored: a flood of unknown ids leaves no limit rows.
      if (!(await episodeExists(db, episodeId))) throw notFound('Episode');
      const address = await clientAddress(c, deps.serviceTokenSecret, deps.now());
      await guestGoods.limiter.charge(`guest-good:${address}:${episodeId}`, guestGoods.rule);
      const count = await addGuestFavorite(db, episodeId);
      if (count === null) throw notFound('Episode');
      return c.json({ count }, 200);
    },
  );

  return app;
}
