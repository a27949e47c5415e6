// The images of the media host, as every client addresses them. The API names an image by a
// base path (`/v3/media/covers/12`, `/v3/media/pages/12/0`) whose last segment has no
// extension; a client picks a rendered variant by appending `/w{width}.{format}`, at one of the
// widths the contract lists for that kind of image (`MEDIA_WIDTHS` of
// @cw/contract/constants, which callers pass: this package imports nothing of ours). Any other
// URL (a file, a data URI, a protocol-relative URL) names one file and is used as it is. The
// design system's thumbnails, the viewer's pages and the pages saved for offline reading build
// these URLs here alone (`mediaVariantChoice` reads them and picks a width).

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
