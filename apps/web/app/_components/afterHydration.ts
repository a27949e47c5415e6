'use client';

import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code loads once the page has hydrated, or `null` until then (and for
 * good if it cannot load: offline before the app was ever cached). Nothing of it is in the
 * shared HTML or the page's first-load JavaScript. `load` must be stable (module scope).
 *
 * @example
 * const loadControl = () => import('./offline/SaveEpisodeControl');
 * const SaveControl = useAfterHydration(loadControl);
 */
export function useAfterHydration<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> | null {
  const [loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      ({ default: component }) => live && setLoaded(() => component),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
