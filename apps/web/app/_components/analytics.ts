'use client';

import {
  type AnalyticsEvent,
  CONSENT_RELOAD_DELAY_MS,
  type Consent,
  consentChange,
  consentCookie,
  consentFromCookieHeader,
  type StoreScreen,
  type StoreSubjectInput,
  type StoreWorkInput,
  storeClickEvent,
  storeModalOpenEvent,
  type VisitorType,
} from '@cw/analytics';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { AnalyticsRuntime } from './analyticsRuntime';

/**
 * The page's analytics as components see it: calls that return at once. The tracker behind
 * them (`analyticsRuntime.ts`: the queue of spec section 4, the consent gate, the tag manager)
 * loads after the page has hydrated, so it is not part of any page's first-load JavaScript;
 * what is asked before then is handed over in order. Events reach `window.dataLayer` only
 * within the reader's consent (the `cw_consent` cookie) and once the visitor type is known.
 * `Analytics` and `instrumentation-client.ts` drive the page views, the session and the consent.
 */
let runtime: Promise<AnalyticsRuntime> | undefined;
function withRuntime(use: (runtime: AnalyticsRuntime) => void): void {
  runtime ??= import('./analyticsRuntime').then(({ createAnalyticsRuntime }) =>
    createAnalyticsRuntime(currentConsent()),
  );
  // Promise callbacks run in the order they were registered: calls keep their order.
  void runtime.then(use);
}

/** Reports an event: sent within consent, after the page view it belongs to. */
export function track(event: AnalyticsEvent): void {
  withRuntime((tracker) => tracker.track(event));
}

/** Reports an event once per page view (module impressions). */
export function trackOncePerView(key: string, event: AnalyticsEvent): void {
  withRuntime((tracker) => tracker.trackOncePerView(key, event));
}

/** The router leaves for another URL: events wait for that page's view. */
export function navigationStarted(url: string): void {
  const withoutHash = (href: string) => href.split('#')[0];
  if (withoutHash(new URL(url, window.location.href).href) !== withoutHash(window.location.href)) {
    withRuntime((tracker) => tracker.navigationStarted());
  }
}

/** A page is shown at the current URL. */
export function pageViewed(): void {
  const url = window.location.href;
  withRuntime((tracker) => tracker.pageViewed(url));
}

/** The visitor type became known or changed. */
export function setVisitorType(visitor: VisitorType | null): void {
  withRuntime((tracker) => tracker.setVisitorType(visitor));
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

// The reader's choice, read from the cookie when first asked for (never on the server), and who
// is told when it changes (`useSyncExternalStore`).
let consentStore: StoreApi<{ consent: Consent | null }> | undefined;
const consents = () =>
  (consentStore ??= createStore(() => ({ consent: consentFromCookieHeader(document.cookie) })));

/** The reader's choice (the `cw_consent` cookie), or null while they have not chosen. */
export function currentConsent(): Consent | null {
  return consents().getState().consent;
}

/** Calls `listener` when the reader chooses (`useSyncExternalStore`). */
export function subscribeConsent(listener: () => void): () => void {
  return consents().subscribe(listener);
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
  consents().setState({ consent: next });
  withRuntime((tracker) => tracker.setConsent(next));
  if (consentChange(previous, next) === 'reload') {
    setTimeout(() => window.location.reload(), CONSENT_RELOAD_DELAY_MS);
  }
}

/** Opens the consent settings (the notice, footer, `/optout`); the dialog's code loads on first use. */
export async function openConsentSettings(): Promise<void> {
  const { showConsentSettings } = await import('./consentDialog');
  await showConsentSettings({ consent: currentConsent(), onChoice: chooseConsent });
}
