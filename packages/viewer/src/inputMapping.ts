import type { ScrollType } from '@cw/contract/schemas';

/** A page turn asked for by a key, tap, swipe or wheel. */
export type PageAction = 'next' | 'previous' | 'first' | 'last';

/** What a tap asks for: a page turn, or showing/hiding the viewer's controls. */
export type TapAction = 'next' | 'previous' | 'menu';

/** The fields of a `KeyboardEvent` that mapping reads. */
export interface KeyInput {
  readonly key: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey?: boolean;
}

/** What a wheel event asks for: a page turn, or zooming by a factor at the pointer. */
export type WheelAction =
  | { readonly type: 'page'; readonly action: 'next' | 'previous' }
  | { readonly type: 'zoom'; readonly factor: number };

/** Options of {@link mapWheel}. */
export interface WheelOptions {
  /** Without it horizontal deltas are ignored; `vsc` leaves plain wheel scrolling native. */
  readonly scrollType?: ScrollType;
  /** While zoomed a plain wheel pans the page instead of turning it. */
  readonly zoomed?: boolean;
}

/** Smallest finger travel, in CSS pixels, that counts as a swipe. */
export const SWIPE_THRESHOLD_PX = 50;

/** Smallest wheel delta, in CSS pixels, that turns a page (ignores trackpad jitter). */
export const WHEEL_THRESHOLD_PX = 4;

/** Ctrl+wheel zoom: each 100px of `deltaY` halves or doubles the scale. */
export const WHEEL_ZOOM_SENSITIVITY = 0.01;

const CSS_PIXELS_PER_LINE = 16;
/** Keys a focused `<input type="range">` acts on itself. */
const SLIDER_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * Maps a key press to a page turn, following the reading direction: in `rtl` books the next
 * page lies to the left, so ArrowLeft is "next"; in `ltr` it is "previous". ArrowDown,
 * PageDown and Space go forward and ArrowUp, PageUp and Shift+Space back in every mode;
 * Home and End jump to the first and last page. Presses with Ctrl, Cmd or Alt are left to
 * the browser (history navigation, tab switching). In `vsc` ArrowLeft/ArrowRight do nothing.
 *
 * @example
 * mapKey({ key: 'ArrowLeft', shiftKey: false, ctrlKey: false, metaKey: false }, 'rtl'); //=> 'next'
 */
export function mapKey(input: KeyInput, scrollType: ScrollType): PageAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey === true) return null;
  switch (input.key) {
    case 'ArrowLeft':
      return horizontal('left', scrollType);
    case 'ArrowRight':
      return horizontal('right', scrollType);
    case 'ArrowDown':
    case 'PageDown':
      return 'next';
    case 'ArrowUp':
    case 'PageUp':
      return 'previous';
    case ' ':
    case 'Spacebar':
      return input.shiftKey ? 'previous' : 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/**
 * A control of the viewer's bars holding focus, by the keys it needs: a `button` (the
 * menu's, the page buttons), a `link` (back to the work) or the page `slider`.
 */
export type ControlKind = 'button' | 'link' | 'slider';

/**
 * Tells whether a key pressed on a control of the viewer's bars is the control's own;
 * otherwise it turns the page, as it does on the reading surface. A button keeps Enter and
 * Space (it activates on them), a link Enter, the slider the keys of a slider (arrows, Home,
 * End) while Space and PageUp/PageDown still turn (the slider's PageUp would move to a later
 * page, against their meaning everywhere else in the viewer).
 *
 * @example
 * keyStaysWithControl({ key: 'PageDown', shiftKey: false, ctrlKey: false, metaKey: false }, 'slider'); //=> false
 */
export function keyStaysWithControl(input: KeyInput, control: ControlKind): boolean {
  switch (control) {
    case 'slider':
      return SLIDER_KEYS.has(input.key);
    case 'button':
      return input.key === 'Enter' || input.key === ' ' || input.key === 'Spacebar';
    case 'link':
      return input.key === 'Enter';
  }
}

/**
 * Maps a tap or click to an action by where it lands: the left and right thirds turn the page
 * by the reading direction (left is "next" in `rtl`), the middle third toggles the controls.
 * In `vsc`, and on the side thirds while zoomed (a drag there pans), turns give way: `vsc`
 * taps anywhere toggle the controls, zoomed side taps give `null`.
 *
 * @example
 * mapTapZone(50, 900, 'rtl'); //=> 'next'
 */
export function mapTapZone(
  x: number,
  width: number,
  scrollType: ScrollType,
  options: { readonly zoomed?: boolean } = {},
): TapAction | null {
  if (scrollType === 'vsc' || !(width > 0)) return 'menu';
  const third = width / 3;
  if (x >= third && x <= 2 * third) return 'menu';
  if (options.zoomed === true) return null;
  return horizontal(x < third ? 'left' : 'right', scrollType);
}

/**
 * Maps a finished swipe (finger travel `dx`, `dy` in CSS pixels) to a page turn. The page
 * follows the finger: dragging right brings in the page on the left, which is the next one
 * in `rtl`. Swipes shorter than the threshold, mostly vertical, in `vsc` (native scrolling)
 * or while zoomed (panning) turn nothing.
 *
 * @example
 * mapSwipe(120, 10, 'rtl'); //=> 'next'
 */
export function mapSwipe(
  dx: number,
  dy: number,
  scrollType: ScrollType,
  options: { readonly zoomed?: boolean; readonly threshold?: number } = {},
): 'next' | 'previous' | null {
  if (scrollType === 'vsc' || options.zoomed === true) return null;
  const threshold = options.threshold ?? SWIPE_THRESHOLD_PX;
  if (!(Math.abs(dx) >= threshold) || Math.abs(dx) <= Math.abs(dy)) return null;
  // Finger moving right (dx > 0) reveals the page lying to the left.
  return horizontal(dx > 0 ? 'left' : 'right', scrollType);
}

/**
 * Maps a wheel event (deltas in CSS pixels, see {@link normalizeWheelDelta}) to an action.
 * Ctrl+wheel (also what trackpad pinches send) zooms at the pointer and never turns a page;
 * otherwise the larger axis turns the page: down is "next", and horizontally the direction
 * of the next page (left in `rtl`). `vsc` and zoomed views leave plain wheels to scrolling.
 *
 * @example
 * mapWheel(0, 120, false); //=> { type: 'page', action: 'next' }
 */
export function mapWheel(
  deltaX: number,
  deltaY: number,
  ctrlKey: boolean,
  options: WheelOptions = {},
): WheelAction | null {
  if (ctrlKey) {
    if (!Number.isFinite(deltaY) || deltaY === 0) return null;
    const factor = 2 ** (-deltaY * WHEEL_ZOOM_SENSITIVITY);
    return { type: 'zoom', factor: Math.min(2, Math.max(0.5, factor)) };
  }
  const { scrollType, zoomed = false } = options;
  if (scrollType === 'vsc' || zoomed) return null;
  const absX = Number.isFinite(deltaX) ? Math.abs(deltaX) : 0;
  const absY = Number.isFinite(deltaY) ? Math.abs(deltaY) : 0;
  if (absY >= absX) {
    if (absY < WHEEL_THRESHOLD_PX) return null;
    return { type: 'page', action: deltaY > 0 ? 'next' : 'previous' };
  }
  if (scrollType === undefined || absX < WHEEL_THRESHOLD_PX) return null;
  const action = horizontal(deltaX < 0 ? 'left' : 'right', scrollType);
  return action === null ? null : { type: 'page', action };
}

/**
 * Converts a wheel delta to CSS pixels from its `deltaMode` (0 pixels, 1 lines, 2 pages), so
 * Firefox's line-based wheels weigh like other browsers' pixel deltas.
 *
 * @example
 * normalizeWheelDelta(3, 1, 800); //=> 48
 */
export function normalizeWheelDelta(delta: number, deltaMode: number, pageHeight: number): number {
  if (deltaMode === 1) return delta * CSS_PIXELS_PER_LINE;
  if (deltaMode === 2) return delta * pageHeight;
  return delta;
}

/** The page turn that lies toward a screen side; none in vertical scrolling. */
function horizontal(side: 'left' | 'right', scrollType: ScrollType): 'next' | 'previous' | null {
  if (scrollType === 'vsc') return null;
  const nextSide = scrollType === 'rtl' ? 'left' : 'right';
  return side === nextSide ? 'next' : 'previous';
}
