import type { ViewerPage } from '@cw/api-client/schemas';
import type { PageImageFormat } from './episodeResources';

/**
 * Bits a rendered page pixel takes, per format: comic pages are mostly line art and screen
 * tone, which WebP at the media host's quality keeps to about 1.3 bits a pixel and AVIF to
 * about 0.9 (a 1080 × 1512 page: ~265 KB WebP, ~184 KB AVIF). An estimate for the size shown
 * before saving; what is saved is then measured.
 */
export const ESTIMATED_BITS_PER_PIXEL = {
  avif: 0.9,
  webp: 1.3,
} as const satisfies Record<PageImageFormat, number>;

/** Height over width of a page whose size is not known yet: a B6/B5 manga page (1000 × 1400). */
export const ESTIMATED_PAGE_ASPECT = 1.4;

/** Bytes of a viewer manifest (JSON of the episode, its work and ~20 pages), with headroom. */
export const ESTIMATED_MANIFEST_BYTES = 16_000;

/** A page's original size in pixels, as the manifest gives it. */
export type PageSize = Pick<ViewerPage, 'width' | 'height'>;

/**
 * Estimated bytes of one page rendered `width` pixels wide in `format`, keeping its aspect.
 *
 * @example
 * estimatePageBytes({ width: 1000, height: 1400 }, 1080, 'webp'); //=> 265356
 */
export function estimatePageBytes(page: PageSize, width: number, format: PageImageFormat): number {
  const height = Math.round((width * page.height) / page.width);
  return Math.ceil((width * height * ESTIMATED_BITS_PER_PIXEL[format]) / 8);
}

/**
 * What an episode's size is estimated from: the manifest's pages (exact shapes, wide pages
 * included), or only its page count (`episode.internal.pageCount`, before the manifest is
 * loaded), pages then taken as portrait pages of {@link ESTIMATED_PAGE_ASPECT}.
 */
export type EpisodeSizeSource =
  | { readonly pages: readonly PageSize[] }
  | { readonly pageCount: number };

/** How pages would be saved, and any sizes already known. */
export interface EstimateOptions {
  readonly width: number;
  readonly format: PageImageFormat;
  /**
   * Bytes already known per page (index → bytes), say from the `Content-Length` of pages the
   * media cache holds: these replace the estimate of those pages.
   */
  readonly knownPageBytes?: ReadonlyMap<number, number>;
  /** Bytes of the manifest when known; else {@link ESTIMATED_MANIFEST_BYTES}. */
  readonly manifestBytes?: number;
}

/** An episode's size before saving: the total, and whether every part of it was known. */
export interface EpisodeSizeEstimate {
  readonly bytes: number;
  readonly exact: boolean;
}

/**
 * The bytes saving an episode takes, shown beside 保存 before saving: the manifest plus each
 * page at the device's width and format. Known sizes count as they are; the rest is estimated
 * from pixels (see {@link ESTIMATED_BITS_PER_PIXEL}).
 *
 * @example
 * estimateEpisodeBytes({ pageCount: 20 }, { width: 1080, format: 'webp' });
 * //=> { bytes: 5323120, exact: false } (about 5.3 MB)
 */
export function estimateEpisodeBytes(
  source: EpisodeSizeSource,
  { width, format, knownPageBytes = new Map(), manifestBytes }: EstimateOptions,
): EpisodeSizeEstimate {
  const pages: readonly PageSize[] =
    'pages' in source
      ? source.pages
      : Array.from({ length: Math.max(0, Math.floor(source.pageCount)) }, () => ({
          width: 1000,
          height: 1000 * ESTIMATED_PAGE_ASPECT,
        }));
  let exact = 'pages' in source && manifestBytes !== undefined;
  let bytes = manifestBytes ?? ESTIMATED_MANIFEST_BYTES;
  pages.forEach((page, index) => {
    const known = knownPageBytes.get(index);
    if (known !== undefined && Number.isFinite(known) && known >= 0) {
      bytes += known;
    } else {
      exact = false;
      bytes += estimatePageBytes(page, width, format);
    }
  });
  return { bytes, exact };
}
