'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import { type ReactNode, useState } from 'react';
import { ApiClientProvider } from './ApiClientContext';

/** Seconds between session polls; unset means no polling (visibility and other tabs still refresh it). */
const POLL_SECONDS = Number(process.env.NEXT_PUBLIC_SESSION_POLL_SECONDS ?? 0);

/**
 * Per-reader state lives only in the browser: the session is fetched from /api/auth/session
 * after load, never rendered into shared HTML. It refreshes when the tab becomes visible,
 * when another tab signs in or out (storage events), and on the optional poll interval.
 * One QueryClient per mounted app, never shared between requests.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  return (
    <SessionProvider refetchOnWindowFocus refetchInterval={Math.max(POLL_SECONDS, 0)}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider>{children}</ApiClientProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
