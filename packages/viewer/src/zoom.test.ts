import { describe, expect, it } from 'vitest';
import {
  DOUBLE_TAP_ZOOM_SCALE,
  isZoomed,
  MAX_ZOOM_SCALE,
  MIN_ZOOM_SCALE,
  panBy,
  resetZoom,
  toggleZoomAt,
  type ZoomBounds,
  type ZoomState,
  zoomAt,
} from './zoom';

const stage: ZoomBounds = { width: 800, height: 600 };

/** Where a stage point shows in content coordinates (scale-1 stage pixels). */
function contentPointAt(state: ZoomState, x: number, y: number) {
  return { x: (x - state.x) / state.scale, y: (y - state.y) / state.scale };
}

describe('resetZoom and isZoomed', () => {
  it('starts unzoomed', () => {
    expect(resetZoom()).toEqual({ scale: 1, x: 0, y: 0 });
    expect(isZoomed(resetZoom())).toBe(false);
    expect(isZoomed({ scale: 1.01, x: 0, y: 0 })).toBe(true);
  });

  it('returns a fresh object each time', () => {
    expect(resetZoom()).not.toBe(resetZoom());
  });
});

describe('zoomAt', () => {
  it('keeps the content under the pointer in place', () => {
    const zoomed = zoomAt(resetZoom(), 2, { x: 200, y: 150 }, stage);
    expect(zoomed.scale).toBe(2);
    expect(contentPointAt(zoomed, 200, 150)).toEqual({ x: 200, y: 150 });
    const closer = zoomAt(zoomed, 1.5, { x: 500, y: 400 }, stage);
    const before = contentPointAt(zoomed, 500, 400);
    const after = contentPointAt(closer, 500, 400);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('clamps the scale to 1..4', () => {
    expect(MIN_ZOOM_SCALE).toBe(1);
    expect(MAX_ZOOM_SCALE).toBe(4);
    expect(zoomAt(resetZoom(), 10, { x: 400, y: 300 }, stage).scale).toBe(4);
    expect(zoomAt(resetZoom(), 0.5, { x: 400, y: 300 }, stage)).toEqual(resetZoom());
  });

  it('returns exactly the unzoomed state when zooming out to 1', () => {
    const zoomed = zoomAt(resetZoom(), 3, { x: 700, y: 100 }, stage);
    expect(zoomAt(zoomed, 1 / 3, { x: 10, y: 10 }, stage)).toEqual({ scale: 1, x: 0, y: 0 });
  });

  it('never lets the content leave the stage, even zooming at a corner', () => {
    const zoomed = zoomAt(resetZoom(), 2, { x: 0, y: 0 }, stage);
    expect(zoomed).toEqual({ scale: 2, x: 0, y: 0 });
    const corner = zoomAt(resetZoom(), 2, { x: 800, y: 600 }, stage);
    expect(corner).toEqual({ scale: 2, x: -800, y: -600 });
    // A pointer outside the stage still keeps the content covering it.
    const outside = zoomAt(resetZoom(), 2, { x: 2000, y: -500 }, stage);
    expect(outside).toEqual({ scale: 2, x: -800, y: 0 });
  });

  it('centres content narrower than the stage and clamps it once it is wider', () => {
    // A portrait page 400px wide, centred in an 800px stage.
    const page: ZoomBounds = { ...stage, contentWidth: 400 };
    const small = zoomAt(resetZoom(), 1.5, { x: 700, y: 300 }, page);
    expect(small.x).toBe(-200); // 600px wide content centred: (1 - 1.5) * 800 / 2
    const wide = zoomAt(resetZoom(), 4, { x: 0, y: 300 }, page);
    // Content spans 200..600 at scale 1, so at 4 its left edge (800) must sit at 0.
    expect(wide.x).toBe(-800);
    expect(wide.x + 200 * 4).toBe(0);
  });

  it('ignores factors that are not positive numbers', () => {
    const zoomed = zoomAt(resetZoom(), 2, { x: 400, y: 300 }, stage);
    expect(zoomAt(zoomed, 0, { x: 0, y: 0 }, stage)).toEqual(zoomed);
    expect(zoomAt(zoomed, -1, { x: 0, y: 0 }, stage)).toEqual(zoomed);
    expect(zoomAt(zoomed, Number.NaN, { x: 0, y: 0 }, stage)).toEqual(zoomed);
    expect(zoomAt(zoomed, Number.POSITIVE_INFINITY, { x: 0, y: 0 }, stage)).toEqual(zoomed);
  });
});

describe('panBy', () => {
  const zoomed = zoomAt(resetZoom(), 2, { x: 400, y: 300 }, stage); // x -400, y -300

  it('moves a zoomed view by the drag', () => {
    expect(panBy(zoomed, 100, -50, stage)).toEqual({ scale: 2, x: -300, y: -350 });
  });

  it('stops at the content edges', () => {
    expect(panBy(zoomed, 1000, 1000, stage)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -1000, -1000, stage)).toEqual({ scale: 2, x: -800, y: -600 });
  });

  it('does not move an unzoomed view', () => {
    expect(panBy(resetZoom(), 100, 100, stage)).toEqual(resetZoom());
  });

  it('ignores non-finite drags', () => {
    expect(panBy(zoomed, Number.NaN, 10, stage)).toEqual({ scale: 2, x: -400, y: -290 });
  });
});

describe('toggleZoomAt', () => {
  it('zooms to 2.5 at the point when unzoomed', () => {
    expect(DOUBLE_TAP_ZOOM_SCALE).toBe(2.5);
    const zoomed = toggleZoomAt(resetZoom(), { x: 400, y: 300 }, stage);
    expect(zoomed.scale).toBe(2.5);
    expect(contentPointAt(zoomed, 400, 300)).toEqual({ x: 400, y: 300 });
  });

  it('goes back to unzoomed when zoomed, whatever the scale', () => {
    expect(toggleZoomAt({ scale: 2.5, x: -600, y: -450 }, { x: 0, y: 0 }, stage)).toEqual(
      resetZoom(),
    );
    expect(toggleZoomAt({ scale: 1.2, x: 0, y: 0 }, { x: 0, y: 0 }, stage)).toEqual(resetZoom());
  });
});
