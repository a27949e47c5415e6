import { apiErrorBodySchema, ERROR_CODES } from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import { signOutSession } from '../../data/sessions';
import { ApiError } from '../../http/errors';
import type { ReaderEnv } from '../../http/reader';
import { createRouter } from '../../http/router';

const path = '/sessions/current';
const refused = {
  description: 'No service token, or one of a session signed out',
  content: { 'application/json': { schema: apiErrorBodySchema } },
};

/**
 * The sign-in session a call is made in (the service token's `sid`): `GET` answers whether it
 * is still in force (the web app asks when it reads a session cookie), `DELETE` signs it out for
 * every instance, so a copy of the cookie is refused from then on.
 */
export function sessionsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter<ReaderEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path,
      summary: 'Whether the session the call is made in is still in force',
      responses: { 204: { description: 'In force' }, 401: refused },
    }),
    // requireReader has refused a session signed out.
    (c) => c.body(null, 204),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path,
      summary: 'Sign out of the session the call is made in, everywhere (idempotent)',
      responses: {
        204: { description: 'Signed out' },
        400: {
          description: 'The service token names no session',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
        401: refused,
      },
    }),
    async (c) => {
      const { session } = c.get('reader');
      if (!session) throw new ApiError(ERROR_CODES.BAD_REQUEST, 'The call names no session');
      await signOutSession(db, session, deps.now());
      return c.body(null, 204);
    },
  );

  return app;
}
