import { buildEpisode, buildStore } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { storeOnlyStores } from './storeOnly';

const amazon = buildStore('amazon');
const honto = buildStore('honto');

describe('storeOnlyStores', () => {
  it('offers nothing for an episode that can be read', () => {
    expect(storeOnlyStores({ episode: buildEpisode(1), volumeStores: [honto] })).toBeNull();
    const promotional = buildEpisode(1, { type: 'pr' });
    expect(storeOnlyStores({ episode: promotional, volumeStores: [honto] })).toBeNull();
  });

  it('offers the stores of an active episode with stores: its card is ストアで購入 (spec 2)', () => {
    const episode = buildEpisode(1, { stores: [amazon] });
    expect(storeOnlyStores({ episode, volumeStores: [] })).toEqual([amazon]);
  });

  it("offers an unreadable episode's own stores first", () => {
    const episode = buildEpisode(1, { isActive: false, stores: [amazon] });
    expect(storeOnlyStores({ episode, volumeStores: [honto] })).toEqual([amazon]);
  });

  it("falls back to the volume's stores", () => {
    const episode = buildEpisode(1, { isActive: false });
    expect(storeOnlyStores({ episode, volumeStores: [honto] })).toEqual([honto]);
  });

  it('is null when nothing sells the episode', () => {
    const episode = buildEpisode(1, { isActive: false });
    expect(storeOnlyStores({ episode, volumeStores: [] })).toBeNull();
  });
});
