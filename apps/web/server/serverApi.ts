import 'server-only';
import { createApiClient } from '@cw/api-client';
import { NextRequest } from 'next/server';
import { handleApiRequest } from './apiHandler';
import { env } from './env';

/**
 * The typed API client for server components: the same endpoints, schemas and backend
 * mapping as the browser's `/api/*`, answered in process (no HTTP hop to ourselves). Only
 * public catalog reads are made here, so rendered HTML never carries a reader's data.
 */
export function serverApi() {
  const { siteUrl } = env();
  return createApiClient({
    baseUrl: siteUrl,
    fetch: (input, init) => handleApiRequest(new NextRequest(new Request(input, init))),
  });
}
