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

/**
 * The slide a resting scroller shows, or `null` while a scroll the carousel itself started
 * (a button, the turning) is still travelling to `travelTarget` (pixels): on a slow device a
 * smooth scroll can pause longer than the settle time between frames, and a slide read from the
 * middle of that journey would undo the reader's button press. `travelTarget` is `null` when
 * the reader moved the scroller (a swipe), whose resting place is always adopted.
 *
 * @example
 * settledSlide(400, 360, 4, 1080); //=> null (still on its way to slide 3)
 * settledSlide(1080, 360, 4, 1080); //=> 3
 */
export function settledSlide(
  scrollLeft: number,
  slideWidth: number,
  count: number,
  travelTarget: number | null,
): number | null {
  if (travelTarget !== null && Math.abs(scrollLeft - travelTarget) >= 1) return null;
  return slideIndexAt(scrollLeft, slideWidth, count);
}
