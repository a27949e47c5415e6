'use client';

import {
  type AnalyticsEvent,
  type Consent,
  createTracker,
  TAG_MANAGER_CONSENT_CATEGORIES,
  tagManagerContainer,
  tagManagerScriptUrl,
  tagManagerStart,
  type VisitorType,
} from '@cw/analytics';

/** What `analytics.ts` hands over once this module has loaded, in the order it was asked. */
export interface AnalyticsRuntime {
  track(event: AnalyticsEvent): void;
  trackOncePerView(key: string, event: AnalyticsEvent): void;
  navigationStarted(): void;
  pageViewed(url: string): void;
  setVisitorType(visitor: VisitorType | null): void;
  setConsent(consent: Consent): void;
}

function dataLayer(): unknown[] {
  const page = window as Window & { dataLayer?: unknown[] };
  page.dataLayer ??= [];
  return page.dataLayer;
}

/**
 * The page's analytics behind `analytics.ts`, loaded after the page has hydrated: one tracker
 * per page load (the queue of spec section 4), and the tag manager once the reader allows a
 * category it serves and a container is configured (`/tag-manager.json`, the running
 * configuration). The container's consent default and start are pushed from here, then its
 * script added: no inline script, so the hash-based Content-Security-Policy holds.
 */
export function createAnalyticsRuntime(consent: Consent | null): AnalyticsRuntime {
  const tracker = createTracker({
    sink: (event) => dataLayer().push(event),
    documentReferrer: document.referrer,
    consent,
  });
  let tagManagerAsked = false;
  const loadTagManager = (allowed: Consent | null) => {
    if (tagManagerAsked || !TAG_MANAGER_CONSENT_CATEGORIES.some((c) => allowed?.[c])) return;
    tagManagerAsked = true;
    void fetch('/tag-manager.json')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { containerId?: string | null } | null) => {
        const id = tagManagerContainer({ containerId: body?.containerId, consent: allowed });
        if (id === null) return;
        for (const entry of tagManagerStart({ consent: allowed, now: Date.now() })) {
          dataLayer().push(entry);
        }
        const script = document.createElement('script');
        script.async = true;
        script.src = tagManagerScriptUrl(id);
        document.head.append(script);
      })
      .catch(() => {
        // No tags this time: asked again at the next choice.
        tagManagerAsked = false;
      });
  };
  loadTagManager(consent);
  return {
    track: (event) => tracker.track(event),
    trackOncePerView: (key, event) => tracker.trackOncePerView(key, event),
    navigationStarted: () => tracker.navigationStarted(),
    pageViewed: (url) => tracker.pageViewed(url),
    setVisitorType: (visitor) => tracker.setVisitorType(visitor),
    setConsent: (next) => {
      tracker.setConsent(next);
      loadTagManager(next);
    },
  };
}
