import { z } from 'zod';

/** The backend's own report (`GET /v3/hello`): it answers only when its database does. */
export const backendHelloSchema = z
  .object({
    version: z.string().min(1),
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  })
  .meta({ id: 'BackendHello' });
export type BackendHello = z.infer<typeof backendHelloSchema>;

/**
 * Health and versions of the web app and the backend, from `GET /api/hello`. A backend that does
 * not answer (or answers an error) is `degraded`, its version and database unknown; the web app
 * still answers 200, as it is up.
 */
export const helloSchema = z
  .object({
    web: z.object({ version: z.string().min(1) }),
    backend: z.discriminatedUnion('status', [
      backendHelloSchema,
      z.object({ version: z.null(), status: z.literal('degraded'), database: z.null() }),
    ]),
  })
  .meta({ id: 'Hello' });
export type Hello = z.infer<typeof helloSchema>;
