import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { ViewerManifest, ViewerPage } from '@cw/contract/schemas';
import {
  chooseMediaWidth,
  hasMediaVariants,
  type MediaFormat,
  type MediaVariant,
  mediaUrl,
  mediaVariantUrl,
  parseMediaVariantUrl,
} from '@cw/paths';

/**
 * Image formats the media host renders pages in (`MediaFormat` of @cw/paths); the app saves the
 * one its browser shows.
 */
export type PageImageFormat = MediaFormat;

/** Start of every cache name of a saved episode; nothing else the site caches starts so. */
export const EPISODE_CACHE_PREFIX = 'cw-offline-episode-';

/** Path of the viewer manifest endpoint (`getViewer` of `@cw/contract/endpoints`). */
export const VIEWER_MANIFEST_PATH = '/api/contents/viewer';

/**
 * The cache holding one saved episode: one per episode, so deleting it frees exactly its
 * manifest and pages (`caches.delete(name)`).
 *
 * @example
 * episodeCacheName('CW_000001_0002_E'); //=> 'cw-offline-episode-CW_000001_0002_E'
 */
export function episodeCacheName(episodeCode: string): string {
  return `${EPISODE_CACHE_PREFIX}${episodeCode}`;
}

/**
 * The episode code a cache holds, or `null` for a cache that is not a saved episode's (the
 * app shell, catalog pages, media). For the service worker to list what is saved
 * (`caches.keys()`) and to find caches the library has lost track of.
 *
 * @example
 * episodeCodeOfCache('cw-offline-episode-CW_000001_0002_E'); //=> 'CW_000001_0002_E'
 * episodeCodeOfCache('cw-media'); //=> null
 */
export function episodeCodeOfCache(cacheName: string): string | null {
  if (!cacheName.startsWith(EPISODE_CACHE_PREFIX)) return null;
  const code = cacheName.slice(EPISODE_CACHE_PREFIX.length);
  return code === '' ? null : code;
}

/**
 * URL of an episode's viewer manifest, exactly as the API client requests it
 * (`GET /api/contents/viewer?episodeCode=…`), so the saved response answers the viewer offline.
 *
 * @example
 * viewerManifestUrl('CW_000001_0002_E'); //=> '/api/contents/viewer?episodeCode=CW_000001_0002_E'
 */
export function viewerManifestUrl(episodeCode: string, apiBaseUrl = ''): string {
  const query = new URLSearchParams({ episodeCode }).toString();
  return `${apiBaseUrl.replace(/\/+$/, '')}${VIEWER_MANIFEST_PATH}?${query}`;
}

/** The browser window a page is read in: its CSS size and device pixel ratio. */
export interface ScreenSize {
  readonly width: number;
  readonly height: number;
  readonly devicePixelRatio: number;
}

/** Height over width of the page the screen rule fits: a B6/B5 manga page. */
const PORTRAIT_PAGE_ASPECT = 1.4;

/**
 * The page width a device saves at, from its window: a portrait page is drawn as wide as the
 * window, or as wide as the window's height lets it be when that is less (a desktop, where
 * pages stand side by side at the window's height), then the width the viewer reads that at
 * (`chooseMediaWidth` of @cw/paths: the smallest covering the device pixels, else the largest).
 *
 * @example
 * pageWidthForScreen({ width: 390, height: 844, devicePixelRatio: 3 }); //=> 1440 (a phone)
 * pageWidthForScreen({ width: 1280, height: 800, devicePixelRatio: 1 }); //=> 720 (a desktop)
 */
export function pageWidthForScreen(
  { width, height, devicePixelRatio }: ScreenSize,
  widths: readonly number[] = MEDIA_WIDTHS.pages,
): number {
  return chooseMediaWidth(Math.min(width, height / PORTRAIT_PAGE_ASPECT), devicePixelRatio, widths);
}

/**
 * URL of one page as this device shows it: a media base path gets `/w{width}.{format}`, a
 * root-relative one the media host in front; a URL naming a file is used as is (the variant
 * URLs of @cw/paths, as the viewer builds them).
 *
 * @example
 * savedPageUrl({ src: '/v3/media/pages/2/0' }, 1080, 'avif'); //=> '/v3/media/pages/2/0/w1080.avif'
 */
export function savedPageUrl(
  page: Pick<ViewerPage, 'src'>,
  width: number,
  format: PageImageFormat,
  imageBaseUrl = '',
): string {
  const url = mediaUrl(page.src, imageBaseUrl);
  return hasMediaVariants(page.src) ? mediaVariantUrl(url, width, format) : url;
}

/** How a device saves pages: the rendered width and format it shows, and where things live. */
export interface SaveOptions {
  /** Rendered page width (see {@link pageWidthForScreen}). */
  readonly width: number;
  readonly format: PageImageFormat;
  /** In front of API paths; `''` (the default) for the site's own origin. */
  readonly apiBaseUrl?: string;
  /** In front of root-relative page paths (the media host); `''` keeps the site's origin. */
  readonly imageBaseUrl?: string;
}

/** What a saved episode's cache holds. */
export interface EpisodeResources {
  readonly cacheName: string;
  readonly manifestUrl: string;
  /** One URL per page, in page order. */
  readonly pageUrls: readonly string[];
  /** The manifest, then the pages: every request to store, without duplicates. */
  readonly urls: readonly string[];
}

/**
 * Everything to store to read an episode offline: its dedicated cache, the manifest and each
 * page at the width and format this device shows.
 *
 * @example
 * episodeResources(manifest, { width: 1080, format: 'webp' }).urls;
 * //=> ['/api/contents/viewer?episodeCode=CW_000001_0002_E', '/v3/media/pages/2/0/w1080.webp', …]
 */
export function episodeResources(
  manifest: Pick<ViewerManifest, 'episode' | 'pages'>,
  { width, format, apiBaseUrl = '', imageBaseUrl = '' }: SaveOptions,
): EpisodeResources {
  const manifestUrl = viewerManifestUrl(manifest.episode.code, apiBaseUrl);
  const pageUrls = manifest.pages.map((page) => savedPageUrl(page, width, format, imageBaseUrl));
  return {
    cacheName: episodeCacheName(manifest.episode.code),
    manifestUrl,
    pageUrls,
    urls: [...new Set([manifestUrl, ...pageUrls])],
  };
}

/**
 * The saved URL that answers a page request offline. The viewer's `srcset` lets the browser
 * pick another width than the one saved (a zoom, a rotation, a spread), and the format may
 * differ: any saved variant of the same page is better than a blank page. Prefers the same
 * format, then the narrowest width covering the request, else the widest. `null` when no
 * variant of that page is saved.
 *
 * @example
 * savedVariantFor('/p/2/0/w1440.webp', ['/p/2/0/w1080.webp', '/p/2/1/w1080.webp']); //=> '/p/2/0/w1080.webp'
 */
export function savedVariantFor(requestUrl: string, savedUrls: readonly string[]): string | null {
  const wanted = parseMediaVariantUrl(requestUrl);
  if (!wanted) return savedUrls.includes(requestUrl) ? requestUrl : null;
  const candidates = savedUrls
    .map((url) => ({ url, variant: parseMediaVariantUrl(url) }))
    .filter(
      (entry): entry is { url: string; variant: MediaVariant } =>
        entry.variant !== null && entry.variant.base === wanted.base,
    );
  const rank = ({ variant }: { variant: MediaVariant }) => [
    variant.format === wanted.format ? 0 : 1,
    variant.width >= wanted.width ? 0 : 1,
    variant.width >= wanted.width ? variant.width : -variant.width,
  ];
  const best = candidates.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i += 1) {
      const diff = (ra[i] ?? 0) - (rb[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  })[0];
  return best?.url ?? null;
}
