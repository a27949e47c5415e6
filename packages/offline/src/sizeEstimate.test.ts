import { MEDIA_WIDTHS } from '@cw/contract/constants';
import { buildViewerManifest, VIEWER_WIDE_PAGE_SIZE } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import { type PageImageFormat, pageWidthForScreen, type ScreenSize } from './episodeResources';
import {
  estimateEpisodeBytes,
  estimatePageBytes,
  MEDIA_PAGE_BYTES,
  type PageStyle,
  pageStyleOf,
} from './sizeEstimate';
import { MEASURED_EPISODES, type MeasuredEpisode, storedBytes } from './test/measuredEpisodes';

const FORMATS: readonly PageImageFormat[] = ['webp', 'avif'];
const STYLES: readonly PageStyle[] = ['paged', 'strip'];

/** A page shaped as the calibration's mean page of `style`. */
const meanPage = (style: PageStyle) => ({
  width: 1000,
  height: 1000 * MEDIA_PAGE_BYTES[style].aspect,
});

describe('estimatePageBytes', () => {
  it('is what the media host serves at each of its widths, for a page of the measured shape', () => {
    for (const style of STYLES) {
      for (const format of FORMATS) {
        for (const [width, bytes] of MEDIA_PAGE_BYTES[style].bytes[format]) {
          expect(estimatePageBytes(meanPage(style), width, format, style)).toBe(bytes);
        }
      }
    }
  });

  it('measures at every width the media host renders pages at', () => {
    for (const style of STYLES) {
      for (const format of FORMATS) {
        expect(MEDIA_PAGE_BYTES[style].bytes[format].map(([width]) => width)).toEqual(
          MEDIA_WIDTHS.pages,
        );
      }
    }
  });

  it('grows with the width, between and past the widths measured', () => {
    const page = meanPage('paged');
    const at = (width: number) => estimatePageBytes(page, width, 'webp');
    const widths = [240, 480, 600, 720, 900, 1080, 1440, 2160];
    const bytes = widths.map(at);
    expect(bytes).toEqual([...bytes].sort((a, b) => a - b));
    expect(new Set(bytes).size).toBe(widths.length);
    expect(at(900)).toBeGreaterThan(at(720));
    expect(at(900)).toBeLessThan(at(1080));
  });

  it('follows the power law of the nearest measured widths past either end', () => {
    const points = MEDIA_PAGE_BYTES.paged.bytes.avif;
    const page = meanPage('paged');
    const at = (width: number) => estimatePageBytes(page, width, 'avif');
    const growth = ([w0, b0]: readonly number[], [w1, b1]: readonly number[]) =>
      Math.log((b1 ?? 0) / (b0 ?? 1)) / Math.log((w1 ?? 0) / (w0 ?? 1));
    const [first, second] = [points[0] ?? [], points[1] ?? []];
    const [beforeLast, last] = [points.at(-2) ?? [], points.at(-1) ?? []];
    expect(growth([2880, at(2880)], last)).toBeCloseTo(growth(beforeLast, last), 2);
    expect(growth([240, at(240)], first)).toBeCloseTo(growth(first, second), 2);
  });

  it('grows about as the width, not as the pixels: twice the width is far from four times the bytes', () => {
    const page = meanPage('paged');
    for (const format of FORMATS) {
      const ratio = estimatePageBytes(page, 1440, format) / estimatePageBytes(page, 720, format);
      expect(ratio).toBeGreaterThan(1.5);
      expect(ratio).toBeLessThan(3.2);
    }
  });

  it('counts a wide page at the same width as less tall, so fewer bytes', () => {
    const portrait = estimatePageBytes(meanPage('paged'), 1080, 'webp');
    const wide = estimatePageBytes(VIEWER_WIDE_PAGE_SIZE, 1080, 'webp');
    expect(wide).toBe(
      Math.round(
        (portrait * (VIEWER_WIDE_PAGE_SIZE.height / VIEWER_WIDE_PAGE_SIZE.width)) /
          MEDIA_PAGE_BYTES.paged.aspect,
      ),
    );
  });

  it('takes a strip by its own measure, not as a tall manga page', () => {
    const strip = { width: 800, height: 2000 };
    expect(estimatePageBytes(strip, 1080, 'webp', 'strip')).toBeLessThan(
      estimatePageBytes(strip, 1080, 'webp', 'paged') / 2,
    );
  });

  it('takes a page of no size as the mean page', () => {
    expect(estimatePageBytes({ width: 0, height: 0 }, 720, 'avif')).toBe(
      estimatePageBytes(meanPage('paged'), 720, 'avif'),
    );
  });
});

describe('pageStyleOf', () => {
  it('draws vertical-scroll works as strips and the others as pages', () => {
    expect(pageStyleOf('vsc')).toBe('strip');
    expect(pageStyleOf('rtl')).toBe('paged');
    expect(pageStyleOf('ltr')).toBe('paged');
    expect(pageStyleOf(undefined)).toBe('paged');
  });
});

describe('estimateEpisodeBytes', () => {
  const options = { width: 1080, format: 'webp' } as const;

  it('adds the viewer page and the manifest to the pages, as saving stores them', () => {
    const pageCount = 20;
    const { bytes } = estimateEpisodeBytes({ pageCount }, options);
    const pages = pageCount * estimatePageBytes(meanPage('paged'), 1080, 'webp');
    // The viewer page's HTML (~33 KB) and the manifest (~2 KB plus ~66 bytes a page).
    expect(bytes - pages).toBeGreaterThan(35_000);
    expect(bytes - pages).toBeLessThan(45_000);
  });

  it('uses the pages of the manifest, wide pages included, once it is loaded', () => {
    const manifest = buildViewerManifest({ pageCount: 4, widePages: [2] });
    const known = { manifestBytes: 2_000, viewerPageBytes: 33_000 };
    const { bytes } = estimateEpisodeBytes(manifest, { ...options, ...known });
    expect(bytes).toBe(
      35_000 + manifest.pages.reduce((sum, page) => sum + estimatePageBytes(page, 1080, 'webp'), 0),
    );
  });

  it("estimates a vertical-scroll work's pages as strips", () => {
    const webtoon = buildViewerManifest({ pageCount: 20, scrollType: 'vsc' });
    const manga = buildViewerManifest({ pageCount: 20, scrollType: 'rtl' });
    expect(estimateEpisodeBytes(webtoon, options).bytes).toBeLessThan(
      estimateEpisodeBytes(manga, options).bytes / 2,
    );
    expect(estimateEpisodeBytes({ pageCount: 20, scrollType: 'vsc' }, options).bytes).toBeLessThan(
      estimateEpisodeBytes({ pageCount: 20 }, options).bytes / 2,
    );
  });

  it('counts known sizes as they are, and is exact when everything is known', () => {
    const manifest = buildViewerManifest({ pageCount: 2 });
    const page = estimatePageBytes(manifest.pages[1] ?? meanPage('paged'), 1080, 'webp');
    const known = { manifestBytes: 4_000, viewerPageBytes: 30_000 };
    expect(
      estimateEpisodeBytes(manifest, { ...options, ...known, knownPageBytes: new Map([[0, 100]]) }),
    ).toEqual({ bytes: 34_000 + 100 + page, exact: false });
    expect(
      estimateEpisodeBytes(manifest, {
        ...options,
        ...known,
        knownPageBytes: new Map([
          [0, 100_000],
          [1, 120_000],
        ]),
      }),
    ).toEqual({ bytes: 254_000, exact: true });
    expect(
      estimateEpisodeBytes(manifest, {
        ...options,
        manifestBytes: 4_000,
        knownPageBytes: new Map([
          [0, 100_000],
          [1, 120_000],
        ]),
      }).exact,
    ).toBe(false);
  });

  it('is never exact from a page count alone', () => {
    expect(
      estimateEpisodeBytes(
        { pageCount: 0 },
        { ...options, manifestBytes: 4_000, viewerPageBytes: 30_000 },
      ),
    ).toEqual({ bytes: 34_000, exact: false });
  });
});

// What saving stores, measured: episodes held out of MEDIA_PAGE_BYTES's measurement.
describe('estimateEpisodeBytes against what a device stores', () => {
  const PHONE: ScreenSize = { width: 390, height: 844, devicePixelRatio: 3 };
  const DESKTOP: ScreenSize = { width: 1280, height: 800, devicePixelRatio: 1 };
  const TOLERANCE = 0.2;

  const devices: readonly (readonly [string, ScreenSize])[] = [
    ['a phone (390 × 844, DPR 3)', PHONE],
    ['a desktop (1280 × 800, DPR 1)', DESKTOP],
    ['a phone (390 × 844, DPR 2)', { ...PHONE, devicePixelRatio: 2 }],
  ];
  const cases = devices.flatMap(([device, screen]) =>
    FORMATS.flatMap((format) =>
      MEASURED_EPISODES.map((episode) => [device, format, episode.code, screen, episode] as const),
    ),
  );

  function estimates(episode: MeasuredEpisode, width: number, format: PageImageFormat) {
    const { scrollType, pages } = episode;
    return {
      fromPageCount: estimateEpisodeBytes(
        { pageCount: pages.length, scrollType },
        { width, format },
      ).bytes,
      fromManifest: estimateEpisodeBytes({ pages, work: { scrollType } }, { width, format }).bytes,
    };
  }

  it.each(cases)(
    'on %s in %s, %s is estimated within 20 % of what it stores',
    (_device, format, _code, screen, episode) => {
      const width = pageWidthForScreen(screen);
      const stored = storedBytes(episode, width, format);
      const { fromPageCount, fromManifest } = estimates(episode, width, format);
      expect(Math.abs(fromPageCount / stored - 1)).toBeLessThanOrEqual(TOLERANCE);
      expect(Math.abs(fromManifest / stored - 1)).toBeLessThanOrEqual(TOLERANCE);
    },
  );

  it('tells a phone from a desktop by what each stores, not by their pixel counts', () => {
    const phone = pageWidthForScreen(PHONE);
    const desktop = pageWidthForScreen(DESKTOP);
    expect([phone, desktop]).toEqual([1440, 720]);
    for (const episode of MEASURED_EPISODES) {
      for (const format of FORMATS) {
        const stored = storedBytes(episode, phone, format) / storedBytes(episode, desktop, format);
        const estimated =
          estimates(episode, phone, format).fromPageCount /
          estimates(episode, desktop, format).fromPageCount;
        expect(Math.abs(estimated / stored - 1)).toBeLessThanOrEqual(TOLERANCE);
      }
    }
  });
});
