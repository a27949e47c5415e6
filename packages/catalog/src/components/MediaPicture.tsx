import { mediaImage } from '@cw/ui';

export interface MediaPictureProps {
  /** Image path of the API: a media base path, a file URL or a data URI. */
  src: string;
  /** Widths the backend serves for this kind of image. */
  widths: readonly number[];
  sizes: string;
  alt: string;
  /** Intrinsic size for the `width`/`height` attributes, so nothing shifts on load. */
  width: number;
  height: number;
  className?: string;
  imageBaseUrl?: string;
}

/**
 * An image of a ratio `Thumbnail` does not draw (a square label icon): a `<picture>` with the
 * AVIF and WebP variants of a media base path, lazy and async-decoded. Nothing for `''`.
 *
 * @example
 * <MediaPicture src={label.iconImageUrl} widths={[96, 192]} sizes="48px" alt="" width={48} height={48} />
 */
export function MediaPicture({
  src,
  widths,
  sizes,
  alt,
  width,
  height,
  className,
  imageBaseUrl = '',
}: MediaPictureProps) {
  const image = mediaImage(src, widths, imageBaseUrl);
  if (image.src === '') return null;
  return (
    <picture>
      {image.sources?.avif ? (
        <source type="image/avif" srcSet={image.sources.avif} sizes={sizes} />
      ) : null}
      {image.sources?.webp ? (
        <source type="image/webp" srcSet={image.sources.webp} sizes={sizes} />
      ) : null}
      <img
        className={className}
        src={image.src}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
