import {
  apiErrorBodySchema,
  ERROR_CODES,
  episodeDetailResponseSchema,
  episodeSummarySchema,
  viewerManifestSchema,
  viewerQuerySchema,
} from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { getAdjacentEpisode, getEpisodeDetail, getViewerManifest } from '../../data/viewer';
import { ApiError, notFound } from '../../http/errors';
import { createRouter } from '../../http/router';

const errorContent = { 'application/json': { schema: apiErrorBodySchema } };
const badRequestResponse = { description: 'Malformed episode code', content: errorContent };

/** Why the viewer cannot open an episode; the client then reads `GET /episodes/{code}`. */
const episodeUnavailable = () =>
  new ApiError(ERROR_CODES.NOT_FOUND, 'This episode is no longer available');

/**
 * What the viewer reads: `/v3/library/episodes/{episodeCode}`, `/v3/library/viewer/{episodeCode}`
 * and its `jump-forward` / `jump-back` neighbours.
 */
export function viewerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/episodes/{episodeCode}',
      summary: 'An episode with its work and purchase links, readable or not',
      description:
        'Always answers for a known code. When the viewer is refused an episode, it reads this: ' +
        'an inactive episode with stores (store-only) opens the store chooser.',
      request: { params: viewerQuerySchema },
      responses: {
        200: {
          description: 'The episode',
          content: { 'application/json': { schema: episodeDetailResponseSchema } },
        },
        400: badRequestResponse,
        404: { description: 'Unknown episode code', content: errorContent },
      },
    }),
    async (c) => {
      const detail = await getEpisodeDetail(db, c.req.valid('param').episodeCode, deps.now());
      if (!detail) throw notFound('Episode');
      return c.json(detail, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/viewer/{episodeCode}',
      summary: 'Viewer manifest: pages with sizes, work, neighbours and volume stores',
      request: { params: viewerQuerySchema },
      responses: {
        200: {
          description: 'The manifest of a readable episode',
          content: { 'application/json': { schema: viewerManifestSchema } },
        },
        400: badRequestResponse,
        404: {
          description:
            "Unknown episode code, or 'This episode is no longer available' (inactive or " +
            'delivery ended): see GET /episodes/{episodeCode} for its store links',
          content: errorContent,
        },
      },
    }),
    async (c) => {
      const manifest = await getViewerManifest(db, c.req.valid('param').episodeCode, deps.now());
      if (!manifest) throw notFound('Episode');
      if (manifest === 'unavailable') throw episodeUnavailable();
      return c.json(manifest, 200);
    },
  );

  for (const direction of ['forward', 'back'] as const) {
    app.openapi(
      createRoute({
        method: 'get',
        path: `/viewer/{episodeCode}/jump-${direction}`,
        summary:
          direction === 'forward'
            ? 'The next readable episode in reading order'
            : 'The previous readable episode in reading order',
        request: { params: viewerQuerySchema },
        responses: {
          200: {
            description: 'The episode to open',
            content: { 'application/json': { schema: episodeSummarySchema } },
          },
          400: badRequestResponse,
          404: {
            description: 'Unknown episode code, or no readable episode that way',
            content: errorContent,
          },
        },
      }),
      async (c) => {
        const { episodeCode } = c.req.valid('param');
        const jump = await getAdjacentEpisode(db, episodeCode, direction, deps.now());
        if (!jump) throw notFound('Episode');
        if (!jump.episode) {
          throw new ApiError(
            ERROR_CODES.NOT_FOUND,
            direction === 'forward' ? 'No next episode' : 'No previous episode',
          );
        }
        return c.json(jump.episode, 200);
      },
    );
  }

  return app;
}
