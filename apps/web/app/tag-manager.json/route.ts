import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

/**
 * `/tag-manager.json`: the tag manager container the page loads once the reader allows it
 * (`GTM_CONTAINER_ID`, `null` when none), asked only after consent so that pages stay the same
 * for everyone and the container follows the running configuration, not the build's. The same
 * for every reader: cacheable for five minutes.
 */
export function GET() {
  return Response.json(
    { containerId: env().tagManagerContainerId },
    { headers: { 'cache-control': 'public, max-age=300' } },
  );
}
