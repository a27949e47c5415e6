import {
  ACCEPT_ALL_CONSENT,
  createTracker,
  historyDeleteEvent,
  type TrackedEvent,
  visitorType,
} from '@cw/analytics';
import { describe, expect, it } from 'vitest';
import { sessionStatus } from './sessionStatus';

const reader = (isLinked: boolean) => ({ user: { id: 1, isLinked } });
const known = { pending: false, hydrated: true };
/** What the session hook knows: a session of a reader, a guest's null, or no answer yet. */
type Known = typeof known & { session: ReturnType<typeof reader> | null | undefined };

describe('sessionStatus: "loading, then authenticated or unauthenticated"', () => {
  it.each([
    ['the first read has not answered', { ...known, pending: true, session: undefined }, 'loading'],
    ['the page has not hydrated', { ...known, hydrated: false, session: reader(false) }, 'loading'],
    ['a session answered', { ...known, session: reader(false) }, 'authenticated'],
    ["a guest's answer", { ...known, session: null }, 'unauthenticated'],
  ] as const)('%s: %s', (_, input, status) => {
    expect(sessionStatus(input)).toBe(status);
  });
});

describe('the visitor type of each status (spec section 4)', () => {
  it.each([
    [{ ...known, pending: true, session: undefined }, null],
    [{ ...known, session: null }, 'guest'],
    [{ ...known, session: reader(false) }, 'user'],
    [{ ...known, session: reader(true) }, 'linked_user'],
  ] as const)('%o is %s', (input, type) => {
    const status = sessionStatus(input);
    const data = status === 'authenticated' ? input.session : null;
    expect(visitorType({ status, data })).toBe(type);
  });
});

describe('events wait only while the session is loading', () => {
  function page() {
    const sent: TrackedEvent[] = [];
    const tracker = createTracker({
      sink: (event) => sent.push(event),
      documentReferrer: '',
      consent: ACCEPT_ALL_CONSENT,
    });
    const show = (input: Known) => {
      const status = sessionStatus(input);
      const data = status === 'authenticated' ? input.session : null;
      tracker.setVisitorType(visitorType({ status, data }));
    };
    return { sent, tracker, show };
  }

  it.each([
    [{ ...known, session: null }, 'guest'],
    [{ ...known, session: reader(false) }, 'user'],
    [{ ...known, session: reader(true) }, 'linked_user'],
  ] as const)('an event fired while loading is sent once it is %o, as %s', (input, type) => {
    const { sent, tracker, show } = page();
    show({ ...known, pending: true, session: undefined });
    tracker.pageViewed('https://comic.example/my-comic/history');
    tracker.track(historyDeleteEvent('one', 1));
    expect(sent).toEqual([]);

    show(input);
    expect(sent.map((event) => [event.event, event.visitor_type])).toEqual([
      ['route-changed', type],
      ['history_delete', type],
    ]);
  });

  it('sends no event without a visitor type, however long the session loads', () => {
    const { sent, tracker, show } = page();
    show({ ...known, hydrated: false, session: reader(true) });
    tracker.pageViewed('https://comic.example/');
    for (let i = 0; i < 3; i += 1) tracker.track(historyDeleteEvent('all', i));
    expect(sent).toEqual([]);
    show({ ...known, session: reader(true) });
    expect(sent).toHaveLength(4);
    expect(sent.every((event) => event.visitor_type === 'linked_user')).toBe(true);
  });
});
