import { describe, expect, it } from 'vitest';
import * as offline from './index';

// Read through './index', the file the package's `exports` map names under the @cw/source
// condition: the service worker and the app take these functions from the entry.
describe('@cw/offline', () => {
  it('names an episode’s cache and reads the episode back from it', () => {
    const cache = offline.episodeCacheName('CW_000001_0002_E');
    expect(offline.episodeCodeOfCache(cache)).toBe('CW_000001_0002_E');
    expect(offline.episodeCodeOfCache(offline.MEDIA_CACHE)).toBeNull();
  });

  it('queues a read offline and keeps it across a reload', () => {
    const now = new Date('2024-06-16T15:00:00Z');
    const body = { episodeId: 2, page: 7, pageCount: 20 };
    const queue = offline.enqueueRead(offline.parseWriteQueue(null), { owner: '42', body, now });
    const reloaded = offline.parseWriteQueue(offline.serializeWriteQueue(queue));
    expect(offline.pendingWrites(reloaded, '42').map((write) => write.body)).toEqual([body]);
  });
});
