import {
  apiErrorBodySchema,
  followedLabelPageWireSchema,
  followedSeriesPageWireSchema,
  followNotificationInputSchema,
  followSeriesInputSchema,
  followStatusSchema,
  idParamSchema,
  paginationQuerySchema,
  unfollowLabelsInputSchema,
  unfollowSeriesInputSchema,
} from '@cw/contract/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import {
  type FollowKind,
  follow,
  getFollowStatus,
  listFollowedLabels,
  listFollowedSeries,
  setFollowNotification,
  unfollow,
  unfollowAll,
} from '../../data/follows';
import { notFound } from '../../http/errors';
import type { ReaderEnv } from '../../http/reader';
import { createRouter } from '../../http/router';

type MembershipRouter = ReturnType<typeof createRouter<ReaderEnv>>;

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const errorResponse = (description: string) => json(description, apiErrorBodySchema);
const followStatusResponse = json('Whether the reader follows it now', followStatusSchema);

/** `{workId}` or `{labelId}` in a path, read as `{ id }` so one handler serves both. */
const TARGET_PARAMS = {
  workId: z.object({ workId: idParamSchema }).transform(({ workId }) => ({ id: workId })),
  labelId: z.object({ labelId: idParamSchema }).transform(({ labelId }) => ({ id: labelId })),
};

/** `{ workIds }` or `{ labelIds }`, the body of a bulk unfollow, read as `{ ids }` likewise. */
const UNFOLLOW_INPUTS = {
  series: unfollowSeriesInputSchema.transform(({ workIds }) => ({ ids: workIds })),
  labels: unfollowLabelsInputSchema.transform(({ labelIds }) => ({ ids: labelIds })),
};

/**
 * The routes series and labels share under `collection` (`/follows/series`, `/follows/labels`):
 * status, unfollow one, unfollow several or all and the notification switch of
 * `{collection}/{param}`.
 */
function followTargetRoutes(
  app: MembershipRouter,
  { db }: AppDeps['database'],
  {
    kind,
    collection,
    param,
    what,
  }: {
    kind: FollowKind;
    collection: string;
    param: keyof typeof TARGET_PARAMS;
    what: string;
  },
) {
  const path = `${collection}/{${param}}`;
  const params = TARGET_PARAMS[param];
  const unknownTarget = errorResponse(`Unknown ${what.toLowerCase()}`);

  app.openapi(
    createRoute({
      method: 'get',
      path,
      summary: `Whether the reader follows a ${what.toLowerCase()}, and with notifications`,
      request: { params },
      responses: { 200: followStatusResponse, 404: unknownTarget },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const status = await getFollowStatus(db, kind, c.get('reader').id, id);
      if (!status) throw notFound(what);
      return c.json(status, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path,
      summary: `Stop following a ${what.toLowerCase()} (idempotent)`,
      request: { params },
      responses: { 204: { description: 'Not followed any more' }, 404: unknownTarget },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await unfollow(db, kind, c.get('reader').id, id))) throw notFound(what);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: collection,
      summary: `Stop following the listed ${what.toLowerCase()}s, or every one without a body`,
      request: {
        body: {
          required: false,
          content: { 'application/json': { schema: UNFOLLOW_INPUTS[kind] } },
        },
      },
      responses: {
        204: { description: 'Not followed any more; unknown ids are ignored' },
      },
    }),
    async (c) => {
      // Without a body the validated input is `{}`: the reader drops every follow.
      const { ids }: { ids?: number[] } = c.req.valid('json');
      const readerId = c.get('reader').id;
      if (ids) await Promise.all(ids.map((id) => unfollow(db, kind, readerId, id)));
      else await unfollowAll(db, kind, readerId);
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: `${path}/notification`,
      summary: `Turn update notifications for a followed ${what.toLowerCase()} on or off`,
      request: {
        params,
        body: {
          required: true,
          content: { 'application/json': { schema: followNotificationInputSchema } },
        },
      },
      responses: {
        200: followStatusResponse,
        404: errorResponse(`Unknown or not followed ${what.toLowerCase()}`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { notification } = c.req.valid('json');
      const status = await setFollowNotification(db, kind, c.get('reader').id, id, notification);
      if (!status) throw notFound(`Follow of ${what.toLowerCase()} ${id}`);
      return c.json(status, 200);
    },
  );
}

/**
 * Follows of series (works) and labels with their notification flags:
 * `/v3/membership/follows/series[/{workId}]` and `/v3/membership/follows/labels[/{labelId}]`.
 */
export function followsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter<ReaderEnv>();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/follows/series',
      summary: 'Followed works, the most recently updated first',
      description: "Each work's `isFollowing` is the reader's own: true, as the reader follows it.",
      request: { query: paginationQuerySchema },
      responses: { 200: json('One page of followed works', followedSeriesPageWireSchema) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await listFollowedSeries(db, c.get('reader').id, query, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/follows/series',
      summary: 'Follow a work (idempotent)',
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: followSeriesInputSchema } },
        },
      },
      responses: { 200: followStatusResponse, 404: errorResponse('Unknown work') },
    }),
    async (c) => {
      const { workId } = c.req.valid('json');
      const status = await follow(db, 'series', c.get('reader').id, workId, deps.now());
      if (!status) throw notFound('Work');
      return c.json(status, 200);
    },
  );

  followTargetRoutes(app, deps.database, {
    kind: 'series',
    collection: '/follows/series',
    param: 'workId',
    what: 'Work',
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/follows/labels',
      summary: 'Followed labels, the latest followed first',
      request: { query: paginationQuerySchema },
      responses: { 200: json('One page of followed labels', followedLabelPageWireSchema) },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await listFollowedLabels(db, c.get('reader').id, query), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/follows/labels/{labelId}',
      summary: 'Follow a label (idempotent)',
      request: { params: TARGET_PARAMS.labelId },
      responses: { 200: followStatusResponse, 404: errorResponse('Unknown label') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const status = await follow(db, 'labels', c.get('reader').id, id, deps.now());
      if (!status) throw notFound('Label');
      return c.json(status, 200);
    },
  );

  followTargetRoutes(app, deps.database, {
    kind: 'labels',
    collection: '/follows/labels',
    param: 'labelId',
    what: 'Label',
  });

  return app;
}
