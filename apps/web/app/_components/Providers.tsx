'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
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
      <ApiClientProvider>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
