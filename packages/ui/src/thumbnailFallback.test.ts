import { describe, expect, it } from 'vitest';
import {
  THUMBNAIL_DEFAULT_WIDTH,
  THUMBNAIL_FALLBACK_SRC,
  THUMBNAIL_RATIOS,
  thumbnailHeight,
} from './thumbnailFallback';

describe('thumbnailHeight', () => {
  it('follows the ratio', () => {
    expect(thumbnailHeight(250, '5:7')).toBe(350);
    expect(thumbnailHeight(320, '16:9')).toBe(180);
  });

  it('rounds to whole pixels', () => {
    expect(thumbnailHeight(100, '16:9')).toBe(56);
    expect(thumbnailHeight(99, '5:7')).toBe(139);
  });
});

describe('THUMBNAIL_FALLBACK_SRC', () => {
  it.each(THUMBNAIL_RATIOS)('is an inline SVG drawn in the %s ratio', (ratio) => {
    const src = THUMBNAIL_FALLBACK_SRC[ratio];
    expect(src.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(src.slice('data:image/svg+xml,'.length));
    const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
    const [across, down] = ratio.split(':').map(Number);
    expect(Number(viewBox?.[1]) / Number(viewBox?.[2])).toBeCloseTo((across ?? 0) / (down ?? 1), 5);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
  });

  it('has a default width per ratio', () => {
    expect(THUMBNAIL_DEFAULT_WIDTH).toEqual({ '5:7': 250, '16:9': 320 });
  });
});
