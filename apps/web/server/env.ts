import 'server-only';
import { DEVELOPMENT_SERVICE_TOKEN_SECRET } from '@cw/service-token';
import { z } from 'zod';
import {
  DEVELOPMENT_NEXTAUTH_SECRET,
  DEVELOPMENT_OIDC_CLIENT_SECRET,
  publishedSecretProblems,
} from './publishedSecrets';
import { siteOrigin } from './siteOrigin';

/**
 * What `/ads.txt` says when nothing is configured: the IAB ads.txt 1.1 record (section 3.2.1)
 * that declares no seller authorised, so no one can sell the site's space in its name.
 */
export const NO_AUTHORISED_SELLERS = 'placeholder.example.com, placeholder, DIRECT, placeholder';

const adsTxtLines = (value: string | undefined) =>
  `${(value ?? NO_AUTHORISED_SELLERS).replaceAll('\\n', '\n').trim()}\n`;

const envSchema = z
  .object({
    PORT: z.coerce.number().int().default(3000),
    NEXTAUTH_URL: z.url().optional(),
    NEXTAUTH_SECRET: z.string().min(32).optional(),
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_PROVIDER_NAME: z.string().min(1).default('CWコミック ID'),
    LOCAL_IDP_URL: z.url().default('http://localhost:4001'),
    BACKEND_URL: z.url().default('http://127.0.0.1:4000'),
    BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    SERVICE_TOKEN_SECRET: z.string().min(32).optional(),
    AB_TEST_FEATURE: z.string().min(1).optional(),
    ADS_TXT: z.string().min(1).optional(),
    APP_ADS_TXT: z.string().min(1).optional(),
    FAN_LETTER_URL: z
      .string()
      .regex(/^https:\/\/\S*\{workCode\}/, 'an https URL with {workCode} in it')
      .optional(),
    GTM_CONTAINER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'a Google Tag Manager web container id, e.g. GTM-ABC1234')
      .optional(),
  })
  .transform((env, ctx) => {
    // Without a configured identity provider the app runs on its embedded defaults: the local
    // provider and development secrets. With one, every secret must be set explicitly.
    const embedded = !env.OIDC_ISSUER;
    if (!embedded) {
      for (const name of [
        'NEXTAUTH_SECRET',
        'OIDC_CLIENT_ID',
        'OIDC_CLIENT_SECRET',
        'SERVICE_TOKEN_SECRET',
      ] as const) {
        if (!env[name])
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: `${name} is required with OIDC_ISSUER`,
          });
      }
    }
    const { NEXTAUTH_URL, NEXTAUTH_SECRET, SERVICE_TOKEN_SECRET, OIDC_CLIENT_SECRET } = env;
    for (const problem of publishedSecretProblems({
      NEXTAUTH_URL,
      PORT: String(env.PORT),
      NEXTAUTH_SECRET,
      SERVICE_TOKEN_SECRET,
      OIDC_CLIENT_SECRET,
    })) {
      ctx.addIssue({ code: 'custom', path: [problem.split(':')[0] ?? ''], message: problem });
    }
    return {
      embedded,
      siteUrl: siteOrigin({ NEXTAUTH_URL: env.NEXTAUTH_URL, PORT: String(env.PORT) }),
      nextAuthSecret: env.NEXTAUTH_SECRET ?? DEVELOPMENT_NEXTAUTH_SECRET,
      oidc: {
        issuer: env.OIDC_ISSUER ?? env.LOCAL_IDP_URL,
        clientId: env.OIDC_CLIENT_ID ?? 'cw-web',
        clientSecret: env.OIDC_CLIENT_SECRET ?? DEVELOPMENT_OIDC_CLIENT_SECRET,
        name: env.OIDC_PROVIDER_NAME,
      },
      backendUrl: env.BACKEND_URL,
      /** How long any call to the backend may take before the page or API answers 503. */
      backendTimeoutMs: env.BACKEND_TIMEOUT_MS,
      serviceTokenSecret: env.SERVICE_TOKEN_SECRET ?? DEVELOPMENT_SERVICE_TOKEN_SECRET,
      /**
       * The experiment running (`home-order`), whose variant each signed-in reader gets from
       * `/api/account/test_pattern`; null: the A/B test flag is off and no test runs.
       */
      abTestFeature: env.AB_TEST_FEATURE ?? null,
      /** The lines of `/ads.txt` and `/app-ads.txt` (`\n` in the variable breaks a line). */
      adsTxt: adsTxtLines(env.ADS_TXT),
      appAdsTxt: adsTxtLines(env.APP_ADS_TXT ?? env.ADS_TXT),
      /** The tag manager container loaded after consent; null: nothing external loads. */
      tagManagerContainerId: env.GTM_CONTAINER_ID ?? null,
      /** The fan-letter form of a work (`{workCode}` replaced); null: no fan-letter link. */
      fanLetterUrl: env.FAN_LETTER_URL ?? null,
    };
  });

export type WebEnv = z.infer<typeof envSchema>;

let cached: WebEnv | undefined;

/** The web app's server environment, validated once; a bad value names the variable. */
export function env(): WebEnv {
  if (cached) return cached;
  const result = envSchema.safeParse(process.env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n  ${problems.join('\n  ')}`);
  }
  cached = result.data;
  return cached;
}
