// What a client that picks or reads a media variant itself needs, beside the URL builders of
// `mediaVariants` that every thumbnail uses: the width for a screen (a preload, a page saved
// for offline reading) and a variant URL taken apart. A module of its own, so that a page
// with thumbnails only does not ship it.
import type { MediaFormat } from './mediaVariants';

/** `{base}/w{width}.{format}`. */
const MEDIA_VARIANT = /^(.*\/[^/.?#]+)\/w(\d+)\.(avif|webp)$/;

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
