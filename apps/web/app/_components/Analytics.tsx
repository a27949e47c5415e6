'use client';

import { visitorType } from '@cw/analytics';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { pageViewed, setVisitorType } from './analytics';
import { reportContentClick } from './moduleAnalytics';
import { useSession } from './session';

/**
 * The page's analytics: a page view for every URL shown (`route-changed`), the visitor type
 * from the session and work-tile clicks (`reportContentClick`; modules report their own
 * impressions). Renders nothing; its code, the tracker and the tag manager load after
 * hydration (the calls of `analytics.ts` wait for them). The consent notice is `ConsentBar`.
 */
export default function Analytics() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const session = useSession();

  const visitor = visitorType(session);
  useEffect(() => setVisitorType(visitor), [visitor]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or query is a new view
  useEffect(() => pageViewed(), [pathname, searchParams]);

  useEffect(() => {
    document.addEventListener('click', reportContentClick, { capture: true });
    return () => document.removeEventListener('click', reportContentClick, { capture: true });
  }, []);

  return null;
}
