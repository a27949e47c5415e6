'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { ApiClientProvider } from './ApiClientContext';
import { useAfterHydration } from './afterHydration';
import { reportClientErrors } from './clientLog';
import { SiteLinks } from './SiteLinks';
import { useSessionSync } from './session';

/**
 * A part of every page that shows nothing of its own at first, loaded once the page has loaded
 * and the main thread is idle.
 */
function AfterLoad({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  const Part = useAfterHydration(load, { idle: true });
  return Part ? <Part /> : null;
}

// Analytics (page views, visitor type, tile clicks) and
// offline reading (service worker, queued writes, expiry, the install offer).
const loadAnalytics = () => import('./Analytics');
const loadOfflineRuntime = () => import('./offline/OfflineRuntime');

function SessionSync() {
  useSessionSync();
  // Logs are not analytics: the site's own error reporting, whatever the consent.
  useEffect(reportClientErrors, []);
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
      <SiteLinks />
      <ApiClientProvider>
        {children}
        <AfterLoad load={loadAnalytics} />
        <AfterLoad load={loadOfflineRuntime} />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
