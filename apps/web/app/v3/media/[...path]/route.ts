import { backendFetch } from '@/server/backend';

/**
 * Images under the site's own origin: proxied to backend v3's media route with its immutable
 * cache headers, so a CDN in front of the site caches them like any static file.
 */
export async function GET(request: Request, context: { params: Promise<{ path: string[] }> }) {
  const { path } = await context.params;
  const ifNoneMatch = request.headers.get('if-none-match');
  const upstream = await backendFetch(`/v3/media/${path.map(encodeURIComponent).join('/')}`, {
    headers: ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
  });
  const headers = new Headers();
  for (const name of ['content-type', 'content-length', 'cache-control', 'etag']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers });
}
