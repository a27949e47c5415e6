import { EPISODE_CACHE_PREFIX, VIEWER_MANIFEST_PATH } from './episodeResources';

/** Cache of media the site showed (covers, banners, pages): immutable, first from the cache. */
export const MEDIA_CACHE = 'cw-media';

/** Start of the cache of catalog pages of one build; a new build starts an empty one. */
export const PAGES_CACHE_PREFIX = 'cw-pages-';

/**
 * Cache of the reader's own session answer, so a signed-in reader is still signed in offline
 * (their history is queued, not lost). Deleted at sign-out with the saved episodes.
 */
export const READER_CACHE = 'cw-offline-reader';

/** The page shown for any page the device cannot load offline. */
export const OFFLINE_FALLBACK_PATH = '/offline';

/** Where the browser reads the session (next-auth's endpoint). */
export const SESSION_PATH = '/api/auth/session';

/**
 * How the service worker answers a request:
 * - `static`: the app's versioned files (`/_next/static/…`), from the cache first;
 * - `media`: images the page shows from the media host (`/v3/media/…`), a saved episode's
 *   copy first, then the media cache, then the network (the app's own `fetch` of an image,
 *   saving an episode, goes to the network: what it saves is not stored twice);
 * - `viewer-page`: a viewer page (`/viewer/{code}`), from the network, else the saved copy of
 *   that episode, else the offline page;
 * - `page`: another page of the site, the cached copy at once and refreshed behind
 *   (stale-while-revalidate), else the offline page;
 * - `session`: the reader's session, from the network, else the last answer;
 * - `viewer-manifest`: an episode's viewer manifest, from the network, else the saved copy;
 * - `null`: the browser's own way (the API, sign-in, other origins, anything not a GET).
 */
export type OfflineRequestKind =
  | 'static'
  | 'media'
  | 'viewer-page'
  | 'page'
  | 'session'
  | 'viewer-manifest'
  | null;

/** The parts of a request the service worker decides on. */
export interface OfflineRequest {
  readonly url: URL;
  readonly method: string;
  /** `navigate` for a page the browser opens. */
  readonly mode: string;
  /** What the request is for: `image` for an `<img>`, `''` for a script's `fetch`. */
  readonly destination: string;
}

// Paths whose pages are never cached: they sign in and out, redirect with cookies or answer for
// one reader only.
const UNCACHED_PAGE = /^\/(?:api|auth|app)(?:\/|$)/;
const VIEWER_PAGE = /^\/viewer\/([^/]+)\/?$/;

/**
 * Which of the service worker's ways answers `request` on the site at `origin`.
 *
 * @example
 * offlineRequestKind({ url: new URL('https://comic.example/viewer/CW_1_E?page=3'), method: 'GET', mode: 'navigate', destination: 'document' }, 'https://comic.example');
 * //=> 'viewer-page'
 */
export function offlineRequestKind(request: OfflineRequest, origin: string): OfflineRequestKind {
  const { url, method, mode, destination } = request;
  if (method !== 'GET' || url.origin !== origin) return null;
  const path = url.pathname;
  if (path.startsWith('/_next/static/')) return 'static';
  if (path.startsWith('/v3/media/')) return destination === 'image' ? 'media' : null;
  if (path === SESSION_PATH) return 'session';
  if (path === VIEWER_MANIFEST_PATH && url.searchParams.has('episodeCode')) {
    return 'viewer-manifest';
  }
  if (mode !== 'navigate' || UNCACHED_PAGE.test(path)) return null;
  return VIEWER_PAGE.test(path) ? 'viewer-page' : 'page';
}

/**
 * The episode code of a viewer page's path, or `null`.
 *
 * @example
 * viewerPageEpisodeCode('/viewer/CW_000001_0002_E'); //=> 'CW_000001_0002_E'
 */
export function viewerPageEpisodeCode(path: string): string | null {
  const code = VIEWER_PAGE.exec(path)?.[1];
  if (code === undefined) return null;
  try {
    return decodeURIComponent(code);
  } catch {
    return null;
  }
}

/** Whether a cache of `name` belongs to a build other than `buildId` (pages of an older build). */
export function isStalePagesCache(name: string, buildId: string): boolean {
  return name.startsWith(PAGES_CACHE_PREFIX) && name !== `${PAGES_CACHE_PREFIX}${buildId}`;
}

/** Whether a cache holds reader data that sign-out deletes (saved episodes, the session). */
export function isReaderCache(name: string): boolean {
  return name === READER_CACHE || name.startsWith(EPISODE_CACHE_PREFIX);
}
