'use client';

import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A ref holding the value of the last commit, for event listeners attached once (document
 * keys, a non-passive wheel listener, pointer gestures) that must see current props without
 * being attached again.
 *
 * @example
 * const latest = useLatest({ onTurn });
 * useEffect(() => listen(() => latest.current.onTurn()), [latest]);
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
