'use client';

import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';
import { isSeen, SEEN_THRESHOLD, seenThresholds } from './visibleShare';

export type SeenOnceOptions = {
  /**
   * Share of the element (0–1) that must be in the viewport; of the viewport, for an element
   * larger than it (see `visibleShare`). Default `0.5`.
   */
  threshold?: number;
};

/**
 * Calls `onSeen` once per mount, the first time at least `threshold` of the element is in the
 * viewport (an `IntersectionObserver`), then stops observing: an impression of a page section,
 * once per view. Attach the returned ref to the element. The latest `onSeen` is called, so an
 * inline callback does not restart the observer. Where `IntersectionObserver` is missing (old
 * browsers, the server, a test without one) nothing is observed and `onSeen` is never called.
 *
 * @example
 * const ref = useSeenOnce(() => track({ event: 'section_seen', section: 'ranking' }));
 * <section ref={ref}>…</section>
 */
export function useSeenOnce(
  onSeen: () => void,
  { threshold = SEEN_THRESHOLD }: SeenOnceOptions = {},
): RefCallback<Element> {
  const latestOnSeen = useRef(onSeen);
  const seen = useRef(false);

  // Before the browser can report: an observer callback always meets the latest `onSeen`.
  useLayoutEffect(() => {
    latestOnSeen.current = onSeen;
  });

  return useCallback(
    (element: Element | null) => {
      if (element === null || seen.current || typeof IntersectionObserver !== 'function') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (seen.current || !entries.some((entry) => isSeen(entry, threshold))) return;
          seen.current = true;
          observer.disconnect();
          latestOnSeen.current();
        },
        { threshold: seenThresholds(threshold) },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [threshold],
  );
}
