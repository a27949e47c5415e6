import { afterEach, describe, expect, it } from 'vitest';
import { THUMBNAIL_FALLBACK_SRC } from './thumbnailFallback';
import { showThumbnailFallback, watchThumbnailFallbacks } from './watchThumbnailFallbacks';

afterEach(() => {
  document.body.innerHTML = '';
});

function thumbnail(html: string, ratio = '5:7'): HTMLImageElement {
  document.body.innerHTML = `<span data-slot="thumbnail" data-ratio="${ratio}">${html}</span>`;
  const image = document.querySelector('img');
  if (!image) throw new Error('no image');
  return image;
}

describe('showThumbnailFallback', () => {
  it("shows the ratio's fallback in the image and its srcset", () => {
    const image = thumbnail(
      '<img class="cw-ui-thumbnail__image" src="/a.jpg" srcset="/a.jpg 1x" alt="">',
      '16:9',
    );
    expect(showThumbnailFallback(image)).toBe(true);
    expect(image.getAttribute('src')).toBe(THUMBNAIL_FALLBACK_SRC['16:9']);
    expect(image.getAttribute('srcset')).toBe(THUMBNAIL_FALLBACK_SRC['16:9']);
  });

  it('prefers the custom fallback the image names', () => {
    const image = thumbnail(
      '<img class="cw-ui-thumbnail__image" src="/a.jpg" data-fallback-src="/none.png" alt="">',
    );
    showThumbnailFallback(image);
    expect(image.getAttribute('src')).toBe('/none.png');
    expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('does nothing to a fallback that fails, or to other images', () => {
    const image = thumbnail(
      `<img class="cw-ui-thumbnail__image" src="${THUMBNAIL_FALLBACK_SRC['5:7']}" alt="">`,
    );
    expect(showThumbnailFallback(image)).toBe(false);
    document.body.innerHTML = '<img src="/logo.png" alt="">';
    const other = document.querySelector('img') as HTMLImageElement;
    expect(showThumbnailFallback(other)).toBe(false);
    expect(other.getAttribute('src')).toBe('/logo.png');
  });
});

describe('watchThumbnailFallbacks', () => {
  it('catches failures until unsubscribed', () => {
    const stop = watchThumbnailFallbacks(document);
    const image = thumbnail('<img class="cw-ui-thumbnail__image" src="/a.jpg" alt="">');
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe(THUMBNAIL_FALLBACK_SRC['5:7']);
    stop();
    const next = thumbnail('<img class="cw-ui-thumbnail__image" src="/b.jpg" alt="">');
    next.dispatchEvent(new Event('error'));
    expect(next.getAttribute('src')).toBe('/b.jpg');
  });
});
