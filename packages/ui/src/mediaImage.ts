import { hasMediaVariants, mediaSrcSet, mediaUrl, mediaVariantUrl } from '@cw/paths';
import type { ThumbnailSources } from './Thumbnail';

/** What an image element needs: `src`, and AVIF/WebP `srcset`s when variants exist. */
export interface MediaImage {
  /** `''` when there is no image, so `Thumbnail` shows its fallback. */
  src: string;
  sources?: ThumbnailSources;
}

/**
 * Resolves an image path of the API for display. A root-relative path gets `imageBaseUrl` in
 * front (the media host, e.g. `https://cdn.example`; `''` keeps it on the page's origin). A
 * base path such as `/v3/media/thumbnails/12` becomes a WebP `src` plus AVIF and WebP `srcset`s
 * of `widths`, smallest first, the largest being the `src`: the widths the media host serves
 * for that kind of image (`MEDIA_WIDTHS` of `@cw/contract/constants`, which the caller
 * passes: `ui` knows no API). A path to a file, an absolute URL of a file or a data URI is used
 * as is; `''` stays `''` (no image). The variant URLs are those of `@cw/paths`.
 *
 * @example
 * mediaImage('/v3/media/thumbnails/12', [320, 640]);
 * //=> { src: '/v3/media/thumbnails/12/w640.webp', sources: {
 * //     avif: '/v3/media/thumbnails/12/w320.avif 320w, /v3/media/thumbnails/12/w640.avif 640w',
 * //     webp: '/v3/media/thumbnails/12/w320.webp 320w, /v3/media/thumbnails/12/w640.webp 640w' } }
 */
export function mediaImage(path: string, widths: readonly number[], imageBaseUrl = ''): MediaImage {
  if (path === '') return { src: '' };
  const url = mediaUrl(path, imageBaseUrl);
  const largest = widths.at(-1);
  if (!hasMediaVariants(path) || largest === undefined) return { src: url };
  return { src: mediaVariantUrl(url, largest, 'webp'), sources: mediaSrcSet(url, widths) };
}
