import 'server-only';
import { type ServiceTokenClaims, signServiceToken } from '@cw/api-client/service-token';
import packageJson from '../package.json';
import { env } from './env';

/** Sent with every backend call, as the spec asks ("a user agent carrying the app version"). */
export const WEB_USER_AGENT = `cw-web/${packageJson.version}`;

/**
 * Calls backend v3 over HTTP. With a reader, a short-lived service token signed for that
 * reader is attached: the backend trusts nothing else.
 */
export async function backendFetch(
  path: string,
  init: {
    method?: string;
    body?: string;
    reader?: ServiceTokenClaims | null;
    signal?: AbortSignal;
  } = {},
): Promise<Response> {
  const { backendUrl, serviceTokenSecret } = env();
  const headers = new Headers({ 'user-agent': WEB_USER_AGENT, accept: 'application/json' });
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
