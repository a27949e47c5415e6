'use client';

import {
  TAG_MANAGER_CONSENT_CATEGORIES,
  tagManagerContainer,
  tagManagerScriptUrl,
  tagManagerStart,
  visitorType,
} from '@cw/analytics';
import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  currentConsent,
  dataLayer,
  openConsentBanner,
  pageViewed,
  setVisitorType,
  subscribeConsent,
} from './analytics';
import { reportClientErrors } from './clientLog';
import { reportContentClick } from './moduleAnalytics';
import { useSession } from './session';

const noChoiceOnServer = () => null;

/**
 * The page's analytics: a page view for every URL shown (`route-changed`), the visitor type
 * from the session, work-tile clicks (`reportContentClick`; modules report their own impressions), the consent
 * banner on a first visit, and the tag manager once the reader
 * allows a category it serves and a container is configured. Renders nothing of its own but
 * the container's script.
 */
export function Analytics() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const session = useSession();
  const consent = useSyncExternalStore(subscribeConsent, currentConsent, noChoiceOnServer);
  const [containerId, setContainerId] = useState<string | null>(null);

  const visitor = visitorType(session);
  useEffect(() => setVisitorType(visitor), [visitor]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path or query is a new view
  useEffect(() => pageViewed(), [pathname, searchParams]);

  // Logs are not analytics: the site's own error reporting, whatever the consent.
  useEffect(reportClientErrors, []);

  useEffect(() => {
    document.addEventListener('click', reportContentClick, { capture: true });
    return () => document.removeEventListener('click', reportContentClick, { capture: true });
  }, []);

  useEffect(() => {
    if (currentConsent() === null) void openConsentBanner();
  }, []);

  const allowsTags = TAG_MANAGER_CONSENT_CATEGORIES.some((category) => consent?.[category]);
  useEffect(() => {
    if (!allowsTags || containerId !== null) return;
    let cancelled = false;
    void fetch('/tag-manager.json')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { containerId?: string | null } | null) => {
        const id = tagManagerContainer({
          containerId: body?.containerId,
          consent: currentConsent(),
        });
        if (cancelled || id === null) return;
        for (const entry of tagManagerStart({ consent: currentConsent(), now: Date.now() })) {
          dataLayer().push(entry);
        }
        setContainerId(id);
      })
      .catch(() => {
        // No tags this time; the page goes on.
      });
    return () => {
      cancelled = true;
    };
  }, [allowsTags, containerId]);

  return containerId ? <Script id="cw-tag-manager" src={tagManagerScriptUrl(containerId)} /> : null;
}
