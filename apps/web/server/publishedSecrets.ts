import { DEVELOPMENT_SERVICE_TOKEN_SECRET, isLoopbackHost } from '@cw/api-client/service-token';
import { siteOrigin } from './siteOrigin.ts';

/** The development values of the embedded default, published in this repository. */
export const DEVELOPMENT_NEXTAUTH_SECRET = 'cw-development-nextauth-secret-0000000000';
export const DEVELOPMENT_OIDC_CLIENT_SECRET = 'cw-local-idp-development-client-secret';

const PUBLISHED = {
  NEXTAUTH_SECRET: DEVELOPMENT_NEXTAUTH_SECRET,
  SERVICE_TOKEN_SECRET: DEVELOPMENT_SERVICE_TOKEN_SECRET,
  OIDC_CLIENT_SECRET: DEVELOPMENT_OIDC_CLIENT_SECRET,
} as const;

/**
 * What stops the web app at start: a secret missing, or left at its published development
 * value, on a site another machine can reach (its origin, `NEXTAUTH_URL`, is not loopback).
 * Anyone could forge sessions or backend calls with a published secret. One line per variable.
 *
 * @example
 * publishedSecretProblems({ NEXTAUTH_URL: 'https://comic.example' });
 * //=> ['NEXTAUTH_SECRET: set a secret of your own …', 'SERVICE_TOKEN_SECRET: …', …]
 */
export function publishedSecretProblems(env: Record<string, string | undefined>): string[] {
  const origin = siteOrigin(env);
  if (isLoopbackHost(new URL(origin).hostname)) return [];
  return Object.entries(PUBLISHED)
    .filter(([name, published]) => !env[name] || env[name] === published)
    .map(
      ([name]) =>
        `${name}: set a secret of your own (openssl rand -base64 48): the site ${origin} is not a loopback origin and the development value is published in the repository`,
    );
}
