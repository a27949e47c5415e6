import { describe, expect, it } from 'vitest';
import { storeClickEvent, storeModalOpenEvent } from './storeEvents';
import { episode, store, volume, work } from './test/fixtures';

describe('store events', () => {
  it('store_modal_open names the volume and the work on the work page', () => {
    expect(
      storeModalOpenEvent({ screen: 'work', subject: { kind: 'volume', volume }, work }),
    ).toEqual({
      event: 'store_modal_open',
      screen: 'work',
      subject: 'volume',
      work_id: 101,
      work_code: 'KC_0101_S',
      work_title: 'ねこと魔法のパン屋さん',
      episode_id: null,
      episode_code: null,
      volume_id: 31,
      volume_title: 'ねこと魔法のパン屋さん 3',
    });
  });

  it('store_modal_open names the episode in the viewer, the work unknown', () => {
    expect(
      storeModalOpenEvent({ screen: 'viewer', subject: { kind: 'episode', episode } }),
    ).toMatchObject({
      screen: 'viewer',
      subject: 'episode',
      episode_id: 10102,
      episode_code: 'KC_0101_E02',
      volume_id: null,
      work_code: null,
    });
  });

  it('store_click adds the store code and name', () => {
    expect(
      storeClickEvent({
        screen: 'purchase_links',
        subject: { kind: 'volume', volume },
        work,
        store,
      }),
    ).toMatchObject({
      event: 'store_click',
      screen: 'purchase_links',
      store_code: 'book_walker',
      store_name: 'BOOK☆WALKER',
      volume_id: 31,
      work_code: 'KC_0101_S',
    });
  });
});
