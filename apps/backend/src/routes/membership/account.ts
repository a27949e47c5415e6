import {
  accountUpdatedQuerySchema,
  accountUpdatedSchema,
  apiErrorBodySchema,
  ERROR_CODES,
  mailUnsubscribeInputSchema,
  userSchema,
} from '@cw/contract/schemas';
import { createRoute } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import {
  getAccountUpdated,
  getUser,
  markAccountChecked,
  unsubscribeMail,
} from '../../data/account';
import { ApiError, notFound } from '../../http/errors';
import type { ReaderEnv } from '../../http/reader';
import { createRouter } from '../../http/router';

const accountUpdatedResponse = {
  description:
    'Whether followed works got episodes since `checkedAt`, the instant the answer counts from',
  content: { 'application/json': { schema: accountUpdatedSchema } },
};
const invalidCheckedAt = {
  description: '`checkedAt` is not an ISO 8601 date-time with Z or an offset',
  content: { 'application/json': { schema: apiErrorBodySchema } },
};

/**
 * The reader's own account: `/v3/membership/users/me`, `/account/updated` (the "new for you"
 * flag and marking it seen) and `/mail/unsubscribe`.
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter<ReaderEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/me',
      summary: 'The signed-in reader',
      responses: {
        200: {
          description: 'The reader',
          content: { 'application/json': { schema: userSchema } },
        },
      },
    }),
    async (c) => {
      const user = await getUser(db, c.get('reader').id);
      if (!user) throw notFound('Reader');
      return c.json(user, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/updated',
      summary: 'Whether followed works got new episodes since the reader last checked',
      description:
        'Whether a work the reader follows with notifications on got an episode after the ' +
        'stored mark (set by PUT; the account creation until then), or with `?checkedAt=` ' +
        'after that instant instead, so a client asks what came since it last looked without ' +
        'moving the mark. Episodes from before a work was followed never count. The answer ' +
        '`checkedAt` is the instant counted from.',
      request: { query: accountUpdatedQuerySchema },
      responses: { 200: accountUpdatedResponse, 400: invalidCheckedAt },
    }),
    async (c) => {
      const { checkedAt } = c.req.valid('query');
      const since = checkedAt === undefined ? undefined : new Date(checkedAt);
      const updated = await getAccountUpdated(db, c.get('reader').id, deps.now(), since);
      if (!updated) throw notFound('Reader');
      return c.json(updated, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/account/updated',
      summary: 'Mark the updates as seen, now or up to `checkedAt`',
      description:
        'Stores the mark GET counts from: now, or with `?checkedAt=` that instant (a later one ' +
        'counts as now), such as when the client fetched what it showed, so episodes since ' +
        'then stay new. The mark never moves back: an instant before the stored mark leaves ' +
        'it. Answers as GET does from the stored mark.',
      request: { query: accountUpdatedQuerySchema },
      responses: { 200: accountUpdatedResponse, 400: invalidCheckedAt },
    }),
    async (c) => {
      const { checkedAt } = c.req.valid('query');
      const seenAt = checkedAt === undefined ? undefined : new Date(checkedAt);
      const updated = await markAccountChecked(db, c.get('reader').id, deps.now(), seenAt);
      if (!updated) throw notFound('Reader');
      return c.json(updated, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/mail/unsubscribe',
      summary: "Unsubscribe the reader's email address with a mail's token (idempotent)",
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: mailUnsubscribeInputSchema } },
        },
      },
      responses: {
        204: { description: 'Unsubscribed' },
        409: {
          description: 'The reader has no email address',
          content: { 'application/json': { schema: apiErrorBodySchema } },
        },
      },
    }),
    async (c) => {
      const { token } = c.req.valid('json');
      if (!(await unsubscribeMail(db, c.get('reader').id, token, deps.now()))) {
        throw new ApiError(ERROR_CODES.CONFLICT, 'The reader has no email address');
      }
      return c.body(null, 204);
    },
  );

  return app;
}
