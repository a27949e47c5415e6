import { describe, expect, it } from 'vitest';
import { pageImageSources } from '../pageImages';
import { sampleManifest, sampleStoreOnlyNextManifest } from './storyFixtures';

describe('sampleManifest', () => {
  it('draws pages as SVG data URIs, which the viewer uses as they are', () => {
    const manifest = sampleManifest();
    expect(manifest.pages).toHaveLength(12);
    const page = manifest.pages[0];
    expect(page?.src).toMatch(/^data:image\/svg\+xml,/);
    expect(pageImageSources(page as { src: string })).toEqual({ src: page?.src, srcSet: null });
  });

  it('draws wide pages landscape and vsc pages as tall strips', () => {
    expect(sampleManifest({ widePages: [5] }).pages[5]).toMatchObject({
      width: 2000,
      height: 1400,
    });
    const strip = sampleManifest({ scrollType: 'vsc' });
    expect(strip.work.scrollType).toBe('vsc');
    expect(strip.pages[0]).toMatchObject({ width: 800, height: 1280 });
    expect(decodeURIComponent(strip.pages[0]?.src ?? '')).toContain('viewBox="0 0 800 1280"');
  });

  it('keeps page indexes in order', () => {
    expect(sampleManifest().pages.every((page, index) => page.index === index)).toBe(true);
  });
});

describe('sampleStoreOnlyNextManifest', () => {
  it('has 第3話 sold in stores only before 第8話, the next readable episode', () => {
    const manifest = sampleStoreOnlyNextManifest();
    expect(manifest.nextStoreEpisode).toMatchObject({ title: '第3話', isActive: false });
    expect(manifest.nextStoreEpisode?.stores).toHaveLength(3);
    expect(manifest.nextEpisode?.code).toBe('CW_000001_0008_E');
  });
});
