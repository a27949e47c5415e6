import { DEVELOPMENT_SERVICE_TOKEN_SECRET, isLoopbackHost } from '@cw/service-token';
import { siteOrigin } from './siteOrigin.ts';

/** The development values of the embedded default, published in this repository. */
export const DEVELOPMENT_NEXTAUTH_SECRET = 'cw-development-nextauth-secret-0000000000';
export const DEVELOPMENT_OIDC_CLIENT_SECRET = 'cw-local-idp-development-client-secret';

const PUBLISHED = {
  NEXTAUTH_SECRET: DEVELOPMENT_NEXTAUTH_SECRET,
  SERVICE_TOKEN_SECRET: DEVELOPMENT_SERVICE_TOKEN_SECRET,
  OIDC_CLIENT_SECRET: DEVELOPMENT_OIDC_CLIENT_SECRET,
} as const;

type Env = Record<string, string | undefined>;

/** The secrets missing, or left at their published development value. */
const publishedNames = (env: Env) =>
  Object.entries(PUBLISHED)
    .filter(([name, published]) => !env[name] || env[name] === published)
    .map(([name]) => name);

/**
 * Where the web app listens: `HOSTNAME` as set; by default every interface (`0.0.0.0`), but only
 * this machine's loopback (`127.0.0.1`) while a published secret is in use, so that no other
 * machine can bring a session or a call forged with it.
 *
 * @example
 * listenHostname({}); //=> '127.0.0.1' (the embedded default)
 * listenHostname({ NEXTAUTH_SECRET: '…', SERVICE_TOKEN_SECRET: '…', OIDC_CLIENT_SECRET: '…' }); //=> '0.0.0.0'
 */
export function listenHostname(env: Env): string {
  return env.HOSTNAME ?? (publishedNames(env).length > 0 ? '127.0.0.1' : '0.0.0.0');
}

/**
 * What stops the web app at start: a secret missing, or left at its published development
 * value, on a site another machine can reach: its origin (`NEXTAUTH_URL`) is not loopback, or it
 * listens on another interface than loopback (`HOSTNAME`). Anyone could forge sessions or
 * backend calls with a published secret. One line per variable.
 *
 * @example
 * publishedSecretProblems({ NEXTAUTH_URL: 'https://comic.example' });
 * //=> ['NEXTAUTH_SECRET: set a secret of your own …', 'SERVICE_TOKEN_SECRET: …', …]
 * publishedSecretProblems({ HOSTNAME: '0.0.0.0' });
 * //=> ['NEXTAUTH_SECRET: … listening on 0.0.0.0 …', …]
 */
export function publishedSecretProblems(env: Env): string[] {
  const origin = siteOrigin(env);
  const hostname = listenHostname(env);
  const reachable = !isLoopbackHost(new URL(origin).hostname)
    ? `the site ${origin} is not a loopback origin`
    : !isLoopbackHost(hostname)
      ? `listening on ${hostname} lets other machines in`
      : null;
  if (reachable === null) return [];
  return publishedNames(env).map(
    (name) =>
      `${name}: set a secret of your own (openssl rand -base64 48): ${reachable} and the development value is published in the repository`,
  );
}
