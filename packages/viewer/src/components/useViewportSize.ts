'use client';

import { type RefObject, useLayoutEffect, useState } from 'react';
import type { Viewport } from '../chooseLayoutMode';

const UNMEASURED: Viewport = { width: 0, height: 0 };

/**
 * The size of an element in CSS pixels, kept current with a `ResizeObserver` and window
 * resizes (rotation, a window dragged narrower). An element that measures nothing (not laid
 * out yet, an environment without layout) reports the window's size. `{ 0, 0 }` on the
 * server and before the first layout effect, which `chooseLayoutMode` reads as one page.
 *
 * @example
 * const viewport = useViewportSize(bodyRef);
 * const layout = chooseLayoutMode(viewport, scrollType);
 */
export function useViewportSize(ref: RefObject<HTMLElement | null>): Viewport {
  const [size, setSize] = useState(UNMEASURED);

  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      const width = Math.round(rect.width > 0 ? rect.width : window.innerWidth);
      const height = Math.round(rect.height > 0 ? rect.height : window.innerHeight);
      setSize((previous) =>
        previous.width === width && previous.height === height ? previous : { width, height },
      );
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);

  return size;
}
