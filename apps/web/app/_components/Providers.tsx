'use client';

import { type ComponentType, type ReactNode, useEffect } from 'react';
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
 * after load, never rendered into shared HTML (`session.ts`). It refreshes when the tab becomes
 * visible, when another tab signs in or out, and on the optional poll interval. The parts of a
 * page that read the API bring their own query client (`queryRuntime.tsx`).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <SessionSync />
      <SiteLinks />
      <ApiClientProvider>
        {children}
        <AfterLoad load={loadAnalytics} />
        <AfterLoad load={loadOfflineRuntime} />
      </ApiClientProvider>
    </>
  );
}
