'use client';

import {
  type AnalyticsEvent,
  CONSENT_RELOAD_DELAY_MS,
  type Consent,
  consentChange,
  consentCookie,
  consentFromCookieHeader,
  createTracker,
  type StoreScreen,
  type StoreSubjectInput,
  type StoreWorkInput,
  storeClickEvent,
  storeModalOpenEvent,
  type Tracker,
  type VisitorType,
} from '@cw/analytics';

/**
 * The page's analytics, one tracker per page load (spec section 4): events are held until the
 * first page view and during soft navigations, sent to the tag manager's `window.dataLayer` only
 * within the reader's consent (the `cw_consent` cookie) and once the visitor type is known.
 * Components report through `track`; `Analytics` and `instrumentation-client.ts` drive the
 * page views, the session and the consent.
 */
export function dataLayer(): unknown[] {
  const page = window as Window & { dataLayer?: unknown[] };
  page.dataLayer ??= [];
  return page.dataLayer;
}

let tracker: Tracker | undefined;
function theTracker(): Tracker {
  tracker ??= createTracker({
    sink: (event) => dataLayer().push(event),
    documentReferrer: document.referrer,
    consent: currentConsent(),
  });
  return tracker;
}

/** Reports an event: sent within consent, after the page view it belongs to. */
export function track(event: AnalyticsEvent): void {
  theTracker().track(event);
}

/** Reports an event once per page view (module impressions). */
export function trackOncePerView(key: string, event: AnalyticsEvent): void {
  theTracker().trackOncePerView(key, event);
}

/**
 * The store chooser's callbacks (`onStoreModalOpen`, `onStoreClick` of the episode list, the
 * read buttons, a store button): `store_modal_open` and `store_click` from `screen`.
 */
export function storeAnalytics(screen: StoreScreen, work: StoreWorkInput | null) {
  return {
    onStoreModalOpen: (subject: StoreSubjectInput) =>
      track(storeModalOpenEvent({ screen, subject, work })),
    onStoreClick: (store: { code: string; name: string }, subject: StoreSubjectInput) =>
      track(storeClickEvent({ screen, subject, work, store })),
  };
}

/** The router leaves for another URL: events wait for that page's view. */
export function navigationStarted(url: string): void {
  const withoutHash = (href: string) => href.split('#')[0];
  if (withoutHash(new URL(url, window.location.href).href) !== withoutHash(window.location.href)) {
    theTracker().navigationStarted();
  }
}

/** A page is shown at the current URL. */
export function pageViewed(): void {
  theTracker().pageViewed(window.location.href);
}

/** The visitor type became known or changed. */
export function setVisitorType(visitor: VisitorType | null): void {
  theTracker().setVisitorType(visitor);
}

// The reader's choice: undefined until read from the cookie.
let consent: Consent | null | undefined;
const consentListeners = new Set<() => void>();

/** The reader's choice (the `cw_consent` cookie), or null while they have not chosen. */
export function currentConsent(): Consent | null {
  if (consent === undefined) consent = consentFromCookieHeader(document.cookie);
  return consent;
}

/** Calls `listener` when the reader chooses (`useSyncExternalStore`). */
export function subscribeConsent(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
}

/**
 * Keeps the reader's choice: the cookie (readable by the server), the tracker, the tag manager.
 * Withdrawing a category reloads the page after 1000 ms (spec section 7), so whatever it had
 * loaded starts again without it.
 */
export function chooseConsent(next: Consent): void {
  const previous = currentConsent();
  // biome-ignore lint/suspicious/noDocumentCookie: built by consentCookie; the Cookie Store API is missing from older Safari
  document.cookie = consentCookie(next, { secure: window.location.protocol === 'https:' });
  consent = next;
  theTracker().setConsent(next);
  for (const listener of consentListeners) listener();
  if (consentChange(previous, next) === 'reload') {
    setTimeout(() => window.location.reload(), CONSENT_RELOAD_DELAY_MS);
  }
}

/** Opens the consent settings (footer, `/optout`); the dialog's code loads on first use. */
export async function openConsentSettings(): Promise<void> {
  const { showConsentSettings } = await import('./consentDialog');
  await showConsentSettings({ consent: currentConsent(), onChoice: chooseConsent });
}

/** Shows the consent banner of a first visit; the dialog's code loads only then. */
export async function openConsentBanner(): Promise<void> {
  const { showConsentBanner } = await import('./consentDialog');
  await showConsentBanner({ consent: null, onChoice: chooseConsent });
}
