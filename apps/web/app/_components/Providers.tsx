'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, useState } from 'react';
import { Analytics } from './Analytics';
import { ApiClientProvider } from './ApiClientContext';
import { useSessionSync } from './session';

function SessionSync() {
  useSessionSync();
  return null;
}

/**
 * Per-reader state lives only in the browser: the session is fetched from /api/auth/session
 * after load, never rendered into shared HTML. It refreshes when the tab regains focus, when
 * another tab signs in or out, and on the optional poll interval. One QueryClient per mounted
 * app, never shared between requests.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      {/* Reads the query (a page view per URL): its own boundary, so pages still prerender. */}
      <Suspense>
        <Analytics />
      </Suspense>
      <ApiClientProvider>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
