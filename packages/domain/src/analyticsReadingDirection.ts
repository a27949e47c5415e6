/** Reading directions as analytics reports them: 縦読み (vertical) and 横読み (horizontal). */
export const ANALYTICS_READING_DIRECTIONS = ['tate_yomi', 'yoko_yomi'] as const;
export type AnalyticsReadingDirection = (typeof ANALYTICS_READING_DIRECTIONS)[number];

/**
 * The reading direction an `episode_read` event reports (spec section 4): the reader's stored
 * choice for the work wins (vertical gives `tate_yomi`, horizontal `yoko_yomi`); without one
 * (`null` or absent), the work's original direction `ttb` gives `tate_yomi` and any other
 * `yoko_yomi`. The viewer reports by it and analytics documents it; neither keeps a copy.
 *
 * @example
 * analyticsReadingDirection({ storedDirection: null, originalDirection: 'ttb' }); //=> 'tate_yomi'
 * analyticsReadingDirection({ storedDirection: 'horizontal', originalDirection: 'ttb' }); //=> 'yoko_yomi'
 */
export function analyticsReadingDirection({
  storedDirection,
  originalDirection,
}: {
  readonly storedDirection?: 'vertical' | 'horizontal' | null;
  readonly originalDirection: string;
}): AnalyticsReadingDirection {
  if (storedDirection != null) return storedDirection === 'vertical' ? 'tate_yomi' : 'yoko_yomi';
  return originalDirection === 'ttb' ? 'tate_yomi' : 'yoko_yomi';
}
