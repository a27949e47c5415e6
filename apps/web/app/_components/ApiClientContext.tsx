'use client';

import type { ApiClient, ApiClientOptions, EndpointName, RequestOptions } from '@cw/api-client';
import { ENDPOINT_NAMES } from '@cw/contract/constants';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { refreshSession } from './session';

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * The client with the same methods as `createApiClient`'s, whose code (requests, errors, the
 * session refresh across tabs: ~2.5 kB gzip) loads with the first call rather than with every
 * page: a guest reading the catalog calls nothing, and the pages that call do so after they
 * hydrate. Each method forwards to the real client once it is loaded.
 */
function createLazyApiClient(options: ApiClientOptions): ApiClient {
  let loaded: Promise<ApiClient> | undefined;
  const request = (name: EndpointName, input: never, requestOptions?: RequestOptions) => {
    loaded ??= import('@cw/api-client').then(({ createApiClient }) => createApiClient(options));
    return loaded.then((client) => client.request(name, input, requestOptions));
  };
  const client: Record<string, unknown> = { request, baseUrl: '' };
  for (const name of ENDPOINT_NAMES) {
    client[name] = (input: never, requestOptions?: RequestOptions) =>
      request(name, input, requestOptions);
  }
  return client as ApiClient;
}

/**
 * The browser's API client: the site's own `/api/*`, re-reading the session once on
 * a 401 (spec section 7). One per mounted app, held in React state, never module state.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() =>
    createLazyApiClient({
      refreshSession,
      // A write outlives the page it was made on: a reader who follows and at once reloads
      // or leaves keeps the follow (bodies stay far below keepalive's 64 KiB).
      fetch: (url, init) =>
        fetch(url, init?.method && init.method !== 'GET' ? { ...init, keepalive: true } : init),
    }),
  );
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an ApiClientProvider above it');
  return client;
}
