import { buildViewerManifest } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { episodeCacheName } from './episodeResources';
import { SaveFailedError, type SaveProgress, saveEpisode } from './saveEpisode';

/** CacheStorage in memory: each cache a Map of URL to response body text. */
function fakeCaches() {
  const stored = new Map<string, Map<string, string>>();
  const caches = {
    stored,
    async open(name: string) {
      const cache = stored.get(name) ?? new Map<string, string>();
      stored.set(name, cache);
      return {
        async put(url: string, response: Response) {
          cache.set(url, await response.text());
        },
      } as unknown as Cache;
    },
    async delete(name: string) {
      return stored.delete(name);
    },
  };
  return caches;
}

const manifest = buildViewerManifest({ episode: { code: 'CW_000001_0002_E' }, pageCount: 3 });
const options = { width: 1080, format: 'webp' } as const;
const pageUrls = [0, 1, 2].map((index) => `/v3/media/pages/2/${index}/w1080.webp`);

/** A fetch answering every URL with its own path as the body, except `failing` ones. */
function fetchAll(failing: Record<string, number> = {}) {
  const requested: string[] = [];
  const fetch = async (url: string) => {
    requested.push(url);
    return new Response(url, { status: failing[url] ?? 200 });
  };
  return { fetch, requested };
}

describe('saveEpisode', () => {
  it('stores the viewer page, the manifest and every page in the episode cache', async () => {
    const caches = fakeCaches();
    const { fetch } = fetchAll();
    const saved = await saveEpisode(manifest, options, { caches, fetch });
    const urls = [
      '/viewer/CW_000001_0002_E',
      '/api/contents/viewer?episodeCode=CW_000001_0002_E',
      ...pageUrls,
    ];
    expect(saved.cacheName).toBe(episodeCacheName('CW_000001_0002_E'));
    expect(saved.urls).toEqual(urls);
    expect([...(caches.stored.get(saved.cacheName)?.keys() ?? [])].toSorted()).toEqual(
      urls.toSorted(),
    );
    // Each fake body is its URL: the bytes are the bodies' lengths.
    expect(saved.bytes).toBe(urls.reduce((sum, url) => sum + url.length, 0));
  });

  it('reports progress once per stored request, ending at the total', async () => {
    const progress: SaveProgress[] = [];
    await saveEpisode(
      manifest,
      options,
      { caches: fakeCaches(), fetch: fetchAll().fetch },
      { onProgress: (step) => progress.push(step), concurrency: 1 },
    );
    expect(progress.map(({ done, total }) => [done, total])).toEqual([
      [1, 5],
      [2, 5],
      [3, 5],
      [4, 5],
      [5, 5],
    ]);
    expect(progress.map(({ bytes }) => bytes)).toEqual(
      progress.map((_, index) => progress[index]?.bytes ?? 0).toSorted((a, b) => a - b),
    );
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const fetch = async (url: string) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return new Response(url);
    };
    await saveEpisode(manifest, options, { caches: fakeCaches(), fetch }, { concurrency: 2 });
    expect(most).toBe(2);
  });

  it('saves nothing when a request fails: the cache is deleted and the error thrown', async () => {
    const caches = fakeCaches();
    const { fetch } = fetchAll({ [pageUrls[1] as string]: 503 });
    await expect(saveEpisode(manifest, options, { caches, fetch })).rejects.toEqual(
      new SaveFailedError(pageUrls[1] as string, 503),
    );
    expect(caches.stored.has(episodeCacheName('CW_000001_0002_E'))).toBe(false);
  });

  it('tries a busy request again after its Retry-After, and gives up after SAVE_ATTEMPTS', async () => {
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    let busy = 2;
    const fetch = async (url: string) =>
      url === pageUrls[0] && busy-- > 0
        ? new Response('busy', { status: 503, headers: { 'retry-after': '5' } })
        : new Response(url);
    const caches = fakeCaches();
    await saveEpisode(manifest, options, { caches, fetch, wait }, { concurrency: 1 });
    expect(waits).toEqual([5000, 5000]);
    expect(
      caches.stored.get(episodeCacheName('CW_000001_0002_E'))?.get(pageUrls[0] as string),
    ).toBe(pageUrls[0]);

    const alwaysBusy = async () => new Response('busy', { status: 429 });
    waits.length = 0;
    await expect(
      saveEpisode(
        manifest,
        options,
        { caches: fakeCaches(), fetch: alwaysBusy, wait },
        { concurrency: 1 },
      ),
    ).rejects.toBeInstanceOf(SaveFailedError);
    // Without Retry-After, a second each time; three waits for four tries.
    expect(waits).toEqual([1000, 1000, 1000]);
  });

  it('stops and deletes what it stored when aborted', async () => {
    const caches = fakeCaches();
    const controller = new AbortController();
    const fetch = async (url: string) => {
      if (url === pageUrls[0]) controller.abort();
      return new Response(url);
    };
    await expect(
      saveEpisode(manifest, options, { caches, fetch }, { signal: controller.signal }),
    ).rejects.toThrow();
    expect(caches.stored.size).toBe(0);
  });
});
