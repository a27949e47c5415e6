// The images of the media host, as every client addresses them. The API names an image by a
// base path (`/v3/media/covers/12`, `/v3/media/pages/12/0`) whose last segment has no
// extension; a client picks a rendered variant by appending `/w{width}.{format}`, at one of the
// widths the contract lists for that kind of image (`MEDIA_WIDTHS` of
// @cw/api-client/constants, which callers pass: this package imports nothing of ours). Any other
// URL (a file, a data URI, a protocol-relative URL) names one file and is used as it is. The
// design system's thumbnails, the viewer's pages and the pages saved for offline reading build
// and read these URLs here alone.

/** The formats the media host renders every variant in, best first. */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** `srcset` strings of an image, one per format, for the `<source>` elements of a `<picture>`. */
export interface MediaSrcSet {
  readonly avif: string;
  readonly webp: string;
}

/** A root-relative or http(s) URL whose last segment has no extension: an image, not a file. */
const MEDIA_BASE = /^(?:\/(?!\/)|https?:\/\/)[^?#]*\/[^/.?#]+$/;
/** `{base}/w{width}.{format}`. */
const MEDIA_VARIANT = /^(.*\/[^/.?#]+)\/w(\d+)\.(avif|webp)$/;

/**
 * Whether a path or URL names an image of the media host, whose variants are
 * `{path}/w{width}.{format}`, rather than a file used as it is.
 *
 * @example
 * hasMediaVariants('/v3/media/covers/12'); //=> true
 * hasMediaVariants('/images/blank.png'); //=> false
 */
export function hasMediaVariants(path: string): boolean {
  return MEDIA_BASE.test(path);
}

/**
 * Where an image path of the API is fetched from: a root-relative path gets `imageBaseUrl` (the
 * media host, e.g. `https://cdn.example`; `''` keeps the page's origin) in front; an absolute
 * URL, a protocol-relative URL or a data URI is used as it is.
 *
 * @example
 * mediaUrl('/v3/media/covers/12', 'https://cdn.example/'); //=> 'https://cdn.example/v3/media/covers/12'
 */
export function mediaUrl(path: string, imageBaseUrl = ''): string {
  const rootRelative = path.startsWith('/') && !path.startsWith('//');
  return rootRelative ? `${imageBaseUrl.replace(/\/+$/, '')}${path}` : path;
}

/**
 * URL of one rendered variant of an image: `{base}/w{width}.{format}`.
 *
 * @example
 * mediaVariantUrl('/v3/media/pages/12/0', 720, 'webp'); //=> '/v3/media/pages/12/0/w720.webp'
 */
export function mediaVariantUrl(base: string, width: number, format: MediaFormat): string {
  return `${base.replace(/\/+$/, '')}/w${width}.${format}`;
}

/**
 * The `srcset`s of an image in AVIF and WebP at `widths`, so the browser picks the width for
 * the screen.
 *
 * @example
 * mediaSrcSet('/v3/media/thumbnails/12', [320, 640]).webp;
 * //=> '/v3/media/thumbnails/12/w320.webp 320w, /v3/media/thumbnails/12/w640.webp 640w'
 */
export function mediaSrcSet(base: string, widths: readonly number[]): MediaSrcSet {
  const srcSet = (format: MediaFormat) =>
    widths.map((width) => `${mediaVariantUrl(base, width, format)} ${width}w`).join(', ');
  return { avif: srcSet('avif'), webp: srcSet('webp') };
}

/**
 * The variant width for an image drawn `cssWidth` CSS pixels wide on a screen with
 * `devicePixelRatio`: the smallest of `widths` covering the device pixels, else the largest. For
 * what the browser cannot pick from a `srcset` itself (a preload, a page saved for offline
 * reading). An unknown ratio counts as 1; a width below 0 or not a number as 0.
 *
 * @throws {RangeError} when `widths` is empty.
 *
 * @example
 * chooseMediaWidth(390, 2, [480, 720, 1080, 1440]); //=> 1080 (780 device pixels)
 */
export function chooseMediaWidth(
  cssWidth: number,
  devicePixelRatio: number,
  widths: readonly number[],
): number {
  const sorted = [...widths].sort((a, b) => a - b);
  const largest = sorted.at(-1);
  if (largest === undefined) throw new RangeError('widths must not be empty');
  const ratio = devicePixelRatio > 0 && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  const needed = (Number.isFinite(cssWidth) ? Math.max(0, cssWidth) : 0) * ratio;
  return sorted.find((width) => width >= needed) ?? largest;
}

/** A variant URL taken apart: the image's base URL, the width and the format. */
export interface MediaVariant {
  readonly base: string;
  readonly width: number;
  readonly format: MediaFormat;
}

/**
 * Reads a variant URL (`{base}/w{width}.{format}`) apart, or `null` for any other URL: which
 * page a request asks for, or which format the browser took.
 *
 * @example
 * parseMediaVariantUrl('/v3/media/pages/2/0/w720.webp');
 * //=> { base: '/v3/media/pages/2/0', width: 720, format: 'webp' }
 */
export function parseMediaVariantUrl(url: string): MediaVariant | null {
  const match = MEDIA_VARIANT.exec(url);
  if (!match) return null;
  const [, base = '', width = '', format] = match;
  return { base, width: Number(width), format: format as MediaFormat };
}
