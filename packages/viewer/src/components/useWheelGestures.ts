'use client';

import { useLatest } from '@cw/ui';
import { type RefObject, useEffect } from 'react';
import type { Viewport } from '../chooseLayoutMode';
import { mayTurnOnWheel } from '../gestures';
import { mapWheel, normalizeWheelDelta } from '../inputMapping';
import { isZoomed, panBy, zoomAt } from '../zoom';
import type { ViewZoom } from './useViewZoom';

/** Options of {@link useWheelGestures}; read as each event comes. */
export interface WheelGesturesOptions {
  /** The stage, which takes the wheel. */
  readonly surfaceRef: RefObject<HTMLElement | null>;
  readonly zoom: ViewZoom;
  readonly scrollType: 'ltr' | 'rtl';
  readonly viewport: Viewport;
  /** The end panel shows: it scrolls its own content, and only Ctrl+wheel is taken. */
  readonly atEnd: boolean;
  onTurn(action: 'next' | 'previous'): void;
}

/**
 * Owns the wheel of paged reading (`mapWheel`): a turn per burst of wheel events
 * (`mayTurnOnWheel`), Ctrl+wheel (a trackpad's pinch too) zooming at the pointer, and panning
 * while zoomed. A non-passive listener, so Ctrl+wheel zooms the page and not the browser.
 *
 * @example
 * useWheelGestures({ surfaceRef, zoom, scrollType, viewport, atEnd, onTurn });
 */
export function useWheelGestures(options: WheelGesturesOptions): void {
  const latest = useLatest(options);
  useEffect(() => {
    const surface = latest.current.surfaceRef.current;
    if (surface === null) return;
    let lastWheelAt: number | null = null;
    let lastTurnAt: number | null = null;
    const onWheel = (event: WheelEvent) => {
      const { zoom, viewport: box, scrollType: type, atEnd: ended, onTurn } = latest.current;
      const previousWheelAt = lastWheelAt;
      lastWheelAt = event.timeStamp;
      // The end panel scrolls its own content.
      if (ended && !event.ctrlKey) return;
      const dx = normalizeWheelDelta(event.deltaX, event.deltaMode, box.height);
      const dy = normalizeWheelDelta(event.deltaY, event.deltaMode, box.height);
      const held = zoom.current();
      const action = mapWheel(dx, dy, event.ctrlKey, { scrollType: type, zoomed: isZoomed(held) });
      if (action === null) {
        if (isZoomed(held) && !event.ctrlKey) {
          event.preventDefault();
          zoom.apply(panBy(held, -dx, -dy, zoom.bounds()));
        }
        return;
      }
      event.preventDefault();
      if (action.type === 'zoom') {
        if (!ended) zoom.apply(zoomAt(held, action.factor, zoom.point(event), zoom.bounds()));
        return;
      }
      if (mayTurnOnWheel({ now: event.timeStamp, lastWheelAt: previousWheelAt, lastTurnAt })) {
        lastTurnAt = event.timeStamp;
        onTurn(action.action);
      }
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => surface.removeEventListener('wheel', onWheel);
  }, [latest]);
}
