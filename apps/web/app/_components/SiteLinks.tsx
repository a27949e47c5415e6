'use client';

import { prefetchWhenNear } from '@cw/ui';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { whenLoadedAndIdle } from './afterHydration';
import { linkNavigation, prefetchable, sitePage } from './siteLinks';

/**
 * The site's links, for every page: a click on a link to a page of the site opens it with the
 * router (no page load), and a link that comes within 200 px of the viewport has its page
 * prefetched once the page has loaded and the main thread is idle (`prefetchWhenNear`), unless
 * it is marked `data-prefetch="false"` or is inside such an element (`prefetchable`). The
 * links themselves are plain anchors from the server: none is a client component to hydrate,
 * and a click before hydration simply loads the page. Renders nothing.
 */
export function SiteLinks() {
  const router = useRouter();

  useEffect(() => {
    // On the window, after React's listeners on the document: a click a component handled
    // (`preventDefault`) is left alone.
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const path = linkNavigation(event, anchor, window.location);
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, [router]);

  useEffect(() => {
    const watched = new Map<HTMLAnchorElement, () => void>();
    const prefetch = (anchor: HTMLAnchorElement) => () => {
      const path = sitePage(new URL(anchor.href), window.location);
      if (path !== null) router.prefetch(path);
    };
    const scan = () => {
      for (const [anchor, forget] of watched) {
        if (anchor.isConnected) continue;
        forget();
        watched.delete(anchor);
      }
      for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
        if (watched.has(anchor) || !prefetchable(anchor, window.location)) continue;
        watched.set(anchor, prefetchWhenNear(anchor, prefetch(anchor)));
      }
    };
    // Links come and go as pages render: look again when the main thread is next idle.
    let cancel: (() => void) | null = null;
    const schedule = () => {
      cancel ??= whenLoadedAndIdle(() => {
        cancel = null;
        scan();
      });
    };
    schedule();
    const changed = new MutationObserver(schedule);
    changed.observe(document.body, { childList: true, subtree: true });
    return () => {
      changed.disconnect();
      cancel?.();
      for (const forget of watched.values()) forget();
    };
  }, [router]);

  return null;
}
