import { DEVELOPMENT_SERVICE_TOKEN_SECRET, isLoopbackHost } from '@cw/service-token';
import { z } from 'zod';
import { DEFAULT_REQUEST_LIMITS } from './http/requestLimits';
import { DEFAULT_MEDIA_LIMITS, MIB } from './media/limits';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65_535).default(4000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    MEDIA_CACHE_DIR: z.string().min(1).optional(),
    MEDIA_CACHE_MAX_MB: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_MEDIA_LIMITS.cacheMaxBytes / MIB),
    MEDIA_RENDER_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_MEDIA_LIMITS.renderConcurrency),
    MEDIA_RENDER_QUEUE: z.coerce.number().int().min(0).default(DEFAULT_MEDIA_LIMITS.renderQueueMax),
    /** Whether the embedded database syncs its writes to disk (see the README's Durability). */
    PGLITE_FSYNC: z.enum(['on', 'off']).default('off'),
    MEDIA_RENDER_CLIENT_QUEUE: z.coerce
      .number()
      .int()
      .min(0)
      .default(DEFAULT_MEDIA_LIMITS.renderClientQueueMax),
    SERVICE_TOKEN_SECRET: z.string().min(32).optional(),
    SEED_SCALE: z.coerce.number().positive().max(10).default(1),
    RANKING_REFRESH_SECONDS: z.coerce.number().int().min(10).default(600),
    LIBRARY_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(30),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(DEFAULT_REQUEST_LIMITS.bodyBytes),
    RATE_LIMIT_MEMBERSHIP_WRITES_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_REQUEST_LIMITS.membershipWrites.limit),
    RATE_LIMIT_GUEST_GOOD_SECONDS: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_REQUEST_LIMITS.guestGoods.windowSeconds),
    RATE_LIMIT_RENDERS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_REQUEST_LIMITS.renders.limit),
    RATE_LIMIT_CLIENT_LOGS_PER_MINUTE: z.coerce
      .number()
      .int()
      .min(1)
      .default(DEFAULT_REQUEST_LIMITS.clientLogs.limit),
  })
  .transform((env, ctx) => {
    const serviceTokenSecret = env.SERVICE_TOKEN_SECRET ?? DEVELOPMENT_SERVICE_TOKEN_SECRET;
    // The development secret is published with the code: anyone who can reach the backend could
    // sign tokens for any reader with it.
    if (
      serviceTokenSecret === DEVELOPMENT_SERVICE_TOKEN_SECRET &&
      (env.NODE_ENV === 'production' || !isLoopbackHost(env.HOST))
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['SERVICE_TOKEN_SECRET'],
        message: `must be a secret of your own, not the published development value, when HOST (${env.HOST}) is not a loopback address or NODE_ENV is production`,
      });
      return z.NEVER;
    }
    return {
      nodeEnv: env.NODE_ENV,
      port: env.PORT,
      host: env.HOST,
      /** PostgreSQL when DATABASE_URL is set, else the embedded database under DATA_DIR. */
      database: env.DATABASE_URL
        ? { databaseUrl: env.DATABASE_URL }
        : { dataDir: `${env.DATA_DIR}/db`, fsync: env.PGLITE_FSYNC === 'on' },
      // Rendered image variants: regenerable, so any local disk will do (one per instance).
      mediaCacheDir: env.MEDIA_CACHE_DIR ?? `${env.DATA_DIR}/media-cache`,
      mediaLimits: {
        cacheMaxBytes: env.MEDIA_CACHE_MAX_MB * MIB,
        renderConcurrency: env.MEDIA_RENDER_CONCURRENCY,
        renderQueueMax: env.MEDIA_RENDER_QUEUE,
        renderClientQueueMax: env.MEDIA_RENDER_CLIENT_QUEUE,
      },
      serviceTokenSecret,
      seedScale: env.SEED_SCALE,
      rankingRefreshSeconds: env.RANKING_REFRESH_SECONDS,
      libraryCacheMs: env.LIBRARY_CACHE_SECONDS * 1000,
      requestLimits: {
        bodyBytes: env.BODY_LIMIT_BYTES,
        membershipWrites: {
          ...DEFAULT_REQUEST_LIMITS.membershipWrites,
          limit: env.RATE_LIMIT_MEMBERSHIP_WRITES_PER_MINUTE,
        },
        guestGoods: {
          ...DEFAULT_REQUEST_LIMITS.guestGoods,
          windowSeconds: env.RATE_LIMIT_GUEST_GOOD_SECONDS,
        },
        renders: { ...DEFAULT_REQUEST_LIMITS.renders, limit: env.RATE_LIMIT_RENDERS_PER_MINUTE },
        clientLogs: {
          ...DEFAULT_REQUEST_LIMITS.clientLogs,
          limit: env.RATE_LIMIT_CLIENT_LOGS_PER_MINUTE,
        },
      },
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
