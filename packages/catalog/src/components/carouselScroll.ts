/**
 * The slide a carousel's scroller rests on: its scroll position in slide widths, rounded to the
 * nearest slide and kept within the slides. A scroller with no width (not laid out) or no
 * slides rests on the first. Internal to `BannerCarousel`, which reads the slide the reader
 * swiped to once the scroll settles.
 *
 * @example
 * slideIndexAt(730, 360, 4); //=> 2
 */
export function slideIndexAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)));
}
