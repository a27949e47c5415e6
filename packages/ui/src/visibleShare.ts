/** The share of an element in view that counts as seen, by default: half. */
export const SEEN_THRESHOLD = 0.5;

/** What these rules read of an `IntersectionObserverEntry`. */
export type VisibilityEntry = Pick<
  IntersectionObserverEntry,
  'isIntersecting' | 'intersectionRatio' | 'intersectionRect' | 'boundingClientRect' | 'rootBounds'
>;

type Size = { width: number; height: number };

const area = ({ width, height }: Size) => Math.max(0, width) * Math.max(0, height);

/** `threshold` clamped to 0–1, as the observer requires; not a number gives `SEEN_THRESHOLD`. */
const bounded = (threshold: number) =>
  Number.isNaN(threshold) ? SEEN_THRESHOLD : Math.min(1, Math.max(0, threshold));

/**
 * How much of an element is in view, 0 to 1: the part of the element in the viewport, or, for
 * an element larger than the viewport, the part of the viewport it fills. A section three
 * screens tall never has half of itself in view, yet it is plainly seen once it fills half the
 * screen. Without root bounds (a cross-origin frame) or a size it is the observer's own ratio.
 *
 * @example
 * visibleShare(entry); //=> 0.5 for a section 3000px tall filling half of an 800px viewport
 */
export function visibleShare(entry: VisibilityEntry): number {
  if (!entry.isIntersecting) return 0;
  const element = area(entry.boundingClientRect);
  const root = entry.rootBounds ? area(entry.rootBounds) : 0;
  const base = Math.min(element, root);
  if (base === 0) return entry.intersectionRatio;
  // The observer's ratio wins a rounding tie: it decided the threshold was crossed.
  return Math.min(1, Math.max(entry.intersectionRatio, area(entry.intersectionRect) / base));
}

/**
 * Whether an observer entry shows its element seen: intersecting, with at least `threshold`
 * (0–1) of it in view by `visibleShare`.
 *
 * @example
 * entries.some((entry) => isSeen(entry, 0.5));
 */
export function isSeen(entry: VisibilityEntry, threshold: number): boolean {
  return entry.isIntersecting && visibleShare(entry) >= bounded(threshold);
}

/** Every twentieth, where the observer also reports. */
const STEPS = Array.from({ length: 21 }, (_, step) => step / 20);

/**
 * The `threshold` list of the observer behind `useSeenOnce`: `threshold` itself (clamped to
 * 0–1; not a number gives `SEEN_THRESHOLD`) after every twentieth below it. The steps make the
 * observer report while an element larger than the viewport scrolls through it, whose own ratio
 * may never reach `threshold` (up to 20 screens tall: its ratio still crosses 1/20).
 *
 * @example
 * seenThresholds(0.2); //=> [0, 0.05, 0.1, 0.15, 0.2]
 */
export function seenThresholds(threshold: number): number[] {
  const last = bounded(threshold);
  return [...STEPS.filter((step) => step < last), last];
}
