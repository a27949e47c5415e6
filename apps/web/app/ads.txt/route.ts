import { env } from '@/server/env';
import { sharedTextResponse } from '@/server/textResponse';

export const dynamic = 'force-dynamic';

/** `/ads.txt`: who may sell the site's advertising space (`ADS_TXT`; none by default). */
export function GET() {
  return sharedTextResponse(env().adsTxt, 'text/plain');
}
