import { describe, expect, it } from 'vitest';
import { chooseMediaWidth, parseMediaVariantUrl } from './mediaVariantChoice';
import {
  hasMediaVariants,
  MEDIA_FORMATS,
  mediaSrcSet,
  mediaUrl,
  mediaVariantUrl,
} from './mediaVariants';

const PAGE_WIDTHS = [480, 720, 1080, 1440];

describe('hasMediaVariants', () => {
  it('takes a root-relative or http(s) path whose last segment has no extension for an image', () => {
    expect(hasMediaVariants('/v3/media/covers/12')).toBe(true);
    expect(hasMediaVariants('/v3/media/pages/12/0')).toBe(true);
    expect(hasMediaVariants('https://img.example/v3/media/thumbnails/1')).toBe(true);
  });

  it('takes files, data URIs, protocol-relative URLs and empty segments for files', () => {
    expect(hasMediaVariants('/v3/media/thumbnails/1.webp')).toBe(false);
    expect(hasMediaVariants('https://img.example/a.jpg')).toBe(false);
    expect(hasMediaVariants('data:image/svg+xml,%3Csvg%3E')).toBe(false);
    expect(hasMediaVariants('//img.example/v3/media/thumbnails/1')).toBe(false);
    expect(hasMediaVariants('/v3/media/pages/2/0/')).toBe(false);
    expect(hasMediaVariants('/v3/media/covers/12?v=2')).toBe(false);
    expect(hasMediaVariants('')).toBe(false);
  });
});

describe('mediaUrl', () => {
  it('puts the media host in front of a root-relative path, once', () => {
    expect(mediaUrl('/v3/media/covers/12', 'https://cdn.example/')).toBe(
      'https://cdn.example/v3/media/covers/12',
    );
    expect(mediaUrl('/v3/media/covers/12')).toBe('/v3/media/covers/12');
  });

  it('keeps absolute and protocol-relative URLs and data URIs', () => {
    expect(mediaUrl('https://img.example/a', '/x')).toBe('https://img.example/a');
    expect(mediaUrl('//img.example/a', 'https://cdn')).toBe('//img.example/a');
    expect(mediaUrl('data:image/png;base64,AA', 'https://cdn')).toBe('data:image/png;base64,AA');
  });
});

describe('mediaVariantUrl', () => {
  it('appends the width and format to the base, without doubling a slash', () => {
    expect(mediaVariantUrl('/v3/media/p/0', 720, 'avif')).toBe('/v3/media/p/0/w720.avif');
    expect(mediaVariantUrl('https://cdn.example/p/1/', 480, 'webp')).toBe(
      'https://cdn.example/p/1/w480.webp',
    );
  });
});

describe('mediaSrcSet', () => {
  it('lists every width for each format the host renders', () => {
    expect(MEDIA_FORMATS).toEqual(['avif', 'webp']);
    expect(mediaSrcSet('/p/0', PAGE_WIDTHS)).toEqual({
      avif: '/p/0/w480.avif 480w, /p/0/w720.avif 720w, /p/0/w1080.avif 1080w, /p/0/w1440.avif 1440w',
      webp: '/p/0/w480.webp 480w, /p/0/w720.webp 720w, /p/0/w1080.webp 1080w, /p/0/w1440.webp 1440w',
    });
    expect(mediaSrcSet('/p/0', [480]).avif).toBe('/p/0/w480.avif 480w');
  });
});

describe('chooseMediaWidth', () => {
  it('picks the smallest width covering the device pixels', () => {
    expect(chooseMediaWidth(375, 1, PAGE_WIDTHS)).toBe(480);
    expect(chooseMediaWidth(360, 2, PAGE_WIDTHS)).toBe(720);
    expect(chooseMediaWidth(390, 2, PAGE_WIDTHS)).toBe(1080);
    expect(chooseMediaWidth(480, 1, PAGE_WIDTHS)).toBe(480);
    expect(chooseMediaWidth(481, 1, PAGE_WIDTHS)).toBe(720);
  });

  it('falls back to the largest width when none covers', () => {
    expect(chooseMediaWidth(430, 3, PAGE_WIDTHS)).toBe(1440);
    expect(chooseMediaWidth(5000, 1, PAGE_WIDTHS)).toBe(1440);
  });

  it('reads an unknown ratio as 1 and an unknown or negative width as 0', () => {
    expect(chooseMediaWidth(600, 0, PAGE_WIDTHS)).toBe(720);
    expect(chooseMediaWidth(600, Number.NaN, PAGE_WIDTHS)).toBe(720);
    expect(chooseMediaWidth(Number.NaN, 2, PAGE_WIDTHS)).toBe(480);
    expect(chooseMediaWidth(-10, 2, PAGE_WIDTHS)).toBe(480);
  });

  it('takes widths in any order and refuses none', () => {
    expect(chooseMediaWidth(700, 1, [1000, 500])).toBe(1000);
    expect(() => chooseMediaWidth(700, 1, [])).toThrow(RangeError);
  });
});

describe('parseMediaVariantUrl', () => {
  it('reads a variant URL apart, the way mediaVariantUrl builds it', () => {
    expect(parseMediaVariantUrl('https://m.example/v3/media/pages/2/0/w720.avif')).toEqual({
      base: 'https://m.example/v3/media/pages/2/0',
      width: 720,
      format: 'avif',
    });
    const url = mediaVariantUrl('/v3/media/pages/2/0', 1080, 'webp');
    expect(parseMediaVariantUrl(url)).toEqual({
      base: '/v3/media/pages/2/0',
      width: 1080,
      format: 'webp',
    });
  });

  it('answers null for any other URL', () => {
    expect(parseMediaVariantUrl('/v3/media/pages/2/0/w720.png')).toBeNull();
    expect(parseMediaVariantUrl('/images/blank.png')).toBeNull();
    expect(parseMediaVariantUrl('')).toBeNull();
  });
});
