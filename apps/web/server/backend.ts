import 'server-only';
import { type ServiceTokenClaims, signServiceToken } from '@cw/api-client/service-token';
import packageJson from '../package.json';
import { env } from './env';

/** The web app's version, reported by `GET /api/hello`. */
export const WEB_VERSION = packageJson.version;

/** Sent with every backend call, as the spec asks ("a user agent carrying the app version"). */
export const WEB_USER_AGENT = `cw-web/${WEB_VERSION}`;

/**
 * Calls backend v3 over HTTP. With a reader, a short-lived service token signed for that
 * reader is attached: the backend trusts nothing else. `headers` adds request headers such as
 * `if-none-match`; user agent, accept, content type and authorization are always ours.
 */
export async function backendFetch(
  path: string,
  init: {
    method?: string;
    body?: string;
    reader?: ServiceTokenClaims | null;
    headers?: Record<string, string>;
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  const { backendUrl, serviceTokenSecret } = env();
  const headers = new Headers(init.headers);
  headers.set('user-agent', WEB_USER_AGENT);
  headers.set('accept', 'application/json');
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.reader) {
    headers.set(
      'authorization',
      `Bearer ${await signServiceToken(init.reader, serviceTokenSecret)}`,
    );
  }
  return fetch(new URL(path, backendUrl), {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    signal: init.signal,
    cache: 'no-store',
  });
}
