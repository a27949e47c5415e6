import { isLoopbackHost } from '@cw/service-token';
import { z } from 'zod';

/** Development defaults: `npm start` signs readers in with no setup. */
export const DEVELOPMENT_CLIENT_SECRET = 'cw-local-idp-development-client-secret';

const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    IDP_ALLOW_PRODUCTION: z.enum(['0', '1']).default('0'),
    IDP_PORT: z.coerce.number().int().min(1).max(65_535).default(4001),
    IDP_HOST: z.string().min(1).default('127.0.0.1'),
    IDP_ISSUER: z.url().optional(),
    IDP_CLIENT_ID: z.string().min(1).default('cw-web'),
    IDP_CLIENT_SECRET: z.string().min(16).default(DEVELOPMENT_CLIENT_SECRET),
    IDP_REDIRECT_URIS: z.string().min(1).default('http://localhost:3000/api/auth/callback/cw-oidc'),
    /** Where the site lands a reader signed out here (`/api/auth/signed-out`, see the web app). */
    IDP_POST_LOGOUT_REDIRECT_URIS: z
      .string()
      .min(1)
      .default('http://localhost:3000/api/auth/signed-out'),
    IDP_DATA_DIR: z.string().min(1).default('.data/idp'),
    /** Sign-ups a client address may make per hour (a test suite registering many readers). */
    IDP_SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  })
  .transform((env, ctx) => {
    // A local provider with a form anyone can sign up through must never guard real readers.
    if (env.NODE_ENV === 'production' && env.IDP_ALLOW_PRODUCTION !== '1') {
      ctx.addIssue({
        code: 'custom',
        message:
          'the local identity provider refuses to start with NODE_ENV=production; configure a real OpenID provider, or set IDP_ALLOW_PRODUCTION=1 deliberately',
      });
      return z.NEVER;
    }
    const issuer = env.IDP_ISSUER ?? `http://localhost:${env.IDP_PORT}`;
    // The development secret is in the repository: reachable from elsewhere (by its issuer, or
    // by the interface it listens on), anyone could redeem codes as the web app.
    if (env.IDP_CLIENT_SECRET === DEVELOPMENT_CLIENT_SECRET) {
      const reachable = !isLoopbackHost(new URL(issuer).hostname)
        ? `IDP_ISSUER (${issuer}) is not a loopback origin`
        : !isLoopbackHost(env.IDP_HOST)
          ? `IDP_HOST (${env.IDP_HOST}) lets other machines in`
          : null;
      if (reachable) {
        ctx.addIssue({
          code: 'custom',
          path: ['IDP_CLIENT_SECRET'],
          message: `set a client secret of your own: ${reachable}, and the development value is published in the repository`,
        });
        return z.NEVER;
      }
    }
    return {
      port: env.IDP_PORT,
      host: env.IDP_HOST,
      issuer,
      client: {
        clientId: env.IDP_CLIENT_ID,
        clientSecret: env.IDP_CLIENT_SECRET,
        redirectUris: env.IDP_REDIRECT_URIS.split(',').map((uri) => uri.trim()),
        postLogoutRedirectUris: env.IDP_POST_LOGOUT_REDIRECT_URIS.split(',').map((u) => u.trim()),
      },
      dataDir: env.IDP_DATA_DIR,
      signUpsPerHour: env.IDP_SIGN_UPS_PER_HOUR,
    };
  });

export type IdpConfig = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): IdpConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid identity provider configuration:\n  ${problems.join('\n  ')}`);
  }
  return result.data;
}
