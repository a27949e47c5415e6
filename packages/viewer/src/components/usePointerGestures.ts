'use client';

import { useLatest } from '@cw/ui';
import { type PointerEvent as ReactPointerEvent, type RefObject, useEffect, useRef } from 'react';
import {
  DOUBLE_TAP_MS,
  isDoubleTap,
  isDoubleTapZone,
  isTap,
  pinchCenter,
  pinchDistance,
  type TapRecord,
} from '../gestures';
import { mapSwipe, mapTapZone } from '../inputMapping';
import { isZoomed, panBy, toggleZoomAt, type ZoomPoint, zoomAt } from '../zoom';
import type { ViewZoom } from './useViewZoom';

/** Options of {@link usePointerGestures}; read as each event comes. */
export interface PointerGesturesOptions {
  /** The stage, whose width the tap zones divide (when the viewport is not measured). */
  readonly surfaceRef: RefObject<HTMLElement | null>;
  readonly zoom: ViewZoom;
  readonly scrollType: 'ltr' | 'rtl';
  /** Measured width of the stage; `0` before it is measured. */
  readonly width: number;
  /** The end panel shows: taps are its own, and nothing zooms or pans. */
  readonly atEnd: boolean;
  onTurn(action: 'next' | 'previous'): void;
  onToggleControls(): void;
}

/** Pointer handlers for the stage's element. */
export interface PointerGestureHandlers {
  onPointerDown(event: ReactPointerEvent<HTMLElement>): void;
  onPointerMove(event: ReactPointerEvent<HTMLElement>): void;
  onPointerUp(event: ReactPointerEvent<HTMLElement>): void;
  onPointerCancel(event: ReactPointerEvent<HTMLElement>): void;
}

interface PointerTrack {
  readonly start: ZoomPoint;
  last: ZoomPoint;
}

// Presses starting on these are the control's own (end panel links, store chooser).
const INTERACTIVE = 'a[href], button, input, select, textarea, label, summary, dialog';

/**
 * Owns the pointer gestures of paged reading: taps by zone (`mapTapZone`: sides turn, the
 * middle shows or hides the controls), a double tap in the middle zoom (the first tap waits
 * `DOUBLE_TAP_MS` for a second), swipes (`mapSwipe`), pinch zoom at the fingers and dragging
 * to pan while zoomed. Touch, mouse (main button) and pen alike.
 *
 * @example
 * const handlers = usePointerGestures({
 *   surfaceRef, zoom, scrollType, width, atEnd, onTurn, onToggleControls,
 * });
 * <div ref={surfaceRef} {...handlers} />
 */
export function usePointerGestures(options: PointerGesturesOptions): PointerGestureHandlers {
  const latest = useLatest(options);
  const gesture = useRef({
    pointers: new Map<number, PointerTrack>(),
    pinchDistance: 0,
    pinching: false,
    lastTap: null as TapRecord | null,
    tapTimer: undefined as ReturnType<typeof setTimeout> | undefined,
  });

  useEffect(() => {
    const state = gesture.current;
    return () => clearTimeout(state.tapTimer);
  }, []);

  const stageWidth = () =>
    latest.current.width || latest.current.surfaceRef.current?.getBoundingClientRect().width || 0;
  const runTap = (point: ZoomPoint) => {
    const { scrollType, zoom, onTurn, onToggleControls } = latest.current;
    const action = mapTapZone(point.x, stageWidth(), scrollType, {
      zoomed: isZoomed(zoom.current()),
    });
    if (action === 'menu') onToggleControls();
    else if (action !== null) onTurn(action);
  };
  const handleTap = (point: ZoomPoint, time: number) => {
    const state = gesture.current;
    const { zoom } = latest.current;
    const tap = { ...point, time };
    if (!isDoubleTapZone(point.x, stageWidth(), isZoomed(zoom.current()))) {
      state.lastTap = null;
      runTap(point);
      return;
    }
    clearTimeout(state.tapTimer);
    if (isDoubleTap(state.lastTap, tap)) {
      state.lastTap = null;
      zoom.apply(toggleZoomAt(zoom.current(), point, zoom.bounds()));
      return;
    }
    // Wait for a second tap before acting on the first.
    state.lastTap = tap;
    state.tapTimer = setTimeout(() => {
      state.tapTimer = undefined;
      runTap(point);
    }, DOUBLE_TAP_MS);
  };

  return {
    onPointerDown: (event) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
      const state = gesture.current;
      const point = latest.current.zoom.point(event);
      state.pointers.set(event.pointerId, { start: point, last: point });
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // The pointer is already gone; the gesture simply ends early.
      }
      if (state.pointers.size === 2) {
        const [a, b] = [...state.pointers.values()].map((track) => track.last);
        state.pinching = true;
        state.pinchDistance = a && b ? pinchDistance(a, b) : 0;
        clearTimeout(state.tapTimer);
        state.lastTap = null;
      }
    },
    onPointerMove: (event) => {
      const state = gesture.current;
      const { zoom, atEnd } = latest.current;
      const track = state.pointers.get(event.pointerId);
      if (track === undefined || atEnd) return;
      const point = zoom.point(event);
      const previous = track.last;
      track.last = point;
      if (state.pointers.size >= 2) {
        const [a, b] = [...state.pointers.values()].map((each) => each.last);
        if (a === undefined || b === undefined) return;
        const distance = pinchDistance(a, b);
        if (state.pinchDistance > 0 && distance > 0) {
          const factor = distance / state.pinchDistance;
          zoom.apply(zoomAt(zoom.current(), factor, pinchCenter(a, b), zoom.bounds()));
        }
        state.pinchDistance = distance;
      } else if (isZoomed(zoom.current())) {
        zoom.apply(
          panBy(zoom.current(), point.x - previous.x, point.y - previous.y, zoom.bounds()),
        );
      }
    },
    onPointerUp: (event) => {
      const state = gesture.current;
      const track = state.pointers.get(event.pointerId);
      if (track === undefined) return;
      state.pointers.delete(event.pointerId);
      if (state.pinching) {
        if (state.pointers.size === 0) state.pinching = false;
        return;
      }
      const { zoom, scrollType, atEnd, onTurn } = latest.current;
      const point = zoom.point(event);
      const dx = point.x - track.start.x;
      const dy = point.y - track.start.y;
      if (isTap(dx, dy)) {
        if (!atEnd) handleTap(point, event.timeStamp);
        return;
      }
      const action = mapSwipe(dx, dy, scrollType, { zoomed: isZoomed(zoom.current()) });
      if (action !== null) onTurn(action);
    },
    onPointerCancel: (event) => {
      const state = gesture.current;
      state.pointers.delete(event.pointerId);
      if (state.pointers.size === 0) state.pinching = false;
    },
  };
}
