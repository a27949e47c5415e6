import { THUMBNAIL_FALLBACK_SRC, THUMBNAIL_RATIOS, type ThumbnailRatio } from './thumbnailFallback';

/** The image of a `Thumbnail` that has a `src` (one without shows its fallback already). */
const THUMBNAIL_IMAGE = '[data-slot="thumbnail"] img.cw-ui-thumbnail__image';

const isRatio = (value: string | undefined): value is ThumbnailRatio =>
  (THUMBNAIL_RATIOS as readonly (string | undefined)[]).includes(value);

/** The fallback of a thumbnail image: its custom one, else its box's ratio's; null if none. */
function fallbackOf(image: HTMLImageElement): string | null {
  const ratio = image.closest<HTMLElement>('[data-slot="thumbnail"]')?.dataset.ratio;
  return image.dataset.fallbackSrc ?? (isRatio(ratio) ? THUMBNAIL_FALLBACK_SRC[ratio] : null);
}

/**
 * Shows the fallback in place of a thumbnail image that failed to load: the image and the
 * `<source>`s of its `<picture>` all point at the fallback. Returns false when the element is
 * no thumbnail image or already shows its fallback (so a failing fallback cannot loop).
 *
 * @example
 * image.addEventListener('error', () => showThumbnailFallback(image));
 */
export function showThumbnailFallback(image: Element): boolean {
  if (!(image instanceof HTMLImageElement) || !image.matches(THUMBNAIL_IMAGE)) return false;
  const fallback = fallbackOf(image);
  if (fallback === null || image.getAttribute('src') === fallback) return false;
  if (image.parentElement instanceof HTMLPictureElement) {
    for (const source of image.parentElement.querySelectorAll('source')) source.srcset = fallback;
  }
  if (image.hasAttribute('srcset')) image.srcset = fallback;
  image.src = fallback;
  return true;
}

/**
 * Keeps every thumbnail of `root` showing its fallback when its image fails: one listener for
 * the whole page (errors do not bubble; they are caught on the way down), plus one look at the
 * images already there, which may have failed before the script ran. Returns the unsubscribe.
 *
 * @example
 * const stop = watchThumbnailFallbacks(document); // once the page is interactive
 * stop(); // when the page goes away
 */
export function watchThumbnailFallbacks(root: Document): () => void {
  const onError = (event: Event) => {
    if (event.target instanceof Element) showThumbnailFallback(event.target);
  };
  root.addEventListener('error', onError, { capture: true });
  for (const image of root.querySelectorAll<HTMLImageElement>(THUMBNAIL_IMAGE)) {
    if (image.complete && image.naturalWidth === 0 && image.getAttribute('src')) {
      showThumbnailFallback(image);
    }
  }
  return () => root.removeEventListener('error', onError, { capture: true });
}
