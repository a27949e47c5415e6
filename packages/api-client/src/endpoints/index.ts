// Every public name of @cw/api-client/endpoints, listed explicitly: the endpoint table with
// its zod schemas, for servers that answer or check the calls (the web app's /api/* handler)
// and for tools. Browser code uses `@cw/api-client`, whose client loads this on demand.

export { endpoints } from './endpoints';
export type { AccountSession, TestPattern } from './provisionalSchemas';
export {
  accountSessionParamsSchema,
  accountSessionSchema,
  acknowledgementSchema,
  campaignTokenParamsSchema,
  episodeIdParamsSchema,
  labelCodeParamsSchema,
  labelIdParamsSchema,
  newsDetailQuerySchema,
  seriesIdParamsSchema,
  testPatternSchema,
  topicIdParamsSchema,
  workCodeParamsSchema,
} from './provisionalSchemas';
