import { env } from '@/server/env';
import { sameSitePath } from '@/server/sameSitePath';

/**
 * `/app/redirect`: where "open in the app" links land. The service has no native app yet, so
 * every device continues on the web: to the same-site page `?path=` names (the page the link
 * was about), else home. Temporary (307), as an app store target may replace it.
 */
export function GET(request: Request) {
  const path = new URL(request.url).searchParams.get('path') ?? '/';
  // A relative Location: the browser resolves it against the address it used, whatever host
  // name the server or a proxy in front of it knows itself by.
  return new Response(null, {
    status: 307,
    headers: { location: sameSitePath(path, env().siteUrl) },
  });
}
