'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { opensAnotherPage } from './siteLinks';

/** How long the bar waits for a navigation before it gives up. */
const STALL_MS = 15_000;

/**
 * A thin bar at the top of the page while a soft navigation loads: it starts when the reader
 * follows a link to another page of the site or goes back or forward, and completes when the
 * new URL is rendered. The bar is decoration; the pages' own skeletons say "loading" to
 * assistive technology.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');

  useEffect(() => {
    const start = () => setState('loading');
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && opensAnotherPage(event, anchor, window.location)) {
        start();
      }
    };
    // Capture phase: before the site's link listener (SiteLinks) calls preventDefault.
    document.addEventListener('click', onClick, { capture: true });
    window.addEventListener('popstate', start);
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      window.removeEventListener('popstate', start);
    };
  }, []);

  // A new URL rendered: complete the bar, then hide it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each URL change
  useEffect(() => {
    setState((current) => (current === 'loading' ? 'done' : current));
    const timer = window.setTimeout(() => setState('idle'), 300);
    return () => window.clearTimeout(timer);
  }, [pathname, searchParams]);

  // A navigation that never renders (an error, a link to the same page) stops the bar.
  useEffect(() => {
    if (state !== 'loading') return;
    const timer = window.setTimeout(() => setState('idle'), STALL_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return <div className="cw-progress" data-state={state} aria-hidden="true" />;
}
