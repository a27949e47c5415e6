import type { ScrollType, ViewerPage } from '@cw/contract/schemas';
import { type PageImageFormat, pageImageSources } from '../pageImages';
import { STRIP_SIZES, startPageSizes } from './pageSizes';

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
