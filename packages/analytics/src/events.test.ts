import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL_CONSENT,
  CONSENT_CATEGORIES,
  consentFromCategories,
  REQUIRED_ONLY_CONSENT,
} from './consent';
import {
  ANALYTICS_EVENTS,
  EVENT_CONSENT_CATEGORIES,
  isEventAllowed,
  ROUTE_CHANGED_EVENT,
} from './events';

describe('the events', () => {
  it('name every event of spec section 9 once', () => {
    expect(new Set(ANALYTICS_EVENTS).size).toBe(26);
    expect(ANALYTICS_EVENTS).toHaveLength(26);
    for (const name of ['history_delete', 'label_follow_off', 'good_button_on', 'send_app']) {
      expect(ANALYTICS_EVENTS).toContain(name);
    }
  });

  it('each need a consent category, route-changed included, never required alone', () => {
    const names = Object.keys(EVENT_CONSENT_CATEGORIES).sort();
    expect(names).toEqual([...ANALYTICS_EVENTS, ROUTE_CHANGED_EVENT].sort());
    for (const categories of Object.values(EVENT_CONSENT_CATEGORIES)) {
      expect(categories.length).toBeGreaterThan(0);
      expect(categories.every((category) => category !== 'required')).toBe(true);
    }
  });
});

describe('the consent gate', () => {
  it('allows no event without consent', () => {
    for (const name of [...ANALYTICS_EVENTS, ROUTE_CHANGED_EVENT]) {
      expect(isEventAllowed(name, REQUIRED_ONLY_CONSENT)).toBe(false);
      expect(isEventAllowed(name, ACCEPT_ALL_CONSENT)).toBe(true);
    }
  });

  it('allows an event only when every category it needs is allowed', () => {
    for (const name of [...ANALYTICS_EVENTS, ROUTE_CHANGED_EVENT]) {
      const needed = EVENT_CONSENT_CATEGORIES[name];
      expect(isEventAllowed(name, consentFromCategories(needed))).toBe(true);
      const others = CONSENT_CATEGORIES.filter((category) => !needed.includes(category));
      expect(isEventAllowed(name, consentFromCategories(others))).toBe(false);
    }
  });
});
