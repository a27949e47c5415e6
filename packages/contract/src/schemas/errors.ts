import { z } from 'zod';

/** Machine-readable code of every API error body. */
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL',
  BAD_GATEWAY: 'BAD_GATEWAY',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type ERROR_CODES = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** HTTP status sent with each error code. */
export const ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<ERROR_CODES, number>;

/** One failed validation rule: dot-joined path (empty for the root) and message. */
export const apiErrorIssueSchema = z.object({
  path: z.string(),
  message: z.string().min(1),
});
export type ApiErrorIssue = z.infer<typeof apiErrorIssueSchema>;

/** Body of every non-2xx response; `code` stays a string so clients survive new codes. */
export const apiErrorBodySchema = z
  .object({
    error: z.object({
      code: z.string().min(1),
      message: z.string(),
      issues: z.array(apiErrorIssueSchema).optional(),
    }),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
