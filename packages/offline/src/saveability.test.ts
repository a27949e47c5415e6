import { buildEpisode, buildStore } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { episodeSaveability, UNSAVEABLE_TEXT } from './saveability';

const now = new Date('2024-03-31T12:00:00+09:00');

describe('episodeSaveability', () => {
  it('lets an active episode without stores be saved, until its delivery period ends', () => {
    const episode = buildEpisode(2, { deliveryPeriod: '2024-03-31T23:59:59+09:00' });
    expect(episodeSaveability(episode, now)).toEqual({
      saveable: true,
      expiresAt: new Date('2024-03-31T14:59:59Z'),
    });
  });

  it('gives no end for no delivery period or year 9999', () => {
    expect(episodeSaveability(buildEpisode(2), now)).toEqual({ saveable: true, expiresAt: null });
    const forever = buildEpisode(2, { deliveryPeriod: '9999-12-31T23:59:59+09:00' });
    expect(episodeSaveability(forever, now)).toEqual({ saveable: true, expiresAt: null });
  });

  it('refuses store-only episodes, active or not', () => {
    const stores = [buildStore('amazon')];
    expect(episodeSaveability(buildEpisode(2, { stores }), now)).toEqual({
      saveable: false,
      reason: 'store-only',
    });
    expect(episodeSaveability(buildEpisode(2, { stores, isActive: false }), now)).toEqual({
      saveable: false,
      reason: 'store-only',
    });
  });

  it('refuses ended episodes', () => {
    expect(episodeSaveability(buildEpisode(2, { isActive: false }), now)).toEqual({
      saveable: false,
      reason: 'ended',
    });
  });

  it('refuses an episode whose delivery period ended by now, though marked active', () => {
    const episode = buildEpisode(2, { deliveryPeriod: '2024-03-31T12:00:00+09:00' });
    expect(episodeSaveability(episode, now)).toEqual({ saveable: false, reason: 'expired' });
    const aSecondLater = buildEpisode(2, { deliveryPeriod: '2024-03-31T12:00:01+09:00' });
    expect(episodeSaveability(aSecondLater, now).saveable).toBe(true);
  });

  it('saves a trial chapter and a served promotional entry; an ended one is not sold', () => {
    const trial = buildEpisode(2, { serviceId: 'web_trial' });
    expect(episodeSaveability(trial, now)).toEqual({ saveable: true, expiresAt: null });
    expect(episodeSaveability(buildEpisode(2, { type: 'pr' }), now).saveable).toBe(true);
    const endedPr = buildEpisode(2, {
      type: 'pr',
      isActive: false,
      stores: [buildStore('amazon')],
    });
    expect(episodeSaveability(endedPr, now)).toEqual({ saveable: false, reason: 'ended' });
  });

  it('has Japanese text for every reason', () => {
    expect(UNSAVEABLE_TEXT['store-only']).toBe('ストアで購入できる話は保存できません');
    expect(Object.keys(UNSAVEABLE_TEXT).sort()).toEqual(['ended', 'expired', 'store-only']);
  });
});
