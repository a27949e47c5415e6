'use client';

import { type ApiClient, createApiClient } from '@cw/api-client/client';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { refreshSession } from './session';

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * The browser's API client: the site's own `/api/*`, re-reading the session once on
 * a 401 (spec section 7). One per mounted app, held in React state, never module state.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [client] = useState(() =>
    createApiClient({
      refreshSession: () => refreshSession(queryClient),
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
