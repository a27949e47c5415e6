import type { ScrollType, ViewerPage, ViewerWork } from '@cw/contract/schemas';
import type { PageImageFormat } from './episodeResources';

/**
 * How a work's pages are drawn, which decides their bytes at a width: monochrome manga pages
 * turned one by one (`ltr`, `rtl`: line art and screentone, many edges), or colour strips
 * scrolled down (`vsc`: flat colour, a third of a manga page's bytes per pixel).
 */
export type PageStyle = 'paged' | 'strip';

/** One point of a calibration: a served width and the mean bytes of a page at it. */
export type WidthBytes = readonly [width: number, bytes: number];

/** Mean bytes of a page of one style as the media host serves it, per format and width. */
export interface PageBytesCalibration {
  /** Mean height over width of the pages measured: the bytes are those of a page so shaped. */
  readonly aspect: number;
  /** Served widths, narrowest first, with the mean bytes of a page at each. */
  readonly bytes: Readonly<Record<PageImageFormat, readonly WidthBytes[]>>;
}

/**
 * Bytes of one page image as the media host serves it: the mean over every page of 12 manga
 * episodes (314 pages) and 7 webtoon episodes (140 strips) of the seed catalog, rendered by the
 * media host's own encoder (`apps/backend/src/media/render.ts` at `RENDER_VERSION` 2: WebP
 * quality 80 effort 4, AVIF quality 55 effort 0) at each width of `MEDIA_WIDTHS.pages`.
 *
 * Bytes grow about as the width, not as the pixel count: a page is edges (lines, tone dots,
 * letters), and their length grows with the width. 1440 px takes 2.2× the bytes of 720 px in
 * WebP, not the 4× its pixels would say; AVIF is smaller for manga, larger for colour strips.
 * Episodes of one style stay within about ±15 % of these means (±25 % for strips, whose
 * palette is the work's). Measure again when the renderer's version or encoder settings change.
 */
export const MEDIA_PAGE_BYTES = {
  paged: {
    aspect: 1.415,
    bytes: {
      webp: [
        [480, 46_274],
        [720, 87_977],
        [1080, 145_363],
        [1440, 196_791],
      ],
      avif: [
        [480, 29_119],
        [720, 58_214],
        [1080, 119_666],
        [1440, 173_140],
      ],
    },
  },
  strip: {
    aspect: 2.318,
    bytes: {
      webp: [
        [480, 23_980],
        [720, 37_658],
        [1080, 59_773],
        [1440, 83_134],
      ],
      avif: [
        [480, 26_198],
        [720, 43_851],
        [1080, 73_400],
        [1440, 103_601],
      ],
    },
  },
} as const satisfies Record<PageStyle, PageBytesCalibration>;

/**
 * Bytes of the viewer page's HTML (`/viewer/{code}`), which saving stores with the pages:
 * 32,992 for an 8-page episode in the production build, about 85 of them per page the page's
 * data lists.
 */
const VIEWER_PAGE_BYTES = { base: 32_300, perPage: 85 } as const;

/**
 * Bytes of the viewer manifest before it is known: 1,825 for 8 pages and 2,556 for 19 as the
 * backend answers, so about 66 a page (`{"index":0,"width":880,"height":1248,"src":"/v3/…"}`),
 * with room for a few store links (about 150 bytes each).
 */
const MANIFEST_BYTES = { base: 1_800, perPage: 66 } as const;

/** A page's original size in pixels, as the manifest gives it. */
export type PageSize = Pick<ViewerPage, 'width' | 'height'>;

/**
 * The style a work's pages are drawn in, from how they turn.
 *
 * @example
 * pageStyleOf('vsc'); //=> 'strip'
 * pageStyleOf('rtl'); //=> 'paged'
 */
export function pageStyleOf(scrollType: ScrollType | undefined): PageStyle {
  return scrollType === 'vsc' ? 'strip' : 'paged';
}

/**
 * Mean bytes of a page of the calibration's shape at `width`: the measured figure at a served
 * width; between two, on the power law through them; past either end, on the nearest pair's.
 */
function calibratedBytesAt(points: readonly WidthBytes[], width: number): number {
  const covering = points.findIndex(([served]) => served >= width);
  const upper = covering === -1 ? points.length - 1 : Math.max(covering, 1);
  const [w0, b0] = points[upper - 1] ?? points[0] ?? [1, 0];
  const [w1, b1] = points[upper] ?? [w0, b0];
  if (w1 === w0 || width === w0) return b0;
  const exponent = Math.log(b1 / b0) / Math.log(w1 / w0);
  return b0 * (width / w0) ** exponent;
}

/**
 * Estimated bytes of one page rendered `width` pixels wide in `format`, keeping its aspect: the
 * media host's measured bytes at that width ({@link MEDIA_PAGE_BYTES}), in proportion to the
 * page's height over width (a spread, less tall at the same width, takes fewer).
 *
 * @example
 * estimatePageBytes({ width: 1000, height: 1415 }, 1080, 'webp'); //=> 145363
 * estimatePageBytes({ width: 800, height: 1855 }, 720, 'avif', 'strip'); //=> 43865
 */
export function estimatePageBytes(
  page: PageSize,
  width: number,
  format: PageImageFormat,
  style: PageStyle = 'paged',
): number {
  const calibration: PageBytesCalibration = MEDIA_PAGE_BYTES[style];
  const aspect = page.width > 0 && page.height > 0 ? page.height / page.width : calibration.aspect;
  const bytes = calibratedBytesAt(calibration.bytes[format], Math.max(1, width));
  return Math.round((bytes * aspect) / calibration.aspect);
}

/**
 * What an episode's size is estimated from: its manifest (the pages' exact shapes, wide pages
 * included, and how its work's pages turn), or only its page count
 * (`episode.internal.pageCount`, before the manifest is loaded), pages then taken as the mean
 * page of their style. Without `scrollType`, pages are taken as manga pages, as most are.
 */
export type EpisodeSizeSource =
  | { readonly pages: readonly PageSize[]; readonly work: Pick<ViewerWork, 'scrollType'> }
  | { readonly pageCount: number; readonly scrollType?: ScrollType };

/** How pages would be saved, and any sizes already known. */
export interface EstimateOptions {
  readonly width: number;
  readonly format: PageImageFormat;
  /**
   * Bytes already known per page (index → bytes), say from the `Content-Length` of pages the
   * media cache holds: these replace the estimate of those pages.
   */
  readonly knownPageBytes?: ReadonlyMap<number, number>;
  /** Bytes of the manifest when known. */
  readonly manifestBytes?: number;
  /** Bytes of the viewer page's HTML when known. */
  readonly viewerPageBytes?: number;
}

/** An episode's size before saving: the total, and whether every part of it was known. */
export interface EpisodeSizeEstimate {
  readonly bytes: number;
  readonly exact: boolean;
}

const isByteCount = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0;

/**
 * The bytes saving an episode takes, shown beside 保存 before saving: what `saveEpisode` stores,
 * the viewer page, the manifest and each page at the device's width and format. Known sizes
 * count as they are; the rest is estimated from what the media host serves
 * ({@link MEDIA_PAGE_BYTES}). Exact only when every part is known.
 *
 * @example
 * estimateEpisodeBytes({ pageCount: 27 }, { width: 1440, format: 'webp' });
 * //=> { bytes: 5353142, exact: false } (about 5.4 MB on a phone)
 * estimateEpisodeBytes({ pageCount: 27 }, { width: 720, format: 'webp' });
 * //=> { bytes: 2415164, exact: false } (about 2.4 MB on a desktop)
 */
export function estimateEpisodeBytes(
  source: EpisodeSizeSource,
  { width, format, knownPageBytes = new Map(), manifestBytes, viewerPageBytes }: EstimateOptions,
): EpisodeSizeEstimate {
  const style = pageStyleOf('pages' in source ? source.work.scrollType : source.scrollType);
  const meanPage: PageSize = { width: 1000, height: 1000 * MEDIA_PAGE_BYTES[style].aspect };
  const pages: readonly PageSize[] =
    'pages' in source
      ? source.pages
      : Array.from({ length: Math.max(0, Math.floor(source.pageCount)) }, () => meanPage);
  let exact = 'pages' in source && isByteCount(manifestBytes) && isByteCount(viewerPageBytes);
  let bytes =
    (isByteCount(manifestBytes)
      ? manifestBytes
      : MANIFEST_BYTES.base + MANIFEST_BYTES.perPage * pages.length) +
    (isByteCount(viewerPageBytes)
      ? viewerPageBytes
      : VIEWER_PAGE_BYTES.base + VIEWER_PAGE_BYTES.perPage * pages.length);
  pages.forEach((page, index) => {
    const known = knownPageBytes.get(index);
    if (isByteCount(known)) {
      bytes += known;
    } else {
      exact = false;
      bytes += estimatePageBytes(page, width, format, style);
    }
  });
  return { bytes, exact };
}
