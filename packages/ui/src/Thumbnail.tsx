import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import {
  THUMBNAIL_DEFAULT_WIDTH,
  THUMBNAIL_FALLBACK_SRC,
  type ThumbnailRatio,
  thumbnailHeight,
} from './thumbnailFallback';

/** Modern-format alternatives of the image, each a `srcset` string. */
export type ThumbnailSources = {
  avif?: string;
  webp?: string;
};

export type ThumbnailProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'alt' | 'children' | 'ref'
> & {
  /** Image URL; `null`, `undefined` or `''` shows the fallback image of the ratio. */
  src?: string | null;
  /** Required: describe the image, or pass `''` when the text beside it already says it. */
  alt: string;
  ratio: ThumbnailRatio;
  /** Intrinsic width for the `width`/`height` attributes; the box follows its container. */
  width?: number;
  srcSet?: string;
  sizes?: string;
  /** AVIF/WebP `srcset`s: renders a `<picture>` whose `<source>`s share `sizes`. */
  sources?: ThumbnailSources;
  /** Replaces the built-in fallback image of the ratio. */
  fallbackSrc?: string;
};

/**
 * An image in a reserved `5:7` or `16:9` box (CSS `aspect-ratio` plus `width`/`height`
 * attributes, so nothing shifts when it loads), lazy and async-decoded by default. Shows
 * the ratio's fallback image when `src` is missing; when it fails to load, the page's one
 * `<ThumbnailFallbacks />` swaps the fallback in, so a thumbnail is plain HTML with no client
 * code of its own (a server component, nothing to hydrate per image). `className` and
 * `style` style the box; other props go to the `<img>`.
 *
 * @example
 * <Thumbnail
 *   ratio="16:9"
 *   src="/images/ep1.jpg"
 *   srcSet="/images/ep1.jpg 320w, /images/ep1@2x.jpg 640w"
 *   sizes="(min-width: 768px) 240px, 40vw"
 *   sources={{ avif: '/images/ep1.avif 320w', webp: '/images/ep1.webp 320w' }}
 *   alt="第1話"
 * />
 */
export function Thumbnail({
  src,
  alt,
  ratio,
  width = THUMBNAIL_DEFAULT_WIDTH[ratio],
  srcSet,
  sizes,
  sources,
  fallbackSrc = THUMBNAIL_FALLBACK_SRC[ratio],
  loading = 'lazy',
  decoding = 'async',
  className,
  style,
  ...imgProps
}: ThumbnailProps) {
  const height = thumbnailHeight(width, ratio);
  const boxClassName = clsx(
    'cw-ui-thumbnail',
    ratio === '5:7' ? 'cw-ui-thumbnail--5x7' : 'cw-ui-thumbnail--16x9',
    className,
  );

  if (!src) {
    return (
      <span data-slot="thumbnail" data-ratio={ratio} className={boxClassName} style={style}>
        <img
          {...imgProps}
          className="cw-ui-thumbnail__image"
          src={fallbackSrc}
          alt={alt}
          width={width}
          height={height}
          data-fallback=""
        />
      </span>
    );
  }

  const image = (
    <img
      {...imgProps}
      className="cw-ui-thumbnail__image"
      // Before `src`, so a client-created image is lazy from its first request.
      loading={loading}
      decoding={decoding}
      // `sizes` means nothing without `srcset` (and HTML forbids it there).
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      width={width}
      height={height}
      // Only a custom fallback is written out; the ratio's own is known to the page's script.
      data-fallback-src={fallbackSrc === THUMBNAIL_FALLBACK_SRC[ratio] ? undefined : fallbackSrc}
    />
  );

  return (
    <span data-slot="thumbnail" data-ratio={ratio} className={boxClassName} style={style}>
      {sources?.avif || sources?.webp ? (
        <picture>
          {sources.avif ? <source type="image/avif" srcSet={sources.avif} sizes={sizes} /> : null}
          {sources.webp ? <source type="image/webp" srcSet={sources.webp} sizes={sizes} /> : null}
          {image}
        </picture>
      ) : (
        image
      )}
    </span>
  );
}
