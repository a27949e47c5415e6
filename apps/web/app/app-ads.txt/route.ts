import { env } from '@/server/env';
import { sharedTextResponse } from '@/server/textResponse';

export const dynamic = 'force-dynamic';

/** `/app-ads.txt`: who may sell the site's advertising space (`APP_ADS_TXT`; none by default). */
export function GET() {
  return sharedTextResponse(env().appAdsTxt, 'text/plain');
}
