import { buildEpisode, buildViewerManifest, VIEWER_PAGE_SIZE } from '@cw/api-client/fixtures';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './formatBytes';
import { ESTIMATED_MANIFEST_BYTES, estimateEpisodeBytes, estimatePageBytes } from './sizeEstimate';

describe('estimatePageBytes', () => {
  it('grows with the width and is smaller in AVIF than in WebP', () => {
    expect(estimatePageBytes(VIEWER_PAGE_SIZE, 1080, 'webp')).toBe(265_356);
    expect(estimatePageBytes(VIEWER_PAGE_SIZE, 1080, 'avif')).toBe(183_708);
    expect(estimatePageBytes(VIEWER_PAGE_SIZE, 720, 'webp')).toBeLessThan(
      estimatePageBytes(VIEWER_PAGE_SIZE, 1080, 'webp'),
    );
  });

  it('counts a wide page at the same width as fewer pixels (it is less tall)', () => {
    expect(estimatePageBytes({ width: 2000, height: 1400 }, 1080, 'webp')).toBe(
      Math.ceil((1080 * 756 * 1.3) / 8),
    );
  });
});

describe('estimateEpisodeBytes', () => {
  it('estimates a typical 20-page episode at about 5.3 MB in WebP at 1080 px', () => {
    const pageCount = buildEpisode(2).internal.pageCount;
    const estimate = estimateEpisodeBytes({ pageCount }, { width: 1080, format: 'webp' });
    expect(estimate).toEqual({ bytes: 5_323_120, exact: false });
    expect(formatBytes(estimate.bytes)).toBe('5.3 MB');
  });

  it('uses the pages of the manifest, wide pages included, once it is loaded', () => {
    const manifest = buildViewerManifest({ pageCount: 4, widePages: [2] });
    const { bytes } = estimateEpisodeBytes(manifest, { width: 1080, format: 'webp' });
    expect(bytes).toBe(
      ESTIMATED_MANIFEST_BYTES +
        3 * 265_356 +
        estimatePageBytes({ width: 2000, height: 1400 }, 1080, 'webp'),
    );
  });

  it('counts known sizes as they are, and is exact when everything is known', () => {
    const manifest = buildViewerManifest({ pageCount: 2 });
    const options = { width: 1080, format: 'webp' } as const;
    expect(
      estimateEpisodeBytes(manifest, { ...options, knownPageBytes: new Map([[0, 100_000]]) }),
    ).toEqual({ bytes: ESTIMATED_MANIFEST_BYTES + 100_000 + 265_356, exact: false });
    expect(
      estimateEpisodeBytes(manifest, {
        ...options,
        manifestBytes: 4_000,
        knownPageBytes: new Map([
          [0, 100_000],
          [1, 120_000],
        ]),
      }),
    ).toEqual({ bytes: 224_000, exact: true });
  });

  it('is never exact from a page count alone', () => {
    expect(
      estimateEpisodeBytes({ pageCount: 0 }, { width: 1080, format: 'webp', manifestBytes: 4_000 }),
    ).toEqual({ bytes: 4_000, exact: false });
  });
});
