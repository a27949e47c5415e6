/**
 * `/app/redirect`: where "open in the app" links land. The service has no native app yet, so
 * every device continues on the web: to the same-site path in `?path=` when given (the page the
 * link was about), else home. Temporary (307), as an app store target may replace it.
 */
export function GET(request: Request) {
  const url = new URL(request.url);
  const path = url.searchParams.get('path') ?? '/';
  // Same-site paths only: `/x`, never `//host` or `/\host`.
  const target = /^\/(?![/\\])/.test(path) ? path : '/';
  // A relative Location: the browser resolves it against the address it used, whatever host
  // name the server or a proxy in front of it knows itself by.
  return new Response(null, { status: 307, headers: { location: target } });
}
