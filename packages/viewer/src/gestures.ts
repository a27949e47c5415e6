import type { ZoomPoint } from './zoom';

/** Pointer travel, in CSS pixels, under which a press and release is a tap, not a drag. */
export const TAP_SLOP_PX = 10;
/** Longest gap between two taps of a double tap, in milliseconds. */
export const DOUBLE_TAP_MS = 300;
/** Farthest two taps of a double tap may land apart, in CSS pixels. */
export const DOUBLE_TAP_SLOP_PX = 40;
/** A wheel event after this long without one starts a new wheel gesture, in milliseconds. */
export const WHEEL_GESTURE_GAP_MS = 200;
/** Within one long wheel gesture, the least time between two page turns, in milliseconds. */
export const WHEEL_TURN_INTERVAL_MS = 700;

/** A finished tap: where on the stage, and when (an event's `timeStamp`). */
export interface TapRecord {
  readonly x: number;
  readonly y: number;
  readonly time: number;
}

/**
 * Tells whether a press that moved `dx`, `dy` CSS pixels before release is a tap.
 *
 * @example
 * isTap(3, -4); //=> true
 */
export function isTap(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) < TAP_SLOP_PX;
}

/**
 * Tells whether `next` completes a double tap begun by `previous`: soon enough after it and
 * close enough to it.
 *
 * @example
 * isDoubleTap({ x: 100, y: 100, time: 0 }, { x: 110, y: 95, time: 200 }); //=> true
 */
export function isDoubleTap(previous: TapRecord | null, next: TapRecord): boolean {
  if (previous === null) return false;
  const gap = next.time - previous.time;
  return (
    gap >= 0 &&
    gap <= DOUBLE_TAP_MS &&
    Math.hypot(next.x - previous.x, next.y - previous.y) <= DOUBLE_TAP_SLOP_PX
  );
}

/**
 * Where a double tap acts: taps in the side thirds turn pages at once (so quick taps turn
 * quickly), so only a double tap in the middle third zooms; while zoomed any double tap
 * zooms back out.
 *
 * @example
 * isDoubleTapZone(450, 900, false); //=> true
 */
export function isDoubleTapZone(x: number, width: number, zoomed: boolean): boolean {
  if (zoomed || !(width > 0)) return true;
  return x >= width / 3 && x <= (2 * width) / 3;
}

/**
 * Distance between the two pointers of a pinch; a pinch zooms by the ratio of two of them.
 *
 * @example
 * pinchDistance({ x: 0, y: 0 }, { x: 30, y: 40 }); //=> 50
 */
export function pinchDistance(a: ZoomPoint, b: ZoomPoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

/**
 * The point a pinch zooms at: halfway between its pointers.
 *
 * @example
 * pinchCenter({ x: 0, y: 0 }, { x: 30, y: 40 }); //=> { x: 15, y: 20 }
 */
export function pinchCenter(a: ZoomPoint, b: ZoomPoint): ZoomPoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Tells whether a wheel event asking for a page turn may turn one. A trackpad swipe sends a
 * stream of wheel events (with inertia, for a second or more): its first event turns the
 * page, then the stream turns at most one page every {@link WHEEL_TURN_INTERVAL_MS}. A
 * notched mouse wheel paused between notches turns one page a notch.
 *
 * @example
 * mayTurnOnWheel({ now: 1000, lastWheelAt: 500, lastTurnAt: 500 }); //=> true (new gesture)
 */
export function mayTurnOnWheel({
  now,
  lastWheelAt,
  lastTurnAt,
}: {
  /** `timeStamp` of this event. */
  readonly now: number;
  /** `timeStamp` of the previous wheel event, `null` for the first. */
  readonly lastWheelAt: number | null;
  /** `timeStamp` of the last wheel event that turned a page, `null` if none did. */
  readonly lastTurnAt: number | null;
}): boolean {
  if (lastWheelAt === null || now - lastWheelAt >= WHEEL_GESTURE_GAP_MS) return true;
  return lastTurnAt === null || now - lastTurnAt >= WHEEL_TURN_INTERVAL_MS;
}
