'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Analytics } from './Analytics';
import { ApiClientProvider } from './ApiClientContext';
import { useSessionSync } from './session';

/**
 * Offline reading's background work (service worker, queued writes, expiry, install offer):
 * nothing of it is in the shared HTML, and its code loads once the page has hydrated.
 */
function OfflineRuntime() {
  const [Runtime, setRuntime] = useState<ComponentType | null>(null);
  useEffect(() => {
    import('./offline/OfflineRuntime').then(
      ({ default: loaded }) => setRuntime(() => loaded),
      () => {
        // Not loaded (offline before the app was ever cached): the page works without it.
      },
    );
  }, []);
  return Runtime ? <Runtime /> : null;
}

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
      <ApiClientProvider>
        {children}
        <OfflineRuntime />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
