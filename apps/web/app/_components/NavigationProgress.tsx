'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

/** How long the bar waits for a navigation before it gives up. */
const STALL_MS = 15_000;

/** Whether a click on this anchor starts a soft navigation to another page of the site. */
function isSoftNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // The same page (a fragment, or the current URL) does not navigate.
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

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
      if (anchor instanceof HTMLAnchorElement && isSoftNavigation(event, anchor)) start();
    };
    // Capture phase: before <Link> calls preventDefault to navigate softly.
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
