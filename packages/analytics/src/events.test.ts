import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSENT } from './consent';
import { ANALYTICS_EVENTS, trackEvent } from './events';

describe('trackEvent', () => {
  it('pushes the event to the data layer with consent', () => {
    const dataLayer: object[] = [];
    const event = { event: 'history_delete', scope: 'one', count: 1 } as const;
    expect(trackEvent(event, { consent: DEFAULT_CONSENT, dataLayer })).toBe(true);
    expect(dataLayer).toEqual([event]);
  });

  it('drops the event when the reader refused performance measurement', () => {
    const dataLayer: object[] = [];
    const consent = { ...DEFAULT_CONSENT, performance: false };
    expect(trackEvent({ event: 'share' }, { consent, dataLayer })).toBe(false);
    expect(dataLayer).toEqual([]);
  });

  it('names every event of spec section 9 once', () => {
    expect(new Set(ANALYTICS_EVENTS).size).toBe(26);
    expect(ANALYTICS_EVENTS).toContain('history_delete');
    expect(ANALYTICS_EVENTS).toContain('label_follow_off');
  });
});
