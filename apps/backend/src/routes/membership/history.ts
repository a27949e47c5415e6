import {
  apiErrorBodySchema,
  historyDeleteInputSchema,
  historyEntryPageWireSchema,
  historyMapSchema,
  historyQuerySchema,
  historyRecordInputSchema,
  idempotencyKeyHeadersSchema,
  idParamSchema,
  paginationQuerySchema,
} from '@cw/contract/schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../../appDeps';
import {
  clearHistory,
  deleteHistoryEntry,
  findHistoryEpisode,
  getHistoryMap,
  listHistory,
  recordReading,
} from '../../data/history';
import { notFound, validationBody } from '../../http/errors';
import type { ReaderEnv } from '../../http/reader';
import { createRouter } from '../../http/router';

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: apiErrorBodySchema } },
});

/**
 * The reader's read history: `/v3/membership/history` (record; read flags of one work),
 * `/history/list` (newest first; forget several or all) and `/history/{episodeId}` (forget one).
 */
export function historyRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const app = createRouter<ReaderEnv>();

  app.openapi(
    createRoute({
      method: 'post',
      path: '/history',
      summary: 'Record the page reached in an episode (the last write wins); counts a read',
      description:
        'With an `Idempotency-Key`, a write the reader already had applied with that key (an offline device sending it again after losing the answer) is answered 204 and changes nothing.',
      request: {
        headers: idempotencyKeyHeadersSchema,
        body: {
          required: true,
          content: { 'application/json': { schema: historyRecordInputSchema } },
        },
      },
      responses: {
        204: { description: 'Recorded, or already recorded under this Idempotency-Key' },
        400: errorResponse('Malformed body or Idempotency-Key, or a page beyond the episode'),
        404: errorResponse('Unknown episode'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const { 'idempotency-key': idempotencyKey } = c.req.valid('header');
      const episode = await findHistoryEpisode(db, input.episodeId);
      if (!episode) throw notFound('Episode');
      // The viewer may count pages its own way (spreads, end pages); without a count of its
      // own, the page must lie within the episode.
      const pageCount = input.pageCount ?? episode.pageCount;
      if (input.page >= pageCount) {
        const message = `page must be below the episode's ${pageCount} pages`;
        const issue = { code: 'custom' as const, path: ['page'], message, input: input.page };
        return c.json(validationBody(new z.ZodError([issue])), 400);
      }
      await recordReading(
        db,
        c.get('reader').id,
        { episode, page: input.page, pageCount, idempotencyKey },
        deps.now(),
      );
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/history',
      summary: "Read flags of one work's episodes, keyed by episode id",
      request: { query: historyQuerySchema },
      responses: {
        200: {
          description: 'Episode id to true for every episode the reader opened',
          content: { 'application/json': { schema: historyMapSchema } },
        },
        404: errorResponse('Unknown work'),
      },
    }),
    async (c) => {
      const { seriesId } = c.req.valid('query');
      const map = await getHistoryMap(db, c.get('reader').id, seriesId);
      if (!map) throw notFound('Work');
      return c.json(map, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/history/list',
      summary: 'The read history, the latest read first',
      description: "Each work's `isFollowing` is the reader's own: whether they follow it.",
      request: { query: paginationQuerySchema },
      responses: {
        200: {
          description: 'One page of history entries',
          content: { 'application/json': { schema: historyEntryPageWireSchema } },
        },
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await listHistory(db, c.get('reader').id, query, deps.now()), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/history/list',
      summary: 'Forget the listed episodes, or the whole read history (`all`, or no body)',
      request: {
        body: {
          required: false,
          content: { 'application/json': { schema: historyDeleteInputSchema } },
        },
      },
      responses: { 204: { description: 'Forgotten; unknown episodes are ignored' } },
    }),
    async (c) => {
      // Without a body the validated input is `{}`, which clears like `{ all: true }`.
      const input = c.req.valid('json');
      const readerId = c.get('reader').id;
      if ('episodeIds' in input) {
        await Promise.all(input.episodeIds.map((id) => deleteHistoryEntry(db, readerId, id)));
      } else {
        await clearHistory(db, readerId);
      }
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/history/{episodeId}',
      summary: 'Forget one episode of the read history (idempotent)',
      request: { params: z.object({ episodeId: idParamSchema }) },
      responses: { 204: { description: 'Forgotten' }, 404: errorResponse('Unknown episode') },
    }),
    async (c) => {
      const { episodeId } = c.req.valid('param');
      if (!(await findHistoryEpisode(db, episodeId))) throw notFound('Episode');
      await deleteHistoryEntry(db, c.get('reader').id, episodeId);
      return c.body(null, 204);
    },
  );

  return app;
}
