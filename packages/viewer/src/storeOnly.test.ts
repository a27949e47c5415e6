import { buildStore } from '@cw/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { storeOnlyStores } from './storeOnly';

const amazon = buildStore('amazon');
const honto = buildStore('honto');

describe('storeOnlyStores', () => {
  it('offers nothing for an episode that can be read', () => {
    expect(
      storeOnlyStores({ episode: { isActive: true, stores: [amazon] }, volumeStores: [] }),
    ).toBeNull();
  });

  it("offers an unreadable episode's own stores first", () => {
    expect(
      storeOnlyStores({ episode: { isActive: false, stores: [amazon] }, volumeStores: [honto] }),
    ).toEqual([amazon]);
  });

  it("falls back to the volume's stores", () => {
    expect(
      storeOnlyStores({ episode: { isActive: false, stores: [] }, volumeStores: [honto] }),
    ).toEqual([honto]);
  });

  it('is null when nothing sells the episode', () => {
    expect(
      storeOnlyStores({ episode: { isActive: false, stores: [] }, volumeStores: [] }),
    ).toBeNull();
  });
});
