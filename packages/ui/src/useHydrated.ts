'use client';

import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while React renders on the server or hydrates server HTML, true from the render right
 * after. A component whose client state differs from what the server could know (storage, a
 * session already fetched by another part of the page) renders the server's view until this
 * is true: React does not patch attributes that differ at hydration, so a mismatch stays.
 *
 * @example
 * const hydrated = useHydrated();
 * <Button disabled={!hydrated || loading}>フォローする</Button>
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
