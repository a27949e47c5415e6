import type { ViewerManifest } from '@cw/contract/schemas';
import { viewerPath } from '@cw/paths';
import { episodeResources, type SaveOptions } from './episodeResources';

/** Requests of one episode in flight at once while saving. */
export const SAVE_CONCURRENCY = 4;

/** Tries of one request the server asks to repeat (503 or 429 with `Retry-After`). */
export const SAVE_ATTEMPTS = 4;

/** Longest wait before trying again, whatever `Retry-After` asks (seconds). */
const MAX_RETRY_WAIT_SECONDS = 10;

/** How far a save has come: requests stored of all, and the bytes they hold. */
export interface SaveProgress {
  readonly done: number;
  readonly total: number;
  readonly bytes: number;
}

/** What saving needs of the browser: its caches and `fetch` (fakes in tests). */
export interface SaveEnvironment {
  readonly caches: Pick<CacheStorage, 'open' | 'delete'>;
  readonly fetch: (url: string) => Promise<Response>;
  /** Waits before a request is tried again; `setTimeout` by default. */
  readonly wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Milliseconds to wait before trying a request again, from its `Retry-After` in seconds (an
 * HTTP date or nothing counts as one second), at most {@link MAX_RETRY_WAIT_SECONDS}.
 */
function retryDelayMs(retryAfter: string | null): number {
  const seconds = Number(retryAfter);
  const wait = Number.isFinite(seconds) && seconds > 0 ? seconds : 1;
  return Math.min(wait, MAX_RETRY_WAIT_SECONDS) * 1000;
}

/** `fetch`, tried again while the server answers 503 or 429 (busy rendering, rate-limited). */
async function fetchPatiently(
  url: string,
  { fetch, wait = sleep }: SaveEnvironment,
  signal: AbortSignal | undefined,
): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url);
    const busy = response.status === 503 || response.status === 429;
    if (!busy || attempt >= SAVE_ATTEMPTS) return response;
    await wait(retryDelayMs(response.headers.get('retry-after')));
    signal?.throwIfAborted();
  }
}

/** A saved episode's cache: the viewer page, the manifest and every page image. */
export interface SavedEpisodeCache {
  readonly cacheName: string;
  /** Every URL stored, the viewer page first. */
  readonly urls: readonly string[];
  readonly bytes: number;
}

/** A response that could not be saved: the episode is not saved at all. */
export class SaveFailedError extends Error {
  constructor(
    readonly url: string,
    readonly status: number,
  ) {
    super(`${url} answered ${status}`);
    this.name = 'SaveFailedError';
  }
}

/**
 * Stores everything to read an episode offline in its own cache: its viewer page (which
 * carries the manifest), the manifest as the API answers it, and each page image at the width
 * and format this device shows. A request the server asks to repeat (503, 429) is tried
 * again after its `Retry-After`, up to {@link SAVE_ATTEMPTS} times. All or nothing: on any
 * failure (a request that fails or answers other than 2xx, a full disk, `signal` aborted) the
 * episode's cache is deleted and the error thrown. Returns the bytes stored, measured on the bodies.
 *
 * @example
 * const saved = await saveEpisode(manifest, { width: 1080, format: 'webp' }, { caches, fetch }, {
 *   onProgress: ({ done, total }) => setPercent(Math.round((done / total) * 100)),
 * });
 * saved.bytes; //=> 5_312_044
 */
export async function saveEpisode(
  manifest: Pick<ViewerManifest, 'episode' | 'pages'>,
  options: SaveOptions,
  environment: SaveEnvironment,
  {
    onProgress,
    signal,
    concurrency = SAVE_CONCURRENCY,
  }: {
    readonly onProgress?: (progress: SaveProgress) => void;
    readonly signal?: AbortSignal;
    readonly concurrency?: number;
  } = {},
): Promise<SavedEpisodeCache> {
  const resources = episodeResources(manifest, options);
  const urls = [viewerPath(manifest.episode.code), ...resources.urls];
  const cache = await environment.caches.open(resources.cacheName);
  let done = 0;
  let bytes = 0;
  let next = 0;
  let failed = false;
  const store = async () => {
    while (!failed && next < urls.length) {
      signal?.throwIfAborted();
      const url = urls[next++] as string;
      const response = await fetchPatiently(url, environment, signal);
      if (!response.ok) throw new SaveFailedError(url, response.status);
      const body = await response.arrayBuffer();
      signal?.throwIfAborted();
      await cache.put(
        url,
        new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        }),
      );
      done += 1;
      bytes += body.byteLength;
      onProgress?.({ done, total: urls.length, bytes });
    }
  };
  try {
    const workers = Math.max(1, Math.min(concurrency, urls.length));
    await Promise.all(Array.from({ length: workers }, store));
  } catch (error) {
    failed = true;
    await environment.caches.delete(resources.cacheName);
    throw error;
  }
  return { cacheName: resources.cacheName, urls, bytes };
}
