import { INITIAL_QUEUE, MAX_HELD_EVENTS, type QueuePhase, stepQueue } from './analyticsQueue';
import type { Consent } from './consent';
import { type AnalyticsEvent, isEventAllowed, type TrackedEvent } from './events';
import { type RouteState, routeChange } from './routeChange';
import type { VisitorType } from './visitorType';

export interface TrackerOptions {
  /** Where events go, e.g. `(event) => window.dataLayer.push(event)`. */
  sink: (event: TrackedEvent) => void;
  /** `document.referrer` of the page load: the referrer of the first `route-changed`. */
  documentReferrer: string;
  /** The reader's choice (the consent cookie, parsed); null while there is none. */
  consent?: Consent | null;
  /** The visitor type (`visitorType(session)`); null while the session loads. */
  visitorType?: VisitorType | null;
}

/** The analytics of one page load: the queue of spec section 4 around a sink. */
export interface Tracker {
  /** Sends an event, or holds it until the page view, the consent and the visitor are known. */
  track(event: AnalyticsEvent): void;
  /**
   * Tracks `event` unless an event with the same `key` was tracked in this view (module
   * impressions; a component mounted twice in Strict Mode).
   */
  trackOncePerView(key: string, event: AnalyticsEvent): void;
  /** The router started a soft navigation: hold events until the next page view. */
  navigationStarted(): void;
  /**
   * A page is shown at `url` (the first one, or where a soft navigation ended): sends
   * `route-changed` when the URL changed, then the held events, in order.
   */
  pageViewed(url: string): void;
  /** The reader chose (or changed) their consent; events waiting for it go or are dropped. */
  setConsent(consent: Consent | null): void;
  /** The session became known (or changed); events waiting for it go. */
  setVisitorType(visitorType: VisitorType | null): void;
  /** Where the queue is: `before-first-view`, `ready` or `soft-navigating`. */
  readonly phase: QueuePhase;
}

/**
 * The tracker of one page load. No globals: the sink, the referrer, the consent and the
 * visitor are passed in. Nothing reaches the sink before the first page view, nor before the
 * reader's consent and visitor type are known (events wait in memory, never sent); then each
 * event goes only if its consent categories are allowed, stamped with `visitor_type`.
 *
 * @example
 * const tracker = createTracker({
 *   sink: (event) => window.dataLayer.push(event),
 *   documentReferrer: document.referrer,
 *   consent: parseConsent(consentCookieValue),
 * });
 * tracker.track(historyDeleteEvent('one', 1)); // held until the first view
 * tracker.setVisitorType('guest');
 * tracker.pageViewed(location.href); // route-changed, then history_delete
 */
export function createTracker({
  sink,
  documentReferrer,
  consent = null,
  visitorType = null,
}: TrackerOptions): Tracker {
  let queue = INITIAL_QUEUE;
  let route: RouteState | null = null;
  let currentConsent = consent;
  let currentVisitor = visitorType;
  let awaiting: AnalyticsEvent[] = [];
  const seenThisView = new Set<string>();

  function deliver(events: readonly AnalyticsEvent[]) {
    for (const event of events) {
      if (currentConsent === null || currentVisitor === null) {
        if (awaiting.length < MAX_HELD_EVENTS) awaiting.push(event);
      } else if (isEventAllowed(event.event, currentConsent)) {
        sink({ ...event, visitor_type: currentVisitor });
      }
    }
  }

  function deliverAwaiting() {
    if (currentConsent === null || currentVisitor === null) return;
    const events = awaiting;
    awaiting = [];
    deliver(events);
  }

  function track(event: AnalyticsEvent) {
    const step = stepQueue(queue, { type: 'track', event });
    queue = step.state;
    deliver(step.release);
  }

  return {
    track,
    trackOncePerView(key, event) {
      if (seenThisView.has(key)) return;
      seenThisView.add(key);
      track(event);
    },
    navigationStarted() {
      if (queue.phase === 'ready') seenThisView.clear();
      queue = stepQueue(queue, { type: 'navigation-start' }).state;
    },
    pageViewed(url) {
      const change = routeChange(route, { url, documentReferrer });
      route = change.state;
      // A URL change the router did not announce (no navigationStarted) still starts a view.
      if (change.event && queue.phase === 'ready') seenThisView.clear();
      const step = stepQueue(queue, { type: 'view' });
      queue = step.state;
      deliver(change.event ? [change.event, ...step.release] : step.release);
    },
    setConsent(next) {
      currentConsent = next;
      deliverAwaiting();
    },
    setVisitorType(next) {
      currentVisitor = next;
      deliverAwaiting();
    },
    get phase() {
      return queue.phase;
    },
  };
}
