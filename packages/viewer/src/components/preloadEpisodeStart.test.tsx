import type { ViewerPage } from '@cw/contract/schemas';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchEpisodeStart, preloadEpisodeStart, shownPageFormat } from './preloadEpisodeStart';
import { ViewerSkeleton } from './ViewerSkeleton';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = (index: number): ViewerPage => ({
  index,
  src: `/v3/media/pages/7/${index}`,
  width: 880,
  height: 1248,
});
const first = page(0);
const pages = [first, page(1), page(2)];

/** The images `preloadEpisodeStart` creates, as they were left. */
function preloaded(run: () => void) {
  const images: HTMLImageElement[] = [];
  const NativeImage = Image;
  vi.stubGlobal(
    'Image',
    class {
      constructor() {
        const image = new NativeImage();
        // jsdom decodes nothing; a browser's image has `decode`.
        image.decode = vi.fn(() => Promise.resolve());
        images.push(image);
        // biome-ignore lint/correctness/noConstructorReturn: the real element, recorded
        return image;
      }
    },
  );
  run();
  return images;
}

describe('preloadEpisodeStart', () => {
  it.each([
    ['rtl', 'avif'],
    ['ltr', 'webp'],
    ['vsc', 'avif'],
  ] as const)(
    'asks for the first page as the %s skeleton draws it, in %s',
    (scrollType, format) => {
      const images = preloaded(() => preloadEpisodeStart(pages, { scrollType, format, count: 2 }));
      const { container } = render(
        <ViewerSkeleton scrollType={scrollType} start={{ page: first, alt: '1ページ' }} />,
      );
      const source = container.querySelector(`source[type="image/${format}"]`);
      // The same candidates and the same `sizes`: the browser picks the same variant.
      expect(images[0]?.getAttribute('srcset')).toBe(source?.getAttribute('srcset'));
      expect(images[0]?.getAttribute('sizes')).toBe(source?.getAttribute('sizes'));
    },
  );

  it('fetches as many pages as asked, from the first', () => {
    const images = preloaded(() =>
      preloadEpisodeStart(pages, { scrollType: 'rtl', format: 'avif', count: 2 }),
    );
    expect(images.map((image) => image.getAttribute('srcset')?.split(' ')[0])).toEqual([
      '/v3/media/pages/7/0/w480.avif',
      '/v3/media/pages/7/1/w480.avif',
    ]);
  });

  it('decodes each page it fetches, and hands the images over to be held', () => {
    let returned: HTMLImageElement[] = [];
    const images = preloaded(() => {
      returned = preloadEpisodeStart(pages, { scrollType: 'rtl', format: 'avif', count: 2 });
    });
    expect(returned).toEqual(images);
    for (const image of images) expect(image.decode).toHaveBeenCalledOnce();
  });

  it('fetches a page that names a file as it is', () => {
    const images = preloaded(() =>
      preloadEpisodeStart([{ ...page(0), src: '/pages/1.png' }], {
        scrollType: 'rtl',
        format: 'avif',
        count: 2,
      }),
    );
    expect(images.map((image) => image.getAttribute('src'))).toEqual(['/pages/1.png']);
  });
});

/** A page image of the viewer on screen, as the browser took it. */
function showPage(currentSrc: string) {
  const image = document.createElement('img');
  image.className = 'cw-viewer-page-image';
  Object.defineProperty(image, 'currentSrc', { value: currentSrc });
  document.body.append(image);
  return image;
}

describe('shownPageFormat', () => {
  afterEach(() => document.body.replaceChildren());

  it('reads the format the browser took for the first page loaded', () => {
    showPage('');
    showPage('https://media.example/v3/media/pages/7/3/w1080.webp');
    expect(shownPageFormat('avif')).toBe('webp');
  });

  it('falls back before any page has loaded', () => {
    showPage('');
    expect(shownPageFormat('avif')).toBe('avif');
    expect(shownPageFormat('webp')).toBe('webp');
  });
});

describe('prefetchEpisodeStart', () => {
  afterEach(() => document.body.replaceChildren());

  it("fetches the next episode's first two pages in the format on screen", async () => {
    showPage('/v3/media/pages/6/0/w720.webp');
    let result: Promise<HTMLImageElement[] | null> = Promise.resolve(null);
    const images = preloaded(() => {
      result = prefetchEpisodeStart(() =>
        Promise.resolve({ pages, work: { scrollType: 'rtl' } } as never),
      );
    });
    // Nothing before the manifest is in.
    expect(images).toEqual([]);
    const held = await result;
    expect(held?.map((image) => image.getAttribute('srcset')?.split(' ')[0])).toEqual([
      '/v3/media/pages/7/0/w480.webp',
      '/v3/media/pages/7/1/w480.webp',
    ]);
  });

  it('gives null when the manifest cannot be fetched', async () => {
    await expect(prefetchEpisodeStart(() => Promise.reject(new Error('offline')))).resolves.toBe(
      null,
    );
  });
});
