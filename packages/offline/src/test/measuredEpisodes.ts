import type { ScrollType } from '@cw/contract/schemas';
import type { PageImageFormat } from '../episodeResources';
import type { PageSize } from '../sizeEstimate';

/** A page variant of the media host: `{width}.{format}`. */
export type MeasuredVariant = `${720 | 1080 | 1440}.${PageImageFormat}`;

/** An episode of the seed catalog, with the bytes of its page images as the media host serves them. */
export interface MeasuredEpisode {
  readonly code: string;
  readonly scrollType: ScrollType;
  /** Every page's size, as the manifest gives it. */
  readonly pages: readonly PageSize[];
  /** Bytes of all its page images together, per variant. */
  readonly pageBytes: Readonly<Record<MeasuredVariant, number>>;
}

const pages = (runs: readonly (readonly [width: number, height: number, count?: number])[]) =>
  runs.flatMap(([width, height, count = 1]) =>
    Array.from({ length: count }, () => ({ width, height })),
  );

/**
 * Episodes of the seed catalog (`generateCatalog`, default seed) and the bytes of their page
 * images, rendered by the media host's own code (`renderMedia` of `apps/backend/src/media`,
 * `RENDER_VERSION` 2) at the widths a phone and a desktop save: the bytes the backend serves
 * (a running backend answered the same bytes for pages of CW_000173_0001_E). A sample held out
 * of `MEDIA_PAGE_BYTES`'s measurement, manga pages (one with two spreads) and webtoon strips,
 * so that the estimate is checked against episodes it was not made from.
 */
export const MEASURED_EPISODES: readonly MeasuredEpisode[] = [
  {
    code: 'CW_000038_0023_E',
    scrollType: 'rtl',
    pages: pages([[1000, 1414, 17]]),
    pageBytes: {
      '720.webp': 1_729_508,
      '720.avif': 1_004_855,
      '1080.webp': 2_563_804,
      '1080.avif': 2_074_870,
      '1440.webp': 3_552_130,
      '1440.avif': 3_216_661,
    },
  },
  {
    code: 'CW_000140_0015_E',
    scrollType: 'rtl',
    pages: pages([[880, 1248, 31]]),
    pageBytes: {
      '720.webp': 2_802_752,
      '720.avif': 1_834_200,
      '1080.webp': 4_663_756,
      '1080.avif': 3_760_621,
      '1440.webp': 6_310_136,
      '1440.avif': 5_432_423,
    },
  },
  {
    code: 'CW_000338_0048_E',
    scrollType: 'rtl',
    pages: pages([[844, 1200, 23]]),
    pageBytes: {
      '720.webp': 2_040_834,
      '720.avif': 1_416_237,
      '1080.webp': 3_568_340,
      '1080.avif': 2_931_287,
      '1440.webp': 4_771_604,
      '1440.avif': 4_154_887,
    },
  },
  {
    code: 'CW_000615_0003_E',
    scrollType: 'rtl',
    pages: pages([[844, 1200, 29]]),
    pageBytes: {
      '720.webp': 2_471_606,
      '720.avif': 1_690_623,
      '1080.webp': 4_238_058,
      '1080.avif': 3_479_071,
      '1440.webp': 5_687_326,
      '1440.avif': 4_967_155,
    },
  },
  {
    code: 'CW_000009_0002_E',
    scrollType: 'rtl',
    pages: pages([
      [1000, 1414, 23],
      [2000, 1414, 2],
      [1000, 1414, 16],
    ]),
    pageBytes: {
      '720.webp': 3_690_752,
      '720.avif': 2_237_678,
      '1080.webp': 5_530_168,
      '1080.avif': 4_521_277,
      '1440.webp': 7_577_290,
      '1440.avif': 6_932_269,
    },
  },
  {
    code: 'CW_000013_0004_E',
    scrollType: 'vsc',
    pages: pages([
      [800, 1296],
      [800, 1776],
      [800, 2000],
      [800, 2080],
      [800, 1376],
      [800, 2304],
      [800, 2032],
      [800, 2080],
      [800, 1728],
      [800, 1904],
      [800, 1696],
      [800, 1520],
      [800, 1568],
      [800, 1712],
      [800, 2352],
      [800, 1744],
      [800, 1760],
      [800, 2336],
      [800, 1392],
      [800, 2288],
      [800, 2160],
      [800, 2176],
    ]),
    pageBytes: {
      '720.webp': 949_430,
      '720.avif': 1_084_591,
      '1080.webp': 1_500_002,
      '1080.avif': 1_839_983,
      '1440.webp': 2_083_714,
      '1440.avif': 2_623_275,
    },
  },
  {
    code: 'CW_000353_0007_E',
    scrollType: 'vsc',
    pages: pages([
      [800, 1360],
      [800, 2032],
      [800, 2224],
      [800, 2080],
      [800, 2128],
      [800, 1792],
      [800, 1968],
      [800, 1712],
      [800, 1648],
      [800, 1600],
      [800, 1728],
      [800, 1712],
      [800, 2320],
      [800, 1584],
      [800, 2016],
      [800, 1632],
      [800, 1824],
      [800, 1600],
      [800, 1664],
      [800, 2160],
    ]),
    pageBytes: {
      '720.webp': 689_818,
      '720.avif': 788_805,
      '1080.webp': 1_090_608,
      '1080.avif': 1_324_422,
      '1440.webp': 1_525_802,
      '1440.avif': 1_854_461,
    },
  },
  {
    code: 'CW_000491_0020_E',
    scrollType: 'vsc',
    pages: pages([
      [800, 2256],
      [800, 1440],
      [800, 2272],
      [800, 2096],
      [800, 2080],
      [800, 1472],
      [800, 2000],
      [800, 2048],
      [800, 1552],
      [800, 1312],
      [800, 1488],
      [800, 2000],
      [800, 1632],
      [800, 2304],
      [800, 1712],
      [800, 1312],
      [800, 1840],
      [800, 1760],
      [800, 2032],
      [800, 1776],
      [800, 2064],
      [800, 1632],
      [800, 2112],
      [800, 1760],
      [800, 1952],
      [800, 1344],
      [800, 2320],
      [800, 1952],
      [800, 2352, 2],
      [800, 2128],
      [800, 1984],
      [800, 1536],
      [800, 1520],
      [800, 1408],
      [800, 1824],
      [800, 2304],
      [800, 2032],
      [800, 1280],
    ]),
    pageBytes: {
      '720.webp': 1_620_728,
      '720.avif': 1_881_042,
      '1080.webp': 2_589_514,
      '1080.avif': 3_165_581,
      '1440.webp': 3_613_412,
      '1440.avif': 4_516_155,
    },
  },
  {
    code: 'CW_000721_0059_E',
    scrollType: 'vsc',
    pages: pages([
      [800, 2016],
      [800, 2400],
      [800, 2064],
      [800, 2192],
      [800, 2144],
      [800, 1648],
      [800, 1520],
      [800, 1504],
      [800, 1744],
      [800, 2272],
      [800, 1776],
      [800, 1344],
      [800, 2176],
      [800, 1888],
    ]),
    pageBytes: {
      '720.webp': 629_958,
      '720.avif': 744_167,
      '1080.webp': 1_012_566,
      '1080.avif': 1_260_641,
      '1440.webp': 1_416_976,
      '1440.avif': 1_797_671,
    },
  },
];

/**
 * Bytes of the viewer page's HTML saved with the pages: 32,992 for an 8-page episode in the
 * production build (Next.js route cache), its data listing each page in about 85 bytes.
 */
const viewerPageBytes = (pageCount: number) => 32_992 + 85 * (pageCount - 8);

/** Bytes of the manifest as the backend answers: 1,825 for 8 pages, 2,556 for 19. */
const manifestBytes = (pageCount: number) =>
  Math.round(1_825 + ((2_556 - 1_825) / 11) * (pageCount - 8));

/**
 * What saving `episode` stores at `width` in `format` (`saveEpisode`'s measured bytes): the
 * viewer page, the manifest and every page image.
 */
export function storedBytes(
  episode: MeasuredEpisode,
  width: number,
  format: PageImageFormat,
): number {
  const variant = `${width}.${format}` as MeasuredVariant;
  const pageBytes = episode.pageBytes[variant];
  if (pageBytes === undefined) throw new RangeError(`${variant} was not measured`);
  return pageBytes + viewerPageBytes(episode.pages.length) + manifestBytes(episode.pages.length);
}
