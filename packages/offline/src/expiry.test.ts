import { describe, expect, it } from 'vitest';
import {
  isSavedEpisodeExpired,
  MAX_TIMER_DELAY_MS,
  msUntilNextExpiry,
  nextExpiry,
  removeExpiredEpisodes,
  savedEpisodeExpiry,
} from './expiry';
import { buildSavedEpisode } from './test/fixtures';

const endOfMarch = '2024-03-31T23:59:59+09:00';
const library = [
  buildSavedEpisode(2, { deliveryPeriod: endOfMarch }),
  buildSavedEpisode(3, { deliveryPeriod: '2024-04-30T23:59:59+09:00' }),
  buildSavedEpisode(4, { deliveryPeriod: null }),
  buildSavedEpisode(5, { deliveryPeriod: '9999-12-31T23:59:59+09:00' }),
  buildSavedEpisode(6, { workId: 2, deliveryPeriod: endOfMarch }),
];

describe('savedEpisodeExpiry', () => {
  it('reads the end of the delivery period in Japan time', () => {
    expect(savedEpisodeExpiry({ deliveryPeriod: endOfMarch })).toEqual(
      new Date('2024-03-31T14:59:59Z'),
    );
    // A zone-less time is Japan time, whatever the machine's zone.
    expect(savedEpisodeExpiry({ deliveryPeriod: '2024-03-31 23:59:59' })).toEqual(
      new Date('2024-03-31T14:59:59Z'),
    );
  });

  it('has no end for null, year 9999 or garbage', () => {
    expect(savedEpisodeExpiry({ deliveryPeriod: null })).toBeNull();
    expect(savedEpisodeExpiry({ deliveryPeriod: '9999-12-31T23:59:59+09:00' })).toBeNull();
    expect(savedEpisodeExpiry({ deliveryPeriod: 'soon' })).toBeNull();
  });
});

describe('isSavedEpisodeExpired', () => {
  it('expires at the instant the period ends in Japan, not at the end of a UTC day', () => {
    const episode = { deliveryPeriod: endOfMarch };
    expect(isSavedEpisodeExpired(episode, new Date('2024-03-31T23:59:58+09:00'))).toBe(false);
    expect(isSavedEpisodeExpired(episode, new Date('2024-03-31T23:59:59+09:00'))).toBe(true);
    // Still 3/31 in UTC, already past the end in Japan.
    expect(isSavedEpisodeExpired(episode, new Date('2024-03-31T15:00:00Z'))).toBe(true);
  });
});

describe('removeExpiredEpisodes', () => {
  it('removes what expired, with its cache, and keeps the rest', () => {
    const plan = removeExpiredEpisodes(library, new Date('2024-04-01T00:00:00+09:00'));
    expect(plan.deleteCaches).toEqual([
      'cw-offline-episode-CW_000001_0002_E',
      'cw-offline-episode-CW_000002_0006_E',
    ]);
    expect(plan.library.map((episode) => episode.episodeNo)).toEqual([3, 4, 5]);
  });

  it('removes nothing before the end', () => {
    expect(removeExpiredEpisodes(library, new Date('2024-03-31T12:00:00+09:00')).removed).toEqual(
      [],
    );
  });
});

describe('nextExpiry', () => {
  it('gives the earliest end to come and every episode ending then', () => {
    expect(nextExpiry(library, new Date('2024-03-31T12:00:00+09:00'))).toEqual({
      at: new Date('2024-03-31T14:59:59Z'),
      episodeCodes: ['CW_000001_0002_E', 'CW_000002_0006_E'],
    });
  });

  it('skips what already expired, and gives nothing when nothing will', () => {
    expect(nextExpiry(library, new Date('2024-04-01T00:00:00+09:00'))?.episodeCodes).toEqual([
      'CW_000001_0003_E',
    ]);
    expect(nextExpiry(library, new Date('2024-05-01T00:00:00+09:00'))).toBeNull();
  });

  it('gives a delay for a timer, capped for setTimeout', () => {
    expect(msUntilNextExpiry(library, new Date('2024-03-31T22:59:59+09:00'))).toBe(3_600_000);
    const farAway = [buildSavedEpisode(2, { deliveryPeriod: '2030-01-01T00:00:00+09:00' })];
    expect(msUntilNextExpiry(farAway, new Date('2024-03-31T00:00:00+09:00'))).toBe(
      MAX_TIMER_DELAY_MS,
    );
    expect(msUntilNextExpiry([], new Date())).toBeNull();
  });
});
