'use client';

import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component whose code loads once the page has hydrated, or `null` until then (and for
 * good if it cannot load: offline before the app was ever cached). Nothing of it is in the
 * shared HTML or the page's first-load JavaScript. `load` must be stable (module scope). With
 * `idle`, it loads later still: once the page has loaded and the main thread is idle, for a
 * part the reader does not see, so that it never competes with the page's own first paint.
 *
 * @example
 * const loadControl = () => import('./offline/SaveEpisodeControl');
 * const SaveControl = useAfterHydration(loadControl);
 */
export function useAfterHydration<Props>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { idle = false }: { idle?: boolean } = {},
): ComponentType<Props> | null {
  const [loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    let live = true;
    const start = () =>
      load().then(
        ({ default: component }) => live && setLoaded(() => component),
        () => {},
      );
    if (!idle) {
      start();
      return () => {
        live = false;
      };
    }
    const cancel = whenLoadedAndIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [load, idle]);
  return loaded;
}

/** Longest wait for an idle period once the page has loaded, so that a busy page still runs. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Calls `run` once the page has loaded (its images too) and the main thread is next idle;
 * returns a function that cancels the call if it has not happened.
 *
 * @example
 * useEffect(() => whenLoadedAndIdle(() => scanLinks()), []);
 */
export function whenLoadedAndIdle(run: () => void): () => void {
  let handle: number | undefined;
  const idle = () => {
    handle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(run, 1);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    if (handle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
    else window.clearTimeout(handle);
  };
}
