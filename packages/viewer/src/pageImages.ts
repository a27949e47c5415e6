import { MEDIA_WIDTHS } from '@cw/contract/constants';
import type { ViewerPage } from '@cw/contract/schemas';
import {
  chooseMediaWidth,
  hasMediaVariants,
  type MediaFormat,
  type MediaSrcSet,
  mediaSrcSet,
  mediaUrl,
  mediaVariantUrl,
} from '@cw/paths';
import type { PageSize } from './layoutSpreads';

/** Image formats the media service renders pages in (`MediaFormat` of @cw/paths). */
export type PageImageFormat = MediaFormat;

/**
 * The `sizes` of a page drawn `drawnWidth` CSS pixels wide and zoomed by `zoomScale`, so the
 * browser loads a variant sharp enough for the zoomed page: the browser multiplies `sizes`
 * by its `devicePixelRatio` to pick from the `srcset`, and a zoom needs `drawnWidth × zoom ×
 * devicePixelRatio` device pixels. It changes only when the zoom needs a wider variant than
 * the page at rest, and then names the CSS width of that variant, so a pinch asks for each
 * wider variant once rather than re-picking on every step.
 *
 * @example
 * pageSizesAtZoom(390, 1, 2); //=> '390px' (780 device pixels: w1080)
 * pageSizesAtZoom(390, 2.5, 2); //=> '720px' (1950 device pixels: w1440, the widest)
 */
export function pageSizesAtZoom(
  drawnWidth: number,
  zoomScale: number,
  devicePixelRatio: number,
  widths: readonly number[] = MEDIA_WIDTHS.pages,
): string {
  const atRest = `${Math.ceil(drawnWidth)}px`;
  if (!(zoomScale > 1) || !Number.isFinite(zoomScale)) return atRest;
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const zoomed = chooseMediaWidth(drawnWidth * zoomScale, ratio, widths);
  if (zoomed === chooseMediaWidth(drawnWidth, ratio, widths)) return atRest;
  // Rounded down, so `sizes × devicePixelRatio` does not pass the variant and pick the next.
  return `${Math.floor((zoomed / ratio) * 100) / 100}px`;
}

/** What a page's `<picture>` needs: a fallback `src`, and AVIF/WebP `srcset`s when the page has variants. */
export interface PageImageSources {
  /** The `<img>`'s own `src`: a WebP variant, or the page URL itself when it has no variants. */
  readonly src: string;
  /** `null` for a page URL that names a file (a data URI, an `.svg`): it is used as is. */
  readonly srcSet: MediaSrcSet | null;
}

/** Width of the WebP variant in `<img src>`, for the rare browser ignoring `<source>`. */
export const PAGE_FALLBACK_WIDTH = 1080;

/**
 * Resolves a manifest page for display. A root-relative `src` gets `imageBaseUrl` in front
 * (the media host; `''` keeps the page's origin). A media-service base path such as
 * `/v3/media/pages/12/0` gets AVIF and WebP `srcset`s and a WebP `src` (the variant URLs of
 * @cw/paths); a URL naming a file or a data URI is used as is, without `srcset` (stories,
 * tests, imported files served elsewhere).
 *
 * @example
 * pageImageSources({ src: '/v3/media/pages/12/0' }).src; //=> '/v3/media/pages/12/0/w1080.webp'
 */
export function pageImageSources(
  page: Pick<ViewerPage, 'src'>,
  imageBaseUrl = '',
  widths: readonly number[] = MEDIA_WIDTHS.pages,
): PageImageSources {
  const url = mediaUrl(page.src, imageBaseUrl);
  if (!hasMediaVariants(page.src) || widths.length === 0) return { src: url, srcSet: null };
  return {
    src: mediaVariantUrl(url, chooseMediaWidth(PAGE_FALLBACK_WIDTH, 1, widths), 'webp'),
    srcSet: mediaSrcSet(url, widths),
  };
}

/**
 * Memory a decoded page takes (4 bytes a pixel) when rendered `renderWidth` pixels wide,
 * keeping its aspect ratio; by default at its full manifest width.
 *
 * @example
 * estimateDecodedBytes({ width: 1000, height: 1400 }, 720); //=> 2903040
 */
export function estimateDecodedBytes(page: PageSize, renderWidth: number = page.width): number {
  const height = Math.round((renderWidth * page.height) / page.width);
  return renderWidth * height * 4;
}

/** A view's pages fitted into a box: the size of the whole and of each page, in CSS pixels. */
export interface FittedView {
  readonly width: number;
  readonly height: number;
  /** Widths of the pages in the order given; all share `height`. */
  readonly pageWidths: readonly number[];
}

/**
 * Fits a view's pages side by side at one height into a box, as large as possible without
 * cropping (`object-fit: contain` for the whole spread). Gives the size to reserve before
 * images load, the content size for zoom bounds and the CSS width a variant is chosen for.
 *
 * @example
 * const page = { width: 1000, height: 1400 };
 * fitView([page, page], { width: 1400, height: 700 });
 * //=> { width: 1000, height: 700, pageWidths: [500, 500] }
 */
export function fitView(
  pages: readonly PageSize[],
  box: { readonly width: number; readonly height: number },
): FittedView {
  const aspects = pages.map((page) => page.width / page.height);
  const totalAspect = aspects.reduce((sum, aspect) => sum + aspect, 0);
  if (!(totalAspect > 0) || !(box.width > 0) || !(box.height > 0)) {
    return { width: 0, height: 0, pageWidths: pages.map(() => 0) };
  }
  const height = Math.min(box.height, box.width / totalAspect);
  return {
    width: height * totalAspect,
    height,
    pageWidths: aspects.map((aspect) => aspect * height),
  };
}
