import { DEVELOPMENT_SERVICE_TOKEN_SECRET } from '@cw/api-client/service-token';
import { z } from 'zod';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    MEDIA_CACHE_DIR: z.string().min(1).optional(),
    SERVICE_TOKEN_SECRET: z.string().min(32).optional(),
    SEED_SCALE: z.coerce.number().positive().max(10).default(1),
    RANKING_REFRESH_SECONDS: z.coerce.number().int().min(10).default(600),
    LIBRARY_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
  })
  .transform((env, ctx) => {
    if (!env.SERVICE_TOKEN_SECRET && env.NODE_ENV === 'production') {
      ctx.addIssue({ code: 'custom', message: 'SERVICE_TOKEN_SECRET is required in production' });
      return z.NEVER;
    }
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      /** PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR. */
      database: env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL }
        : { dataDir: `${env.DATA_DIR}/db` },
      // Rendered image variants: regenerable, so any local disk will do (one per instance).
      mediaCacheDir: env.MEDIA_CACHE_DIR ?? `${env.DATA_DIR}/media-cache`,
      serviceTokenSecret: env.SERVICE_TOKEN_SECRET ?? DEVELOPMENT_SERVICE_TOKEN_SECRET,
      seedScale: env.SEED_SCALE,
      rankingRefreshSeconds: env.RANKING_REFRESH_SECONDS,
      libraryCacheMs: env.LIBRARY_CACHE_SECONDS * 1000,
    };
  });

export type BackendConfig = z.infer<typeof configSchema>;

/** Reads and validates the environment once, at start-up; a bad value stops the service. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): BackendConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid backend configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
