import { describe, expect, it } from 'vitest';
import {
  chooseVariantWidth,
  estimateDecodedBytes,
  fitView,
  PAGE_FALLBACK_WIDTH,
  PAGE_VARIANT_WIDTHS,
  pageImageSources,
  pageSizesAtZoom,
  pageSrcSet,
  pageVariantSrc,
} from './pageImages';

describe('chooseVariantWidth', () => {
  it('offers the media service widths by default', () => {
    expect(PAGE_VARIANT_WIDTHS).toEqual([480, 720, 1080, 1440]);
  });

  it('picks the smallest width covering the device pixels', () => {
    expect(chooseVariantWidth(375, 1)).toBe(480);
    expect(chooseVariantWidth(360, 2)).toBe(720);
    expect(chooseVariantWidth(540, 2)).toBe(1080);
    expect(chooseVariantWidth(480, 1)).toBe(480);
    expect(chooseVariantWidth(481, 1)).toBe(720);
  });

  it('falls back to the largest width when none is enough', () => {
    expect(chooseVariantWidth(430, 3)).toBe(1440);
    expect(chooseVariantWidth(5000, 1)).toBe(1440);
  });

  it('treats a missing or broken pixel ratio as 1 and a broken width as 0', () => {
    expect(chooseVariantWidth(600, 0)).toBe(720);
    expect(chooseVariantWidth(600, Number.NaN)).toBe(720);
    expect(chooseVariantWidth(Number.NaN, 2)).toBe(480);
    expect(chooseVariantWidth(-10, 2)).toBe(480);
  });

  it('accepts other widths in any order', () => {
    expect(chooseVariantWidth(700, 1, [1000, 500])).toBe(1000);
    expect(() => chooseVariantWidth(700, 1, [])).toThrow(RangeError);
  });
});

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

describe('pageVariantSrc', () => {
  it('appends the width and format to the base path', () => {
    expect(pageVariantSrc({ src: '/v3/media/p/0' }, 720, 'avif')).toBe('/v3/media/p/0/w720.avif');
    expect(pageVariantSrc({ src: 'https://cdn.example/p/1/' }, 480, 'webp')).toBe(
      'https://cdn.example/p/1/w480.webp',
    );
  });
});

describe('pageSrcSet', () => {
  it('lists every width for AVIF and for WebP', () => {
    expect(pageSrcSet({ src: '/p/0' })).toEqual({
      avif: '/p/0/w480.avif 480w, /p/0/w720.avif 720w, /p/0/w1080.avif 1080w, /p/0/w1440.avif 1440w',
      webp: '/p/0/w480.webp 480w, /p/0/w720.webp 720w, /p/0/w1080.webp 1080w, /p/0/w1440.webp 1440w',
    });
  });

  it('accepts other widths', () => {
    expect(pageSrcSet({ src: '/p/0' }, [480]).avif).toBe('/p/0/w480.avif 480w');
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
    expect(sources.srcSet).toEqual(pageSrcSet({ src: '/v3/media/pages/12/0' }));
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
