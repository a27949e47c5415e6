import { describe, expect, it } from 'vitest';
import { mediaImage } from './mediaImage';

describe('mediaImage', () => {
  it('builds AVIF and WebP srcsets from a base path', () => {
    expect(mediaImage('/v3/media/thumbnails/12', [320, 640])).toEqual({
      src: '/v3/media/thumbnails/12/w640.webp',
      sources: {
        avif: '/v3/media/thumbnails/12/w320.avif 320w, /v3/media/thumbnails/12/w640.avif 640w',
        webp: '/v3/media/thumbnails/12/w320.webp 320w, /v3/media/thumbnails/12/w640.webp 640w',
      },
    });
  });

  it('puts the image host in front of a root-relative path', () => {
    expect(mediaImage('/v3/media/volumes/3', [180, 360, 720], 'https://cdn.example/')).toEqual({
      src: 'https://cdn.example/v3/media/volumes/3/w720.webp',
      sources: {
        avif: [180, 360, 720]
          .map((w) => `https://cdn.example/v3/media/volumes/3/w${w}.avif ${w}w`)
          .join(', '),
        webp: [180, 360, 720]
          .map((w) => `https://cdn.example/v3/media/volumes/3/w${w}.webp ${w}w`)
          .join(', '),
      },
    });
  });

  it('keeps an absolute base URL, adding variants', () => {
    expect(mediaImage('https://img.example/v3/media/thumbnails/1', [320], '/x').src).toBe(
      'https://img.example/v3/media/thumbnails/1/w320.webp',
    );
  });

  it('uses files, data URIs and protocol-relative URLs as they are', () => {
    expect(mediaImage('/v3/media/thumbnails/1.webp', [320])).toEqual({
      src: '/v3/media/thumbnails/1.webp',
    });
    expect(mediaImage('https://img.example/a.jpg', [320])).toEqual({
      src: 'https://img.example/a.jpg',
    });
    expect(mediaImage('data:image/svg+xml,%3Csvg%3E', [320])).toEqual({
      src: 'data:image/svg+xml,%3Csvg%3E',
    });
    expect(mediaImage('//img.example/v3/media/thumbnails/1', [320], 'https://cdn')).toEqual({
      src: '//img.example/v3/media/thumbnails/1',
    });
  });

  it("keeps '' as no image", () => {
    expect(mediaImage('', [320], 'https://cdn.example')).toEqual({ src: '' });
  });
});
