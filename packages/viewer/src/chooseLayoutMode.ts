import type { ScrollType } from '@cw/contract/schemas';
import type { LayoutMode } from './layoutSpreads';

/** Desktop breakpoint of the service (spec section 9): spreads need at least this width. */
export const SPREAD_MIN_VIEWPORT_WIDTH = 768;

/** How the viewer lays pages out: a vertical strip, or paged one or two at a time. */
export type ViewerLayoutMode = LayoutMode | 'vertical';

/** Size of the viewer's box in CSS pixels. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/**
 * Picks the layout for a viewport: `vsc` always scrolls vertically; paged reading shows
 * two-page spreads on a landscape screen at least {@link SPREAD_MIN_VIEWPORT_WIDTH} wide and
 * one page otherwise (portrait phones and tablets, narrow windows, an unmeasured viewport).
 *
 * @example
 * chooseLayoutMode({ width: 1280, height: 800 }, 'rtl'); //=> 'spread'
 */
export function chooseLayoutMode(viewport: Viewport, scrollType: ScrollType): ViewerLayoutMode {
  if (scrollType === 'vsc') return 'vertical';
  const { width, height } = viewport;
  return width >= SPREAD_MIN_VIEWPORT_WIDTH && width > height ? 'spread' : 'single';
}
