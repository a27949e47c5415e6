import { MEDIA_WIDTHS } from '@cw/contract/constants';
import { mediaSrcSet } from '@cw/paths';
import { describe, expect, it } from 'vitest';
import {
  estimateDecodedBytes,
  fitView,
  PAGE_FALLBACK_WIDTH,
  pageImageSources,
  pageSizesAtZoom,
} from './pageImages';

describe('pageSizesAtZoom', () => {
  it('is the drawn width at rest', () => {
    expect(pageSizesAtZoom(389.4, 1, 3)).toBe('390px');
  });

  it('asks a high-density phone for a wider variant when zoomed', () => {
    // 390 × 2 = 780 device pixels: w1080 at rest; zoomed 2.5× needs 1950: w1440.
    expect(pageSizesAtZoom(390, 2.5, 2)).toBe('720px');
    // 390 × 2.625 = 1024: w1080; zoomed 1.5× needs 1536: w1440, 548.57 CSS pixels.
    expect(pageSizesAtZoom(390, 1.5, 2.625)).toBe('548.57px');
  });

  it('asks for the variant covering zoom × devicePixelRatio, not the widest', () => {
    // 300 × 2 × 1.5 = 900 device pixels: w1080, up from w720 at rest.
    expect(pageSizesAtZoom(300, 1.5, 2)).toBe('540px');
  });

  it('stays put while the zoom needs no wider variant, so a pinch fetches nothing new', () => {
    expect(pageSizesAtZoom(390, 1.2, 2)).toBe('390px');
    // Already the widest at rest on a 3× screen.
    expect(pageSizesAtZoom(390, 4, 3)).toBe('390px');
  });

  it('reads an unknown devicePixelRatio as 1', () => {
    expect(pageSizesAtZoom(600, 2, Number.NaN)).toBe('1440px');
  });
});

describe('estimateDecodedBytes', () => {
  it('counts 4 bytes a pixel at the manifest size by default', () => {
    expect(estimateDecodedBytes({ width: 1000, height: 1400 })).toBe(5_600_000);
  });

  it('scales to the rendered width, keeping the aspect ratio', () => {
    expect(estimateDecodedBytes({ width: 1000, height: 1400 }, 720)).toBe(720 * 1008 * 4);
  });
});

describe('fitView', () => {
  const portrait = { width: 1000, height: 1400 };

  it('fits a spread by height on a wide box', () => {
    expect(fitView([portrait, portrait], { width: 1400, height: 700 })).toEqual({
      width: 1000,
      height: 700,
      pageWidths: [500, 500],
    });
  });

  it('fits a single page by width on a tall box', () => {
    expect(fitView([portrait], { width: 500, height: 1000 })).toEqual({
      width: 500,
      height: 700,
      pageWidths: [500],
    });
  });

  it('fits pages of different shapes at one height', () => {
    const fitted = fitView([portrait, { width: 2000, height: 1400 }], { width: 3000, height: 700 });
    expect(fitted.height).toBe(700);
    expect(fitted.pageWidths).toEqual([500, 1000]);
  });

  it('is empty for an unmeasured box or no pages', () => {
    expect(fitView([portrait], { width: 0, height: 0 })).toEqual({
      width: 0,
      height: 0,
      pageWidths: [0],
    });
    expect(fitView([], { width: 100, height: 100 })).toEqual({
      width: 0,
      height: 0,
      pageWidths: [],
    });
  });
});

describe('pageImageSources', () => {
  it('gives a media-service base path AVIF and WebP srcsets and a WebP src', () => {
    const sources = pageImageSources({ src: '/v3/media/pages/12/0' });
    expect(PAGE_FALLBACK_WIDTH).toBe(1080);
    expect(sources.src).toBe('/v3/media/pages/12/0/w1080.webp');
    expect(sources.srcSet).toEqual(mediaSrcSet('/v3/media/pages/12/0', MEDIA_WIDTHS.pages));
  });

  it('puts the image host in front of a root-relative path', () => {
    const sources = pageImageSources({ src: '/v3/media/pages/12/3' }, 'https://cdn.example/');
    expect(sources.src).toBe('https://cdn.example/v3/media/pages/12/3/w1080.webp');
    expect(sources.srcSet?.avif).toMatch(
      /^https:\/\/cdn\.example\/v3\/media\/pages\/12\/3\/w480\.avif 480w, /,
    );
  });

  it('keeps an absolute base URL on its own host', () => {
    const sources = pageImageSources({ src: 'https://media.example/p/1' }, 'https://cdn.example');
    expect(sources.src).toBe('https://media.example/p/1/w1080.webp');
  });

  it('uses a file URL or a data URI as is, without srcset', () => {
    const data = 'data:image/svg+xml,%3Csvg%2F%3E';
    expect(pageImageSources({ src: data }, 'https://cdn.example')).toEqual({
      src: data,
      srcSet: null,
    });
    expect(pageImageSources({ src: '/pages/1.svg' }, 'https://cdn.example')).toEqual({
      src: 'https://cdn.example/pages/1.svg',
      srcSet: null,
    });
    expect(pageImageSources({ src: '//cdn.example/p/1' }).srcSet).toBeNull();
  });

  it('picks the fallback width among the widths given', () => {
    expect(pageImageSources({ src: '/p/1' }, '', [400, 800]).src).toBe('/p/1/w800.webp');
    expect(pageImageSources({ src: '/p/1' }, '', [])).toEqual({ src: '/p/1', srcSet: null });
  });
});
