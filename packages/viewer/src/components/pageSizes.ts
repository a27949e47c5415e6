import { DESKTOP_MEDIA_QUERY } from '@cw/ui';
import type { PageSize } from '../layoutSpreads';

/** The widest box of the viewer in its normal presentation: its maximum width in viewer.css. */
const VIEWER_MAX_WIDTH = '1280px';

/** `sizes` of the vertical strip's pages, normal presentation: its width on a desktop, else the window's. */
export const STRIP_SIZES = `${DESKTOP_MEDIA_QUERY} 720px, 100vw`;

/** `sizes` of the vertical strip's pages in the wide and fullscreen presentations. */
export const WIDE_STRIP_SIZES = `${DESKTOP_MEDIA_QUERY} 960px, 100vw`;

/**
 * The `sizes` of a page shown alone and whole before the viewer has measured its box: the start
 * page of the server HTML. As wide as the window, or as wide as the window's height allows a
 * page of this shape when that is less, and no wider than the viewer on a desktop. On a phone
 * the viewer fills the window, so the measured viewer asks for the same width and the browser
 * picks the variant it already has.
 *
 * @example
 * startPageSizes({ width: 1000, height: 1400 });
 * //=> '(min-width: 768px) min(100vw, 1280px, 71.43vh), min(100vw, 71.43vh)'
 */
export function startPageSizes(page: PageSize): string {
  if (!(page.width > 0 && page.height > 0)) return '100vw';
  const heightBound = `${Math.round((page.width / page.height) * 10_000) / 100}vh`;
  return `${DESKTOP_MEDIA_QUERY} min(100vw, ${VIEWER_MAX_WIDTH}, ${heightBound}), min(100vw, ${heightBound})`;
}
