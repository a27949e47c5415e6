import { ERROR_CODES, ERROR_HTTP_STATUS } from '@cw/contract/schemas';
import { BackendTimeoutError, backendFetch } from '@/server/backend';
import { CLIENT_ADDRESS_HEADER } from '@/server/clientAddress';

/** Headers of the backend's image answer passed on to the browser or CDN. */
const PASSED = [
  'content-type',
  'content-length',
  'cache-control',
  'etag',
  'retry-after',
  'server-timing',
];

/**
 * Images under the site's own origin: proxied to backend v3's media route with its immutable
 * cache headers, so a CDN in front of the site caches them like any static file. The client's
 * address goes along (renders are charged to it); a backend that does not answer gives 502, or
 * 503 with Retry-After past the timeout, with the API's JSON error, never a cached failure.
 */
export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const ifNoneMatch = request.headers.get('if-none-match');
  let upstream: Response;
  try {
    upstream = await backendFetch(`/v3/media/${path.map(encodeURIComponent).join('/')}`, {
      client: request.headers.get(CLIENT_ADDRESS_HEADER),
      headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
      signal: request.signal,
    });
  } catch (cause) {
    if (request.signal.aborted) throw cause;
    const code =
      cause instanceof BackendTimeoutError
        ? ERROR_CODES.SERVICE_UNAVAILABLE
        : ERROR_CODES.BAD_GATEWAY;
    return Response.json(
      { error: { code, message: 'The image could not be fetched; try again shortly' } },
      {
        status: ERROR_HTTP_STATUS[code],
        headers: { 'cache-control': 'no-store', 'retry-after': '5' },
      },
    );
  }
  const headers = new Headers();
  for (const name of PASSED) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
