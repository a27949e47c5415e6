'use client';

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept current as the window changes. `serverMatches` on the
 * server and during hydration, so the server HTML and the first client render agree.
 *
 * @example
 * const desktop = useMediaQuery(DESKTOP_MEDIA_QUERY, true);
 */
export function useMediaQuery(query: string, serverMatches: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverMatches,
  );
}
