/// <reference lib="webworker" />
// The site's service worker, `/sw.js` (built by scripts/buildServiceWorker.mjs after `next
// build`): the app's files precached, catalog pages and media cached as the reader browses,
// saved episodes answered from their own caches, and the offline page for any other page the
// device cannot load. Which request goes which way is decided by `offlineRequestKind` of
// @cw/offline (unit-tested there); this file only wires Serwist's strategies to it.
import {
  episodeCacheName,
  episodeCodeOfCache,
  isStalePagesCache,
  MEDIA_CACHE,
  OFFLINE_FALLBACK_PATH,
  offlineRequestKind,
  PAGES_CACHE_PREFIX,
  READER_CACHE,
  savedVariantFor,
  viewerPageEpisodeCode,
} from '@cw/offline';
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type RouteMatchCallbackOptions,
  Serwist,
  StaleWhileRevalidate,
} from 'serwist';

declare const self: ServiceWorkerGlobalScope & {
  /** The precache list, injected at build: the app's files and the offline pages. */
  __SW_MANIFEST: (PrecacheEntry | string)[];
  /** The Next.js build this worker belongs to, injected at build. */
  __BUILD_ID: string;
};

const BUILD_ID = self.__BUILD_ID;
const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${BUILD_ID}`;
/** Seconds a page waits on the network before the saved or cached copy answers. */
const NETWORK_TIMEOUT_SECONDS = 4;

const kindOf = ({ url, request }: RouteMatchCallbackOptions) =>
  offlineRequestKind(
    { url, method: request.method, mode: request.mode, destination: request.destination },
    self.location.origin,
  );

/** The caches of saved episodes, newest saved last. */
async function savedEpisodeCaches(): Promise<string[]> {
  return (await caches.keys()).filter((name) => episodeCodeOfCache(name) !== null);
}

/**
 * A saved copy of a page image: the same URL, else another width or format of that page saved
 * for another screen (better than a blank page).
 */
async function savedMedia(url: string): Promise<Response | undefined> {
  for (const name of await savedEpisodeCaches()) {
    const cache = await caches.open(name);
    const exact = await cache.match(url);
    if (exact) return exact;
    const keys = (await cache.keys()).map((request) => new URL(request.url).pathname);
    const variant = savedVariantFor(new URL(url).pathname, keys);
    if (variant) return cache.match(variant);
  }
  return undefined;
}

/** Where page images live on the media host: the only media saved episodes hold. */
const SAVED_MEDIA_PREFIX = '/v3/media/pages/';

const media = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
});
const viewerPages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true })],
});
const readerSession = new NetworkFirst({
  cacheName: READER_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
});
const viewerManifests = new NetworkOnly();

/** Answered from a saved episode's cache when the network cannot answer. */
async function savedEpisodeResponse(episodeCode: string | null, url: URL) {
  if (!episodeCode) return undefined;
  const cache = await caches.open(episodeCacheName(episodeCode));
  return cache.match(url.pathname + url.search, {
    ignoreSearch: url.pathname.startsWith('/viewer/'),
  });
}

/** The site's offline page (precached), for a page neither the network nor a cache answers. */
async function offlinePage(): Promise<Response> {
  return (await serwist.matchPrecache(OFFLINE_FALLBACK_PATH)) ?? Response.error();
}

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: (options) => kindOf(options) === 'static',
      handler: new CacheFirst({
        cacheName: 'cw-static',
        plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
      }),
    },
    {
      matcher: (options) => kindOf(options) === 'media',
      // Only page images are ever saved: covers and banners go straight to the media cache.
      handler: async (options: RouteHandlerCallbackOptions) =>
        (options.url.pathname.startsWith(SAVED_MEDIA_PREFIX)
          ? await savedMedia(options.url.href)
          : undefined) ?? media.handle(options),
    },
    {
      matcher: (options) => kindOf(options) === 'viewer-page',
      handler: async (options: RouteHandlerCallbackOptions) => {
        try {
          return await viewerPages.handle(options);
        } catch {
          const code = viewerPageEpisodeCode(options.url.pathname);
          return (await savedEpisodeResponse(code, options.url)) ?? offlinePage();
        }
      },
    },
    {
      matcher: (options) => kindOf(options) === 'viewer-manifest',
      handler: async (options: RouteHandlerCallbackOptions) => {
        try {
          return await viewerManifests.handle(options);
        } catch (error) {
          const code = options.url.searchParams.get('episodeCode');
          const saved = await savedEpisodeResponse(code, options.url);
          if (saved) return saved;
          throw error;
        }
      },
    },
    {
      matcher: (options) => kindOf(options) === 'session',
      handler: readerSession,
    },
    {
      matcher: (options) => kindOf(options) === 'page',
      handler: new StaleWhileRevalidate({
        cacheName: PAGES_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 100, purgeOnQuotaError: true })],
      }),
    },
  ],
  fallbacks: {
    entries: [
      {
        url: OFFLINE_FALLBACK_PATH,
        matcher: ({ request }) => request.mode === 'navigate',
      },
    ],
  },
});

// Pages of an older build name scripts the new one no longer serves: their caches go when this
// worker takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => isStalePagesCache(name, BUILD_ID))
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});

serwist.addEventListeners();
