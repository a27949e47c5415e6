import type { ScrollType, ViewerManifest, ViewerPage } from '@cw/contract/schemas';
import { parseMediaVariantUrl } from '@cw/paths';
import { type PageImageFormat, pageImageSources } from '../pageImages';
import { STRIP_SIZES, startPageSizes } from './pageSizes';

/**
 * Pages of the next episode, from its first, fetched and decoded ahead once the end is near
 * (when is `shouldPrefetchNextEpisode`'s, with `NEXT_EPISODE_PREFETCH_PAGES`). Kept here, not
 * beside them in `preloadPlan`, which the viewer's first paint does not load.
 */
export const NEXT_EPISODE_START_PAGES = 2;

export interface PreloadEpisodeStartOptions {
  /** The episode's scroll type: `vsc` pages are drawn as a strip. */
  scrollType: ScrollType;
  /** The format the browser took for the pages on screen (from their `currentSrc`). */
  format: PageImageFormat;
  /** How many pages from the first. */
  count: number;
  /** Origin of the media service for root-relative page URLs; `''` keeps the page's origin. */
  imageBaseUrl?: string;
}

/**
 * Fetches the first pages of an episode into the browser's cache as its viewer will ask for
 * them on this screen: the `srcset` and `sizes` of the skeleton's start page
 * (`ViewerSkeleton`), so the browser picks the very variant it will draw, whatever the window.
 * For the next episode at the end of one: its first page then paints from the cache. Each
 * image is decoded too; hold the images returned until the episode opens, so their decoding
 * is kept for the page drawn from the same file.
 *
 * @example
 * preloadEpisodeStart(next.pages, { scrollType: next.work.scrollType, format: 'avif', count: 2 });
 */
export function preloadEpisodeStart(
  pages: readonly ViewerPage[],
  { scrollType, format, count, imageBaseUrl = '' }: PreloadEpisodeStartOptions,
): HTMLImageElement[] {
  return pages.slice(0, count).map((page) => {
    const { src, srcSet } = pageImageSources(page, imageBaseUrl);
    const image = new Image();
    if (srcSet === null) {
      image.src = src;
    } else {
      // `sizes` before `srcset`, so the first candidate asked for is the right one.
      image.sizes = scrollType === 'vsc' ? STRIP_SIZES : startPageSizes(page);
      image.srcset = srcSet[format];
    }
    // Decoded now, while the reader is at the end: the page drawn from the same file then
    // paints without waiting for its decoding (the browser shares it while this image lives).
    image.decode().catch(() => {
      // Drawn all the same, decoded when shown.
    });
    return image;
  });
}

/**
 * The format the browser took for the viewer's pages on this screen: that of the first page
 * image with a `currentSrc`, or `fallback` before any has loaded.
 *
 * @example
 * shownPageFormat('avif'); //=> 'webp' (a browser without AVIF)
 */
export function shownPageFormat(
  fallback: PageImageFormat,
  root: ParentNode = document,
): PageImageFormat {
  const shown = [...root.querySelectorAll<HTMLImageElement>('img.cw-viewer-page-image')].find(
    (image) => image.currentSrc !== '',
  );
  return parseMediaVariantUrl(shown?.currentSrc ?? '')?.format ?? fallback;
}

/**
 * What the viewer fetches of the next episode once its end is near (`onNearEnd`, when
 * `shouldPrefetchNextEpisode`): its manifest, then its first {@link NEXT_EPISODE_START_PAGES}
 * pages as its viewer will ask for them on this screen, in the format the browser took here
 * (AVIF before any page has loaded), decoded ({@link preloadEpisodeStart}). Resolves to the
 * images to hold until it opens, or `null` when the manifest could not be fetched: prefetching
 * is a bonus, the link still works.
 *
 * @example
 * prefetchEpisodeStart(() => client.getViewer({ episodeCode: next.code })).then((images) => {
 *   if (images) held.current = images;
 * });
 */
export function prefetchEpisodeStart(
  loadManifest: () => Promise<Pick<ViewerManifest, 'pages' | 'work'>>,
  { imageBaseUrl }: { imageBaseUrl?: string } = {},
): Promise<HTMLImageElement[] | null> {
  // The format as the pages are now, not once the manifest is in.
  const format = shownPageFormat('avif');
  return loadManifest()
    .then((next) =>
      preloadEpisodeStart(next.pages, {
        scrollType: next.work.scrollType,
        format,
        count: NEXT_EPISODE_START_PAGES,
        imageBaseUrl,
      }),
    )
    .catch(() => null);
}
