/**
 * Viewport width in CSS pixels from which the desktop layout applies (spec §2 "Layout", §9).
 * `styles.css` repeats it in `@media (min-width: 768px)`; a test keeps the two in step.
 *
 * @example
 * const isDesktop = window.innerWidth >= DESKTOP_MIN_WIDTH;
 */
export const DESKTOP_MIN_WIDTH = 768;

/**
 * Media query matching the desktop layout, for `matchMedia` and `sizes` attributes.
 *
 * @example
 * <Thumbnail sizes={`${DESKTOP_MEDIA_QUERY} 240px, 40vw`} ratio="5:7" src={src} alt="" />
 */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
