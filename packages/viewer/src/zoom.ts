/**
 * Zoom and pan of the current view, as a CSS transform `translate(x, y) scale(scale)` with
 * `transform-origin: 0 0` on the stage (the viewer's box). A spread is zoomed as one: its
 * pages share one transform.
 */
export interface ZoomState {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/**
 * The stage size, and the size of what it shows at scale 1, centred in it (an `rtl` spread
 * fitted by height leaves bands left and right). The content defaults to the whole stage.
 */
export interface ZoomBounds {
  readonly width: number;
  readonly height: number;
  readonly contentWidth?: number;
  readonly contentHeight?: number;
}

/** A point on the stage, in CSS pixels from its top left corner. */
export interface ZoomPoint {
  readonly x: number;
  readonly y: number;
}

/** Unzoomed. */
export const MIN_ZOOM_SCALE = 1;
/** Closest zoom: enough to read small print on a phone. */
export const MAX_ZOOM_SCALE = 4;
/** Scale a double tap or double click zooms to. */
export const DOUBLE_TAP_ZOOM_SCALE = 2.5;

/**
 * The unzoomed state; page turns reset to it.
 *
 * @example
 * resetZoom(); //=> { scale: 1, x: 0, y: 0 }
 */
export function resetZoom(): ZoomState {
  return { scale: MIN_ZOOM_SCALE, x: 0, y: 0 };
}

/**
 * Tells whether the view is zoomed in, when taps and drags pan instead of turning pages.
 *
 * @example
 * isZoomed({ scale: 2, x: -100, y: -50 }); //=> true
 */
export function isZoomed(state: ZoomState): boolean {
  return state.scale > MIN_ZOOM_SCALE;
}

/**
 * Zooms by `factor` keeping the content under `point` (the pointer, the pinch centre) where
 * it is, with the scale kept within 1..4 and the pan clamped so no empty space opens at an
 * edge. Zooming out to 1 returns exactly {@link resetZoom}.
 *
 * @example
 * zoomAt(resetZoom(), 2, { x: 400, y: 300 }, { width: 800, height: 600 });
 * //=> { scale: 2, x: -400, y: -300 }
 */
export function zoomAt(
  state: ZoomState,
  factor: number,
  point: ZoomPoint,
  bounds: ZoomBounds,
): ZoomState {
  if (!(factor > 0) || !Number.isFinite(factor)) return clampPan(state, bounds);
  const scale = clampScale(state.scale * factor);
  if (scale === MIN_ZOOM_SCALE) return resetZoom();
  const ratio = scale / state.scale;
  return clampPan(
    { scale, x: point.x - (point.x - state.x) * ratio, y: point.y - (point.y - state.y) * ratio },
    bounds,
  );
}

/**
 * Moves a zoomed view by a drag of `dx`, `dy` CSS pixels, stopping at the content's edges.
 * Unzoomed views do not move.
 *
 * @example
 * panBy({ scale: 2, x: -400, y: -300 }, 100, 0, { width: 800, height: 600 });
 * //=> { scale: 2, x: -300, y: -300 }
 */
export function panBy(state: ZoomState, dx: number, dy: number, bounds: ZoomBounds): ZoomState {
  return clampPan(
    {
      scale: state.scale,
      x: state.x + (Number.isFinite(dx) ? dx : 0),
      y: state.y + (Number.isFinite(dy) ? dy : 0),
    },
    bounds,
  );
}

/**
 * Double tap or double click: zooms to {@link DOUBLE_TAP_ZOOM_SCALE} at the point when
 * unzoomed, back to unzoomed otherwise.
 *
 * @example
 * toggleZoomAt(resetZoom(), { x: 0, y: 0 }, { width: 800, height: 600 }).scale; //=> 2.5
 */
export function toggleZoomAt(state: ZoomState, point: ZoomPoint, bounds: ZoomBounds): ZoomState {
  if (isZoomed(state)) return resetZoom();
  return zoomAt(state, DOUBLE_TAP_ZOOM_SCALE / state.scale, point, bounds);
}

function clampScale(scale: number): number {
  if (Number.isNaN(scale)) return MIN_ZOOM_SCALE;
  return Math.min(MAX_ZOOM_SCALE, Math.max(MIN_ZOOM_SCALE, scale));
}

/** Keeps the scaled content covering the stage on each axis, or centred when smaller. */
function clampPan(state: ZoomState, bounds: ZoomBounds): ZoomState {
  const scale = clampScale(state.scale);
  return {
    scale,
    x: clampAxis(state.x, scale, bounds.width, bounds.contentWidth ?? bounds.width),
    y: clampAxis(state.y, scale, bounds.height, bounds.contentHeight ?? bounds.height),
  };
}

function clampAxis(offset: number, scale: number, stage: number, content: number): number {
  const start = (stage - content) / 2; // content's edge at scale 1
  const scaledContent = content * scale;
  if (scaledContent <= stage) return ((1 - scale) * stage) / 2 || 0; // centred
  const max = -start * scale; // content's leading edge at the stage's leading edge
  const min = stage - (start + content) * scale; // trailing edge at the trailing edge
  if (!Number.isFinite(offset)) return (min + max) / 2;
  return Math.min(max, Math.max(min, offset)) || 0;
}
