import { describe, expect, it } from 'vitest';
import { AUTO_KEEP_SETTING_STORAGE_KEY } from './autoKeep';
import { INSTALL_PROMPT_STORAGE_KEY } from './installPrompt';
import { SAVED_LIBRARY_STORAGE_KEY } from './savedLibrary';
import { signOutPlan } from './signOut';
import { EMPTY_WRITE_QUEUE, enqueueRead, WRITE_QUEUE_STORAGE_KEY } from './writeQueue';

const queue = enqueueRead(EMPTY_WRITE_QUEUE, {
  owner: '42',
  body: { episodeId: 2, page: 7, pageCount: 20 },
  now: new Date('2024-06-15T12:00:00+09:00'),
});
const cacheNames = [
  'serwist-precache-v2-https://comic.example/',
  'cw-pages',
  'cw-media',
  'cw-offline-reader',
  'cw-offline-episode-CW_000001_0002_E',
  'cw-offline-episode-CW_000002_0005_E',
];

describe('signOutPlan', () => {
  it("deletes every saved episode's cache and the session's, and keeps the shared ones", () => {
    const plan = signOutPlan({ cacheNames, queue, reader: '42', online: true });
    expect(plan.deleteCaches).toEqual([
      'cw-offline-reader',
      'cw-offline-episode-CW_000001_0002_E',
      'cw-offline-episode-CW_000002_0005_E',
    ]);
  });

  it("clears the reader's library, queue and setting, not the device's install state", () => {
    const plan = signOutPlan({ cacheNames, queue, reader: '42', online: true });
    expect(plan.clearStorageKeys).toEqual([
      SAVED_LIBRARY_STORAGE_KEY,
      WRITE_QUEUE_STORAGE_KEY,
      AUTO_KEEP_SETTING_STORAGE_KEY,
    ]);
    expect(plan.clearStorageKeys).not.toContain(INSTALL_PROMPT_STORAGE_KEY);
  });

  it('sends queued writes first when online, so nothing is lost', () => {
    const plan = signOutPlan({ cacheNames, queue, reader: '42', online: true });
    expect(plan.sendFirst).toEqual(queue.writes);
    expect(plan.droppedWrites).toBe(0);
  });

  it('counts the writes lost when signing out offline, or not the reader’s', () => {
    expect(signOutPlan({ cacheNames, queue, reader: '42', online: false })).toMatchObject({
      sendFirst: [],
      droppedWrites: 1,
    });
    expect(signOutPlan({ cacheNames, queue, reader: '7', online: true })).toMatchObject({
      sendFirst: [],
      droppedWrites: 1,
    });
  });
});
