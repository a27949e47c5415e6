import type { ViewerPage } from '@cw/contract/schemas';
import { memo } from 'react';
import { pageImageSources } from '../pageImages';
import type { PageImageRef } from './usePagePreloader';

export interface PageImageProps {
  page: ViewerPage;
  alt: string;
  /** `sizes` of the `srcset`: the width the page is drawn at. */
  sizes: string;
  imageBaseUrl: string;
  /** Drawn size in CSS pixels, when the viewer has measured its box. */
  drawnWidth?: number;
  drawnHeight?: number;
  /** Registers the image with the preloader. */
  imageRef?: PageImageRef;
  /** `high` for the pages on screen, so they are fetched before the preload window. */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * One page image: a `<picture>` with AVIF and WebP `srcset`s when the page has variants, or
 * a plain `<img>` of its URL. Its `width`/`height` attributes are the page's own pixels, so
 * the box keeps the page's ratio before the image arrives. Memoized: a page turn re-renders
 * the two views changing visibility, not every page.
 */
export const PageImage = memo(function PageImage({
  page,
  alt,
  sizes,
  imageBaseUrl,
  drawnWidth,
  drawnHeight,
  imageRef,
  fetchPriority = 'auto',
}: PageImageProps) {
  const sources = pageImageSources(page, imageBaseUrl);
  const style =
    drawnWidth !== undefined && drawnHeight !== undefined
      ? { width: `${drawnWidth}px`, height: `${drawnHeight}px` }
      : undefined;
  const image = (
    <img
      ref={imageRef}
      className="cw-viewer-page-image"
      src={sources.src}
      alt={alt}
      width={page.width}
      height={page.height}
      decoding="async"
      fetchPriority={fetchPriority}
      draggable={false}
      style={style}
      data-page-index={page.index}
    />
  );
  if (sources.srcSet === null) return image;
  return (
    <picture className="cw-viewer-page-picture">
      <source type="image/avif" srcSet={sources.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSet.webp} sizes={sizes} />
      {image}
    </picture>
  );
});
