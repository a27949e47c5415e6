import 'server-only';

/** How long shared caches keep the site's generated files (sitemaps, robots, ads.txt). */
const SHARED_FOR = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

/**
 * A generated text file of the site: one answer for every reader, so shared caches keep it an
 * hour (routes that make them run per request: nothing is built before the backend is there).
 */
export function sharedTextResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': `${contentType}; charset=utf-8`, 'cache-control': SHARED_FOR },
  });
}
