'use client';

import { useEffect, useRef } from 'react';
import { normalizeSearchInput } from '../searchInput';

/**
 * The reports of what the reader types into `SearchBox`: `report(text)` calls `onQueryChange`
 * with the normalized text once `debounceMs` pass without another report, and only when it
 * differs from the last one reported (at first, the normalized `initialText`). A report still
 * waiting is dropped on unmount.
 */
export function useQueryReport(
  initialText: string,
  onQueryChange: ((query: string) => void) | undefined,
  debounceMs: number,
): (text: string) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastReported = useRef(normalizeSearchInput(initialText));

  useEffect(() => () => clearTimeout(timer.current), []);

  return (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const query = normalizeSearchInput(text);
      if (query === lastReported.current) return;
      lastReported.current = query;
      onQueryChange?.(query);
    }, debounceMs);
  };
}
