import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Thumbnail } from './Thumbnail';
import { ThumbnailFallbacks } from './ThumbnailFallbacks';
import { THUMBNAIL_FALLBACK_SRC } from './thumbnailFallback';

afterEach(cleanup);

// By tag: an image with alt="" is decorative and has no img role.
function image() {
  const element = document.querySelector('[data-slot="thumbnail"] img');
  if (!(element instanceof HTMLImageElement)) throw new Error('no thumbnail image');
  return element;
}

describe('Thumbnail', () => {
  it('reserves a 5:7 box with width and height attributes, lazy and async', () => {
    const { container } = render(<Thumbnail ratio="5:7" src="/cover.jpg" alt="表紙" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.getAttribute('data-slot')).toBe('thumbnail');
    expect(box.getAttribute('data-ratio')).toBe('5:7');
    expect(box.className).toBe('cw-ui-thumbnail cw-ui-thumbnail--5x7');
    expect(image().getAttribute('src')).toBe('/cover.jpg');
    expect(image().getAttribute('width')).toBe('250');
    expect(image().getAttribute('height')).toBe('350');
    expect(image().getAttribute('loading')).toBe('lazy');
    expect(image().getAttribute('decoding')).toBe('async');
    expect(image().alt).toBe('表紙');
    expect(screen.getByRole('img', { name: '表紙' })).toBe(image());
  });

  it('computes the 16:9 height from a given width', () => {
    render(<Thumbnail ratio="16:9" src="/still.jpg" alt="" width={640} />);
    expect(image().getAttribute('width')).toBe('640');
    expect(image().getAttribute('height')).toBe('360');
  });

  it('passes srcset, sizes and image props, and loads eagerly on request', () => {
    render(
      <Thumbnail
        ratio="16:9"
        src="/a.jpg"
        srcSet="/a.jpg 320w, /a@2x.jpg 640w"
        sizes="(min-width: 768px) 240px, 40vw"
        alt="第1話"
        loading="eager"
        fetchPriority="high"
      />,
    );
    expect(image().getAttribute('srcset')).toBe('/a.jpg 320w, /a@2x.jpg 640w');
    expect(image().getAttribute('sizes')).toBe('(min-width: 768px) 240px, 40vw');
    expect(image().getAttribute('loading')).toBe('eager');
    expect(image().getAttribute('fetchpriority')).toBe('high');
  });

  it('renders a picture with AVIF then WebP sources sharing sizes', () => {
    const { container } = render(
      <Thumbnail
        ratio="5:7"
        src="/a.jpg"
        sizes="50vw"
        sources={{ avif: '/a.avif 250w', webp: '/a.webp 250w' }}
        alt="表紙"
      />,
    );
    const sources = container.querySelectorAll('picture > source');
    expect(Array.from(sources, (source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe('/a.avif 250w');
    expect(sources[1]?.getAttribute('sizes')).toBe('50vw');
    expect(container.querySelector('picture > img')).toBe(image());
    // The fallback <img> has no srcset of its own, so no sizes either (invalid HTML).
    expect(image().hasAttribute('sizes')).toBe(false);
  });

  it.each([undefined, null, ''])('shows the fallback of the ratio when src is %j', (src) => {
    render(<Thumbnail ratio="16:9" src={src} alt="第2話" />);
    expect(image().getAttribute('src')).toBe(THUMBNAIL_FALLBACK_SRC['16:9']);
    expect(image().hasAttribute('data-fallback')).toBe(true);
    expect(image().alt).toBe('第2話');
    expect(image().getAttribute('height')).toBe('180');
  });

  it('switches to the fallback when the image fails, and calls onError', () => {
    const onError = vi.fn();
    render(
      <>
        <ThumbnailFallbacks />
        <Thumbnail ratio="5:7" src="/missing.jpg" alt="表紙" onError={onError} />
      </>,
    );
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe(THUMBNAIL_FALLBACK_SRC['5:7']);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('points the sources of its picture at the fallback too', () => {
    const { container } = render(
      <>
        <ThumbnailFallbacks />
        <Thumbnail ratio="16:9" src="/a.jpg" sources={{ avif: '/a.avif 320w' }} alt="" />
      </>,
    );
    fireEvent.error(image());
    expect(container.querySelector('source')?.getAttribute('srcset')).toBe(
      THUMBNAIL_FALLBACK_SRC['16:9'],
    );
  });

  it('tries a new src after a failure', () => {
    const { rerender } = render(
      <>
        <ThumbnailFallbacks />
        <Thumbnail ratio="5:7" src="/missing.jpg" alt="" />
      </>,
    );
    fireEvent.error(image());
    rerender(
      <>
        <ThumbnailFallbacks />
        <Thumbnail ratio="5:7" src="/other.jpg" alt="" />
      </>,
    );
    expect(image().getAttribute('src')).toBe('/other.jpg');
  });

  it('shows a custom fallback when the image fails', () => {
    render(
      <>
        <ThumbnailFallbacks />
        <Thumbnail ratio="5:7" src="/missing.jpg" alt="" fallbackSrc="/noimage.png" />
      </>,
    );
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/noimage.png');
  });

  it('leaves failures alone without ThumbnailFallbacks on the page', () => {
    render(<Thumbnail ratio="5:7" src="/missing.jpg" alt="" />);
    fireEvent.error(image());
    expect(image().getAttribute('src')).toBe('/missing.jpg');
  });

  it('uses a custom fallback', () => {
    render(<Thumbnail ratio="5:7" alt="" fallbackSrc="/noimage.png" />);
    expect(image().getAttribute('src')).toBe('/noimage.png');
  });

  it('is plain server HTML that finds an image which failed before the page script ran', async () => {
    // happy-dom reports every image as complete with no pixels, like a browser reports a
    // broken one.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Thumbnail ratio="16:9" src="/broken.jpg" alt="" />);
    document.body.append(container);
    await act(async () => {
      render(<ThumbnailFallbacks />);
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe(
      THUMBNAIL_FALLBACK_SRC['16:9'],
    );
    container.remove();
  });

  it('does not second-guess images added after the page script ran', () => {
    const { rerender } = render(<ThumbnailFallbacks />);
    rerender(
      <>
        <ThumbnailFallbacks />
        <Thumbnail ratio="16:9" src="/fresh.jpg" alt="" />
      </>,
    );
    expect(image().getAttribute('src')).toBe('/fresh.jpg');
  });

  it('styles the box with className and style', () => {
    const { container } = render(
      <Thumbnail ratio="5:7" src="/a.jpg" alt="" className="extra" style={{ maxWidth: 120 }} />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.className).toBe('cw-ui-thumbnail cw-ui-thumbnail--5x7 extra');
    expect(box.style.maxWidth).toBe('120px');
  });
});
