'use client';

import { useLatest } from '@cw/ui';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/** Puts an element in the browser's fullscreen and takes it out. */
export interface FullscreenControl {
  /** Asks for fullscreen; call it from the click that asked for it (a user gesture). */
  enter(): void;
  exit(): void;
}

const ignore = () => {};

/**
 * Drives the Fullscreen API for the viewer's root. Where it is missing (iPhone Safari) or
 * refused, nothing happens here and the viewer's CSS fallback (fixed over the whole window)
 * stands in. `onExit` runs when the browser leaves fullscreen on its own (Esc, a system
 * gesture), so the stored presentation mode can follow.
 *
 * @example
 * const fullscreen = useFullscreen(rootRef, () => store.getState().exitFullscreen());
 * <button onClick={() => { fullscreen.enter(); store.getState().setPresentationMode('fullscreen'); }} />
 */
export function useFullscreen(
  ref: RefObject<HTMLElement | null>,
  onExit: () => void,
): FullscreenControl {
  const latestOnExit = useLatest(onExit);
  const entered = useRef(false);

  useEffect(() => {
    const onChange = () => {
      const element = ref.current;
      if (element !== null && document.fullscreenElement === element) {
        entered.current = true;
      } else if (entered.current) {
        entered.current = false;
        latestOnExit.current();
      }
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (entered.current && document.fullscreenElement === ref.current) {
        document.exitFullscreen?.().catch(ignore);
      }
    };
  }, [ref, latestOnExit]);

  const enter = useCallback(() => {
    const element = ref.current;
    if (element === null || typeof element.requestFullscreen !== 'function') return;
    if (document.fullscreenEnabled === false || document.fullscreenElement === element) return;
    try {
      element.requestFullscreen({ navigationUI: 'hide' }).catch(ignore);
    } catch {
      // Refused outright: the CSS fallback covers the window instead.
    }
  }, [ref]);

  const exit = useCallback(() => {
    if (ref.current === null || document.fullscreenElement !== ref.current) return;
    document.exitFullscreen?.().catch(ignore);
  }, [ref]);

  return { enter, exit };
}
