import { backendHelloSchema, ERROR_CODES } from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { etag } from 'hono/etag';
import type { AppDeps } from './appDeps';
import { clientAddress } from './http/clientAddress';
import { ApiError, errorHandler, routeNotFound } from './http/errors';
import { refuseMalformedUrl } from './http/malformedUrl';
import { publishedDocument } from './http/openapiDocument';
import { createRateLimiter, limitReaderWrites } from './http/rateLimit';
import { MEMBERSHIP_PREFIX, requireReader } from './http/reader';
import { DEFAULT_REQUEST_LIMITS } from './http/requestLimits';
import { responseCache } from './http/responseCache';
import { createRouter } from './http/router';
import { mediaRoutes } from './media/mediaRoutes';
import { MEDIA_PREFIX } from './media/paths';
import { categoriesRoutes } from './routes/library/categories';
import { clientLogRoutes } from './routes/library/clientLogs';
import { labelsRoutes } from './routes/library/labels';
import { listsRoutes } from './routes/library/lists';
import { rankingsRoutes } from './routes/library/rankings';
import { searchRoutes } from './routes/library/search';
import { sitemapRoutes } from './routes/library/sitemap';
import { topicsRoutes } from './routes/library/topics';
import { viewerRoutes } from './routes/library/viewer';
import { worksRoutes } from './routes/library/works';
import { accountRoutes } from './routes/membership/account';
import { favoritesRoutes, guestFavoriteRoutes } from './routes/membership/favorites';
import { followsRoutes } from './routes/membership/follows';
import { historyRoutes } from './routes/membership/history';
import { sessionsRoutes } from './routes/membership/sessions';

export const BACKEND_VERSION = '0.1.0';

/** Public catalog answers may be shared by any CDN or proxy; ETags make revalidation cheap. */
const PUBLIC_CACHE = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400';

/**
 * The whole backend v3 as one fetch handler: `/v3/library/*` (public catalog),
 * `/v3/membership/*` (per reader, service token), `/v3/openapi.json` and `/healthz`.
 * Stateless: everything lives in the database, so any number of instances can run.
 */
export function createApp(deps: AppDeps) {
  const { db } = deps.database;
  const limits = deps.requestLimits ?? DEFAULT_REQUEST_LIMITS;
  const rateLimiter = createRateLimiter(db, deps.now);
  const app = createRouter();
  app.onError(errorHandler);

  app.use(
    '*',
    refuseMalformedUrl,
    // By Content-Length before reading, or while reading a chunked body.
    bodyLimit({
      maxSize: limits.bodyBytes,
      onError: () => {
        throw new ApiError(
          ERROR_CODES.PAYLOAD_TOO_LARGE,
          `Request body exceeds ${limits.bodyBytes} bytes`,
        );
      },
    }),
  );
  app.use(
    '/v3/library/*',
    etag(),
    async (c, next) => {
      await next();
      // On the finished response's headers, not c.header(): that rebuilds the response, which
      // turns a cached body into a stream and copies it (a third of the work-detail time).
      if (c.req.method === 'GET' && c.res.status < 400)
        c.res.headers.set('Cache-Control', PUBLIC_CACHE);
    },
    responseCache({ ttlMs: deps.libraryCacheMs ?? 0, maxEntries: 2000 }),
  );
  app.use(
    `${MEMBERSHIP_PREFIX}/*`,
    requireReader(db, deps.serviceTokenSecret, deps.now),
    limitReaderWrites(rateLimiter, limits.membershipWrites),
  );

  // Images are immutable by URL and carry their own ETags; not under the library's etag().
  app.route(
    MEDIA_PREFIX,
    mediaRoutes(db, {
      cacheDir: deps.mediaCacheDir,
      limits: deps.mediaLimits,
      renderLarge: deps.renderLarge,
      // Renders are shared fairly among clients, and charged to the one that asked, counted
      // across instances.
      clientOf: (c) => clientAddress(c, deps.serviceTokenSecret, deps.now()),
      chargeRender: (_c, client) => rateLimiter.charge(`render:${client}`, limits.renders),
    }),
  );
  app.route('/v3/library', worksRoutes(deps));
  app.route('/v3/library', listsRoutes(deps));
  app.route('/v3/library', labelsRoutes(deps));
  app.route('/v3/library', topicsRoutes(deps));
  app.route('/v3/library', categoriesRoutes(deps));
  app.route('/v3/library', searchRoutes(deps));
  app.route('/v3/library', rankingsRoutes(deps));
  app.route('/v3/library', viewerRoutes(deps));
  app.route('/v3/library', sitemapRoutes(deps));
  app.route(
    '/v3/library',
    guestFavoriteRoutes(deps, { limiter: rateLimiter, rule: limits.guestGoods }),
  );
  app.route(
    '/v3/library',
    clientLogRoutes(deps, { limiter: rateLimiter, rule: limits.clientLogs, write: deps.writeLog }),
  );
  app.route(MEMBERSHIP_PREFIX, followsRoutes(deps));
  app.route(MEMBERSHIP_PREFIX, historyRoutes(deps));
  app.route(MEMBERSHIP_PREFIX, favoritesRoutes(deps));
  app.route(MEMBERSHIP_PREFIX, accountRoutes(deps));
  app.route(MEMBERSHIP_PREFIX, sessionsRoutes(deps));

  app.get('/healthz', async (c) => {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: deps.database.kind, version: BACKEND_VERSION });
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v3/hello',
      summary: 'The backend version, and whether its database answers',
      responses: {
        200: {
          description: 'Backend version and health',
          content: { 'application/json': { schema: backendHelloSchema } },
        },
      },
    }),
    async (c) => {
      await db.execute(sql`select 1`);
      return c.json(
        { version: BACKEND_VERSION, status: 'ok' as const, database: deps.database.kind },
        200,
      );
    },
  );

  // The contract as published: what the routes declare, completed (http/openapiDocument.ts).
  app.get('/v3/openapi.json', (c) =>
    c.json(
      publishedDocument(
        app.getOpenAPI31Document({
          openapi: '3.1.0',
          info: { title: 'Comic service backend v3', version: BACKEND_VERSION },
        }),
      ),
    ),
  );
  // Last: it answers 405 by the methods of every route above.
  app.notFound(routeNotFound(app.routes));
  return app;
}
