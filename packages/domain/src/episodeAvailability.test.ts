import { describe, expect, it } from 'vitest';
import { type EpisodeAvailability, episodeAvailability } from './episodeAvailability';
import {
  type DatedEpisode,
  episodeAvailabilityAt,
  hasDeliveryEnded,
  isEpisodeServed,
} from './episodeAvailabilityAt';

// Run under several TZ values (package.json `test`): a zone-less time is Japan time wherever
// the code runs.
const NOW = new Date('2024-04-01T00:00:00+09:00');
const END_OF_MARCH = '2024-03-31T23:59:59+09:00';
const END_OF_APRIL = '2024-04-30T23:59:59+09:00';
const amazon = { code: 'amazon' };

const episode = (overrides: Partial<DatedEpisode> = {}): DatedEpisode => ({
  isActive: true,
  stores: [],
  type: 'normal',
  serviceId: 'web',
  deliveryPeriod: null,
  ...overrides,
});

describe('episodeAvailability and episodeAvailabilityAt', () => {
  it.each<[string, Partial<DatedEpisode>, Date | null, EpisodeAvailability]>([
    ['active, no stores', {}, NOW, { kind: 'readable' }],
    ['active, delivery ending later', { deliveryPeriod: END_OF_APRIL }, NOW, { kind: 'readable' }],
    [
      'delivery in year 9999: no end',
      { deliveryPeriod: '9999-12-31T23:59:59+09:00' },
      NOW,
      { kind: 'readable' },
    ],
    [
      'active with stores: the card is ストアで購入',
      { stores: [amazon] },
      NOW,
      { kind: 'store-only' },
    ],
    ['inactive with stores', { isActive: false, stores: [amazon] }, NOW, { kind: 'store-only' }],
    ['inactive without stores', { isActive: false }, NOW, { kind: 'ended', reason: 'inactive' }],
    ['active pr', { type: 'pr' }, NOW, { kind: 'promotional' }],
    ['active pr with stores', { type: 'pr', stores: [amazon] }, NOW, { kind: 'store-only' }],
    ['inactive pr', { type: 'pr', isActive: false }, NOW, { kind: 'ended', reason: 'inactive' }],
    [
      'inactive pr with stores: removed, not sold',
      { type: 'pr', isActive: false, stores: [amazon] },
      NOW,
      { kind: 'ended', reason: 'inactive' },
    ],
    [
      'a volume trial chapter',
      { serviceId: 'web_trial', deliveryPeriod: END_OF_APRIL },
      NOW,
      { kind: 'trial' },
    ],
    [
      'an inactive trial chapter',
      { serviceId: 'web_trial', isActive: false },
      NOW,
      { kind: 'ended', reason: 'inactive' },
    ],
    [
      'delivery ended by now though still active',
      { deliveryPeriod: END_OF_MARCH },
      NOW,
      { kind: 'ended', reason: 'delivery-ended' },
    ],
    [
      'delivery ending exactly now',
      { deliveryPeriod: NOW.toISOString() },
      NOW,
      { kind: 'ended', reason: 'delivery-ended' },
    ],
    [
      'delivery ending a second after now',
      { deliveryPeriod: new Date(NOW.getTime() + 1000) },
      NOW,
      { kind: 'readable' },
    ],
    [
      'delivery ended, with stores',
      { deliveryPeriod: END_OF_MARCH, stores: [amazon] },
      NOW,
      { kind: 'store-only' },
    ],
    [
      'delivery ended, pr',
      { deliveryPeriod: END_OF_MARCH, type: 'pr' },
      NOW,
      { kind: 'ended', reason: 'delivery-ended' },
    ],
    [
      'inactive and delivery ended: the data says first',
      { isActive: false, deliveryPeriod: END_OF_MARCH },
      NOW,
      { kind: 'ended', reason: 'inactive' },
    ],
    [
      'zone-less time is Japan time: 23:59:59 in Japan is still before midnight',
      { deliveryPeriod: '2024-03-31 23:59:59' },
      new Date('2024-03-31T14:59:58Z'),
      { kind: 'readable' },
    ],
    [
      'zone-less time is Japan time: over at midnight in Japan',
      { deliveryPeriod: '2024-03-31 23:59:59' },
      new Date('2024-03-31T15:00:00Z'),
      { kind: 'ended', reason: 'delivery-ended' },
    ],
    [
      'a backend row: its delivery end as a Date',
      { deliveryPeriod: new Date(END_OF_MARCH) },
      NOW,
      { kind: 'ended', reason: 'delivery-ended' },
    ],
    [
      'no clock: isActive as sent, the period not read against one',
      { deliveryPeriod: END_OF_MARCH },
      null,
      { kind: 'readable' },
    ],
    ['no clock, inactive', { isActive: false }, null, { kind: 'ended', reason: 'inactive' }],
    ['no clock, active with stores', { stores: [amazon] }, null, { kind: 'store-only' }],
  ])('%s', (_, overrides, now, expected) => {
    // `now` null: what screens ask (episodeAvailability); else saving and the backend.
    const subject = episode(overrides);
    const availability =
      now === null ? episodeAvailability(subject) : episodeAvailabilityAt(subject, now);
    expect(availability).toEqual(expected);
  });
});

describe('hasDeliveryEnded', () => {
  it.each<[string, DatedEpisode['deliveryPeriod'], boolean]>([
    ['ended before now', END_OF_MARCH, true],
    ['ends now', NOW.toISOString(), true],
    ['ends later', END_OF_APRIL, false],
    ['no period', null, false],
    ['year 9999', '9999-12-31T23:59:59+09:00', false],
    ['unreadable', 'someday', false],
  ])('%s', (_, deliveryPeriod, expected) => {
    expect(hasDeliveryEnded({ deliveryPeriod }, NOW)).toBe(expected);
  });
});

describe('isEpisodeServed', () => {
  it('is active with its delivery period not over', () => {
    expect(isEpisodeServed({ isActive: true, deliveryPeriod: END_OF_APRIL }, NOW)).toBe(true);
    expect(isEpisodeServed({ isActive: true, deliveryPeriod: END_OF_MARCH }, NOW)).toBe(false);
    expect(isEpisodeServed({ isActive: false, deliveryPeriod: null }, NOW)).toBe(false);
  });
});
