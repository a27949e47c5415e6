/**
 * Schemas the browser calls need that `src/schemas` does not define: path parameters, a query,
 * and the answers the web app gives itself rather than the backend. When the schema owners add
 * an equivalent to `src/schemas`, the endpoint table switches to it and the export here goes
 * away. The web app's `/api/*` routes validate with these same objects.
 */
import { z } from 'zod';
import { codeSchema, idParamSchema, idSchema } from '../schemas/common';
import { labelRefSchema } from '../schemas/labels';

// Path parameters, as written in the URL (digits for ids), like query values.
export const workCodeParamsSchema = z.object({ workCode: codeSchema });
export const seriesIdParamsSchema = z.object({ seriesId: idParamSchema });
export const labelIdParamsSchema = z.object({ labelId: idParamSchema });
/** `{labelId}` of the label lists: the label's id, or its code as the label pages name it. */
export const labelCodeParamsSchema = z.object({ labelCode: labelRefSchema });
export const episodeIdParamsSchema = z.object({ episodeId: idParamSchema });
export const topicIdParamsSchema = z.object({ topicId: idParamSchema });
export const campaignTokenParamsSchema = z.object({ token: codeSchema });
/** `{dev}` of `GET /api/account/{dev}/session`, an opaque path segment. */
export const accountSessionParamsSchema = z.object({ dev: codeSchema });

// Queries.
/** Query of `GET /api/topics/news/detail`. */
export const newsDetailQuerySchema = z.object({ topicId: idParamSchema });

// Answers of the web app itself.
/**
 * `GET /api/account/{dev}/session`: the session as spec section 3 describes it (user id, email as
 * `{ email }`, isLinked), or null signed out; next-auth's `{}` for "no session" reads as null.
 * The expiry is left out: next-auth does not give it to server code.
 */
export const accountSessionSchema = z.union([
  z.object({
    user: z.object({
      id: z.union([idSchema, z.string().min(1)]),
      email: z.object({ email: z.string().nullable() }).nullable(),
      isLinked: z.boolean(),
    }),
  }),
  z.null(),
  z.strictObject({}).transform(() => null),
]);
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** `GET /api/account/test_pattern`: the A/B test pattern in `feature`; null with no test on. */
export const testPatternSchema = z.object({ feature: z.string().min(1).nullable() });
export type TestPattern = z.infer<typeof testPatternSchema>;

/**
 * Answer of a write whose body carries nothing the client needs (204, or any JSON): parsed to
 * `undefined`, so a body added later does not break old clients.
 */
export const acknowledgementSchema = z.unknown().transform((): undefined => undefined);
