import { describe, expect, it } from 'vitest';
import { ACCEPT_ALL_CONSENT, consentFromCategories, REQUIRED_ONLY_CONSENT } from './consent';
import { createTracker, type TrackerOptions } from './createTracker';
import { endOfBookEvent, episodeContext, episodeReadEvent } from './episodeEvents';
import type { TrackedEvent } from './events';
import { contentFollowEvent, historyDeleteEvent, moduleImpressionEvent } from './siteEvents';
import { storeModalOpenEvent } from './storeEvents';
import { episode, volume, work } from './test/fixtures';

const ORIGIN = 'https://comic-walker.example';
const context = episodeContext({ work, episode });

function setUp(options: Partial<TrackerOptions> = {}) {
  const dataLayer: TrackedEvent[] = [];
  const tracker = createTracker({
    sink: (event) => dataLayer.push(event),
    documentReferrer: 'https://www.google.com/',
    consent: ACCEPT_ALL_CONSENT,
    visitorType: 'user',
    ...options,
  });
  const names = () => dataLayer.map((entry) => entry.event);
  return { tracker, dataLayer, names };
}

describe('createTracker: the queue', () => {
  it('holds what a page reports before its first view, then sends the view first', () => {
    const { tracker, dataLayer, names } = setUp();
    tracker.track(episodeReadEvent(context, 'yoko_yomi'));
    expect(dataLayer).toEqual([]);
    expect(tracker.phase).toBe('before-first-view');
    tracker.pageViewed(`${ORIGIN}/viewer/KC_0101_E02`);
    expect(tracker.phase).toBe('ready');
    expect(names()).toEqual(['route-changed', 'episode_read']);
    expect(dataLayer[0]).toEqual({
      event: 'route-changed',
      url: `${ORIGIN}/viewer/KC_0101_E02`,
      referrer: 'https://www.google.com/',
      visitor_type: 'user',
    });
  });

  it('sends at once when ready, and holds during a soft navigation', () => {
    const { tracker, names } = setUp();
    tracker.pageViewed(`${ORIGIN}/detail/KC_0101_S`);
    tracker.track(
      storeModalOpenEvent({ screen: 'work', subject: { kind: 'volume', volume }, work }),
    );
    expect(names()).toEqual(['route-changed', 'store_modal_open']);
    tracker.navigationStarted();
    expect(tracker.phase).toBe('soft-navigating');
    tracker.track(episodeReadEvent(context, 'yoko_yomi'));
    expect(names()).toHaveLength(2);
    tracker.pageViewed(`${ORIGIN}/viewer/KC_0101_E02`);
    expect(names()).toEqual(['route-changed', 'store_modal_open', 'route-changed', 'episode_read']);
  });

  it('three soft navigations give three route-changed, each with the previous URL', () => {
    const { tracker, dataLayer } = setUp();
    const pages = [`${ORIGIN}/`, `${ORIGIN}/ranking`, `${ORIGIN}/detail/KC_0101_S`];
    tracker.pageViewed(pages[0] as string);
    for (const page of pages.slice(1)) {
      tracker.navigationStarted();
      tracker.pageViewed(page);
    }
    expect(dataLayer.map((entry) => ('referrer' in entry ? entry.referrer : null))).toEqual([
      'https://www.google.com/',
      pages[0],
      pages[1],
    ]);
  });

  it('a query reorder gives no route-changed but still ends the navigation', () => {
    const { tracker, names } = setUp();
    tracker.pageViewed(`${ORIGIN}/contents/list?genre=3&sort=new`);
    tracker.navigationStarted();
    tracker.track(historyDeleteEvent('one', 1));
    tracker.pageViewed(`${ORIGIN}/contents/list?sort=new&genre=3`);
    expect(tracker.phase).toBe('ready');
    expect(names()).toEqual(['route-changed', 'history_delete']);
  });
});

describe('createTracker: consent and visitor', () => {
  it('sends nothing before the reader chooses; accepting sends what waited, in order', () => {
    const { tracker, names } = setUp({ consent: null });
    tracker.pageViewed(`${ORIGIN}/`);
    tracker.track(contentFollowEvent(work, true));
    expect(names()).toEqual([]);
    tracker.setConsent(ACCEPT_ALL_CONSENT);
    expect(names()).toEqual(['route-changed', 'content_follow_on']);
    tracker.track(historyDeleteEvent('all', 3));
    expect(names()).toEqual(['route-changed', 'content_follow_on', 'history_delete']);
  });

  it('declining drops what waited and everything after', () => {
    const { tracker, dataLayer } = setUp({ consent: null });
    tracker.pageViewed(`${ORIGIN}/`);
    tracker.setConsent(REQUIRED_ONLY_CONSENT);
    tracker.track(contentFollowEvent(work, true));
    tracker.navigationStarted();
    tracker.pageViewed(`${ORIGIN}/ranking`);
    expect(dataLayer).toEqual([]);
  });

  it('sends no event of a category the reader refused, even with others allowed', () => {
    const { tracker, dataLayer } = setUp({
      consent: consentFromCategories(['targeting', 'socialMedia', 'affiliate']),
    });
    tracker.pageViewed(`${ORIGIN}/`);
    tracker.track(endOfBookEvent(context));
    expect(dataLayer).toEqual([]);
  });

  it('stamps the visitor type on every event, waiting while the session loads', () => {
    const { tracker, dataLayer } = setUp({ visitorType: null });
    tracker.track(endOfBookEvent(context));
    tracker.pageViewed(`${ORIGIN}/viewer/KC_0101_E02`);
    expect(dataLayer).toEqual([]);
    tracker.setVisitorType('linked_user');
    tracker.track(historyDeleteEvent('one', 1));
    expect(dataLayer.map((entry) => [entry.event, entry.visitor_type])).toEqual([
      ['route-changed', 'linked_user'],
      ['end_of_book', 'linked_user'],
      ['history_delete', 'linked_user'],
    ]);
  });

  it('holds events again while a known session loads again, and stamps the new type', () => {
    const { tracker, dataLayer } = setUp({ visitorType: 'guest' });
    tracker.pageViewed(`${ORIGIN}/`);
    tracker.setVisitorType(null);
    tracker.track(historyDeleteEvent('one', 1));
    expect(dataLayer.map((entry) => entry.visitor_type)).toEqual(['guest']);
    tracker.setVisitorType('user');
    expect(dataLayer.map((entry) => [entry.event, entry.visitor_type])).toEqual([
      ['route-changed', 'guest'],
      ['history_delete', 'user'],
    ]);
  });

  it('a guest is reported as guest', () => {
    const { tracker, dataLayer } = setUp({ visitorType: 'guest' });
    tracker.pageViewed(`${ORIGIN}/`);
    expect(dataLayer[0]?.visitor_type).toBe('guest');
  });
});

describe('createTracker: once per view', () => {
  const impression = moduleImpressionEvent({ page: 'home', moduleName: 'ranking', position: 2 });

  it('sends a module impression once per view, again after a navigation', () => {
    const { tracker, names } = setUp();
    tracker.pageViewed(`${ORIGIN}/`);
    tracker.trackOncePerView('home:ranking', impression);
    tracker.trackOncePerView('home:ranking', impression);
    tracker.navigationStarted();
    // The new page's module is seen before the layout reports the view.
    tracker.trackOncePerView('home:ranking', impression);
    tracker.pageViewed(`${ORIGIN}/label/dengeki`);
    tracker.trackOncePerView('home:ranking', impression);
    expect(names()).toEqual([
      'route-changed',
      'module_impression_label',
      'route-changed',
      'module_impression_label',
    ]);
  });

  it('starts a new view on a URL change the router did not announce', () => {
    const { tracker, names } = setUp();
    tracker.pageViewed(`${ORIGIN}/`);
    tracker.trackOncePerView('home:ranking', impression);
    tracker.pageViewed(`${ORIGIN}/new`);
    tracker.trackOncePerView('home:ranking', impression);
    tracker.pageViewed(`${ORIGIN}/new`);
    tracker.trackOncePerView('home:ranking', impression);
    expect(names()).toEqual([
      'route-changed',
      'module_impression_label',
      'route-changed',
      'module_impression_label',
    ]);
  });
});
