import type { NextRequest } from 'next/server';
import { callbackPath } from '@/server/auth';

/**
 * `/api/auth/signed-out`: where the provider sends a reader it signed out, with the page they
 * signed out from as `state` (a path of this site, or home): on to that page.
 */
export function GET(request: NextRequest) {
  const state = request.nextUrl.searchParams.get('state') ?? undefined;
  return new Response(null, {
    status: 303,
    headers: { location: callbackPath(state), 'cache-control': 'no-store' },
  });
}
