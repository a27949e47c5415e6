import { availableParallelism } from 'node:os';

/** How much CPU and disk image variants may take from one backend process. */
export interface MediaLimits {
  /** Renders at once; sharp already spreads one render over several threads. */
  renderConcurrency: number;
  /** Requests waiting for a render; one more is answered 503 instead of piling up. */
  renderQueueMax: number;
  /** Of those, what one client may have waiting; one more is answered 429. */
  renderClientQueueMax: number;
  /** Disk kept for rendered variants; the least recently used are deleted past it. */
  cacheMaxBytes: number;
}

export const MIB = 1024 * 1024;

/** The defaults of MEDIA_RENDER_CONCURRENCY, MEDIA_RENDER_QUEUE and MEDIA_CACHE_MAX_MB. */
export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  renderConcurrency: availableParallelism(),
  // A page of covers on a cold cache asks for about a hundred variants at once, and a browser
  // never retries a failed image: room for a few such pages (~30 s of work on 2 cores at
  // ~240 ms a render, far below an attacker walking the variant space).
  renderQueueMax: 256,
  // A quarter of the queue: a reader's cold page of covers fits, a flood takes no more.
  renderClientQueueMax: 64,
  cacheMaxBytes: 2048 * MIB,
};
