import { z } from 'zod';

/** Health and versions of the web app and the backend, from `GET /api/hello`. */
export const helloSchema = z
  .object({
    web: z.object({ version: z.string().min(1) }),
    backend: z.object({
      version: z.string().min(1),
      status: z.enum(['ok', 'degraded']),
      database: z.enum(['pglite', 'postgres']),
    }),
  })
  .meta({ id: 'Hello' });
export type Hello = z.infer<typeof helloSchema>;
