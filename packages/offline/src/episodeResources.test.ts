import { MEDIA_WIDTHS } from '@cw/contract/constants';
import { buildViewerManifest } from '@cw/fixtures';
import { describe, expect, it } from 'vitest';
import {
  episodeCacheName,
  episodeCodeOfCache,
  episodeResources,
  pageWidthForScreen,
  savedPageUrl,
  savedVariantFor,
  viewerManifestUrl,
} from './episodeResources';

describe('episode caches', () => {
  it('gives each saved episode a cache of its own, and reads the episode back', () => {
    const name = episodeCacheName('CW_000001_0002_E');
    expect(name).toBe('cw-offline-episode-CW_000001_0002_E');
    expect(name).not.toBe(episodeCacheName('CW_000001_0003_E'));
    expect(episodeCodeOfCache(name)).toBe('CW_000001_0002_E');
  });

  it('does not take other caches for saved episodes', () => {
    expect(episodeCodeOfCache('cw-media')).toBeNull();
    expect(episodeCodeOfCache('serwist-precache-v2')).toBeNull();
    expect(episodeCodeOfCache('cw-offline-episode-')).toBeNull();
  });
});

describe('pageWidthForScreen', () => {
  it('fits a page across a phone held upright, whose pixels are dense', () => {
    expect(pageWidthForScreen({ width: 390, height: 844, devicePixelRatio: 3 })).toBe(1440);
    expect(pageWidthForScreen({ width: 360, height: 800, devicePixelRatio: 2 })).toBe(720);
  });

  it("fits a page to the window's height on a desktop or a phone on its side", () => {
    // 800 / 1.4 = 571 CSS pixels: the page is drawn that wide, whatever the window's width.
    expect(pageWidthForScreen({ width: 1280, height: 800, devicePixelRatio: 1 })).toBe(720);
    expect(pageWidthForScreen({ width: 1920, height: 800, devicePixelRatio: 1 })).toBe(720);
    expect(pageWidthForScreen({ width: 1280, height: 800, devicePixelRatio: 2 })).toBe(1440);
    expect(pageWidthForScreen({ width: 844, height: 390, devicePixelRatio: 3 })).toBe(1080);
  });

  it('chooses among the widths the media host renders', () => {
    expect(MEDIA_WIDTHS.pages).toContain(
      pageWidthForScreen({ width: 414, height: 896, devicePixelRatio: 2 }),
    );
  });
});

describe('episodeResources', () => {
  const manifest = buildViewerManifest({ pageCount: 3 });

  it('lists the manifest and every page at the device width and format', () => {
    expect(episodeResources(manifest, { width: 1080, format: 'webp' })).toEqual({
      cacheName: 'cw-offline-episode-CW_000001_0002_E',
      manifestUrl: '/api/contents/viewer?episodeCode=CW_000001_0002_E',
      pageUrls: [
        '/v3/media/pages/2/0/w1080.webp',
        '/v3/media/pages/2/1/w1080.webp',
        '/v3/media/pages/2/2/w1080.webp',
      ],
      urls: [
        '/api/contents/viewer?episodeCode=CW_000001_0002_E',
        '/v3/media/pages/2/0/w1080.webp',
        '/v3/media/pages/2/1/w1080.webp',
        '/v3/media/pages/2/2/w1080.webp',
      ],
    });
  });

  it('puts the API and media hosts in front when they are elsewhere', () => {
    const resources = episodeResources(manifest, {
      width: 720,
      format: 'avif',
      apiBaseUrl: 'https://api.example/',
      imageBaseUrl: 'https://media.example',
    });
    expect(resources.manifestUrl).toBe(
      'https://api.example/api/contents/viewer?episodeCode=CW_000001_0002_E',
    );
    expect(resources.pageUrls[0]).toBe('https://media.example/v3/media/pages/2/0/w720.avif');
  });

  it('keeps a page URL naming a file as it is, and stores a repeated URL once', () => {
    const files = buildViewerManifest({ pageCount: 2, pageSrc: () => '/images/blank.png' });
    const resources = episodeResources(files, { width: 1080, format: 'webp' });
    expect(resources.pageUrls).toEqual(['/images/blank.png', '/images/blank.png']);
    expect(resources.urls).toEqual([viewerManifestUrl('CW_000001_0002_E'), '/images/blank.png']);
  });

  it('builds the URL the viewer requests: a variant of a base path, else the URL itself', () => {
    expect(savedPageUrl({ src: '/v3/media/pages/2/0' }, 480, 'webp')).toBe(
      '/v3/media/pages/2/0/w480.webp',
    );
    // Not a base path for the viewer either (its last segment is empty): used as is.
    expect(savedPageUrl({ src: '/v3/media/pages/2/0/' }, 480, 'webp')).toBe('/v3/media/pages/2/0/');
  });
});

describe('savedVariantFor', () => {
  const saved = ['/p/2/0/w1080.webp', '/p/2/1/w1080.webp', '/p/2/0/w480.avif'];

  it('answers the exact URL when it is saved', () => {
    expect(savedVariantFor('/p/2/0/w1080.webp', saved)).toBe('/p/2/0/w1080.webp');
  });

  it('answers another width of the same page, same format first', () => {
    expect(savedVariantFor('/p/2/0/w1440.webp', saved)).toBe('/p/2/0/w1080.webp');
    expect(savedVariantFor('/p/2/0/w720.avif', saved)).toBe('/p/2/0/w480.avif');
    expect(savedVariantFor('/p/2/1/w720.avif', saved)).toBe('/p/2/1/w1080.webp');
  });

  it('prefers the narrowest width covering the request over a wider or a narrower one', () => {
    const widths = ['/p/2/0/w480.webp', '/p/2/0/w1440.webp', '/p/2/0/w1080.webp'];
    expect(savedVariantFor('/p/2/0/w720.webp', widths)).toBe('/p/2/0/w1080.webp');
  });

  it('answers nothing for a page not saved, or another URL not saved', () => {
    expect(savedVariantFor('/p/2/2/w1080.webp', saved)).toBeNull();
    expect(savedVariantFor('/p/3/0/w1080.webp', saved)).toBeNull();
    expect(savedVariantFor('/images/blank.png', saved)).toBeNull();
    expect(savedVariantFor('/images/blank.png', ['/images/blank.png'])).toBe('/images/blank.png');
  });
});
