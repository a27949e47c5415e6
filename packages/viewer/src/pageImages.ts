import { MEDIA_WIDTHS } from '@cw/api-client/constants';
import type { ViewerPage } from '@cw/api-client/schemas';
import type { PageSize } from './layoutSpreads';

/** Widths, in pixels, the media service renders every page at (the contract's `MEDIA_WIDTHS`). */
export const PAGE_VARIANT_WIDTHS = MEDIA_WIDTHS.pages;

/** Image formats the media service renders, best first. */
export type PageImageFormat = 'avif' | 'webp';

/** `srcset` strings of a page, one per format, for `<source>` elements of a `<picture>`. */
export interface PageSrcSet {
  readonly avif: string;
  readonly webp: string;
}

/**
 * Picks the variant width for an image shown `cssWidth` CSS pixels wide on a screen with
 * `devicePixelRatio`: the smallest width covering the device pixels, else the largest. For
 * preloading, where the browser cannot pick from a `srcset` yet.
 *
 * @example
 * chooseVariantWidth(375, 3); //=> 1440 (1125 device pixels)
 */
export function chooseVariantWidth(
  cssWidth: number,
  devicePixelRatio: number,
  widths: readonly number[] = PAGE_VARIANT_WIDTHS,
): number {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1];
  if (largest === undefined) throw new RangeError('widths must not be empty');
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const needed = (Number.isFinite(cssWidth) ? Math.max(0, cssWidth) : 0) * ratio;
  return sorted.find((width) => width >= needed) ?? largest;
}

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
  widths: readonly number[] = PAGE_VARIANT_WIDTHS,
): string {
  const atRest = `${Math.ceil(drawnWidth)}px`;
  if (!(zoomScale > 1) || !Number.isFinite(zoomScale)) return atRest;
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const zoomed = chooseVariantWidth(drawnWidth * zoomScale, ratio, widths);
  if (zoomed === chooseVariantWidth(drawnWidth, ratio, widths)) return atRest;
  // Rounded down, so `sizes × devicePixelRatio` does not pass the variant and pick the next.
  return `${Math.floor((zoomed / ratio) * 100) / 100}px`;
}

/**
 * URL of one rendered variant of a page: `${src}/w${width}.${format}`.
 *
 * @example
 * pageVariantSrc({ src: '/v3/media/p/0' }, 720, 'webp'); //=> '/v3/media/p/0/w720.webp'
 */
export function pageVariantSrc(
  page: Pick<ViewerPage, 'src'>,
  width: number,
  format: PageImageFormat,
): string {
  return `${page.src.replace(/\/+$/, '')}/w${width}.${format}`;
}

/**
 * The `srcset` of a page in AVIF and WebP, so the browser picks the width for the screen.
 *
 * @example
 * pageSrcSet({ src: '/p/0' }).webp; //=> '/p/0/w480.webp 480w, /p/0/w720.webp 720w, …'
 */
export function pageSrcSet(
  page: Pick<ViewerPage, 'src'>,
  widths: readonly number[] = PAGE_VARIANT_WIDTHS,
): PageSrcSet {
  const set = (format: PageImageFormat) =>
    widths.map((width) => `${pageVariantSrc(page, width, format)} ${width}w`).join(', ');
  return { avif: set('avif'), webp: set('webp') };
}

/** What a page's `<picture>` needs: a fallback `src`, and AVIF/WebP `srcset`s when the page has variants. */
export interface PageImageSources {
  /** The `<img>`'s own `src`: a WebP variant, or the page URL itself when it has no variants. */
  readonly src: string;
  /** `null` for a page URL that names a file (a data URI, an `.svg`): it is used as is. */
  readonly srcSet: PageSrcSet | null;
}

/** Width of the WebP variant in `<img src>`, for the rare browser ignoring `<source>`. */
export const PAGE_FALLBACK_WIDTH = 1080;

// A base path names an image, not a file: its last segment has no extension. Variants are
// `{base}/w{width}.{avif|webp}`. Anything else (a file URL, a data URI) is used as is.
const VARIANT_BASE = /^(?:\/(?!\/)|https?:\/\/)[^?#]*\/[^/.?#]+$/;

/**
 * Resolves a manifest page for display. A root-relative `src` gets `imageBaseUrl` in front
 * (the media host; `''` keeps the page's origin). A media-service base path such as
 * `/v3/media/pages/12/0` gets AVIF and WebP `srcset`s ({@link pageSrcSet}) and a WebP
 * `src`; a URL naming a file or a data URI is used as is, without `srcset` (stories, tests,
 * imported files served elsewhere).
 *
 * @example
 * pageImageSources({ src: '/v3/media/pages/12/0' }).src; //=> '/v3/media/pages/12/0/w1080.webp'
 */
export function pageImageSources(
  page: Pick<ViewerPage, 'src'>,
  imageBaseUrl = '',
  widths: readonly number[] = PAGE_VARIANT_WIDTHS,
): PageImageSources {
  const rootRelative = page.src.startsWith('/') && !page.src.startsWith('//');
  const url = rootRelative ? `${imageBaseUrl.replace(/\/+$/, '')}${page.src}` : page.src;
  if (!VARIANT_BASE.test(page.src) || widths.length === 0) return { src: url, srcSet: null };
  const base = { src: url };
  return {
    src: pageVariantSrc(base, chooseVariantWidth(PAGE_FALLBACK_WIDTH, 1, widths), 'webp'),
    srcSet: pageSrcSet(base, widths),
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
 * images load, the content size for zoom bounds and the CSS width for
 * {@link chooseVariantWidth}.
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
