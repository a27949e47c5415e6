'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DIRECTION_HINT_MS,
  rememberDirectionHintShown,
  shouldShowDirectionHint,
} from '../directionHint';
import type { PreferenceStorage } from '../viewerPreferencesStore';

/** The reading direction hint of a session. */
export interface DirectionHint {
  readonly shown: boolean;
  /** Hides it: the reader turned a page or tapped. Stable. */
  dismiss(): void;
}

/**
 * Owns the hint of which way the episode reads: shown once per device (remembered in
 * `storage`), decided once the storage is known (`ready`, after hydration), and hidden after
 * `DIRECTION_HINT_MS` or when dismissed.
 *
 * @example
 * const hint = useDirectionHint(hydrated, localStorage);
 * {hint.shown ? <ViewerDirectionHint scrollType={scrollType} /> : null}
 */
export function useDirectionHint(ready: boolean, storage: PreferenceStorage | null): DirectionHint {
  const [shown, setShown] = useState(false);
  const decided = useRef(false);
  useEffect(() => {
    if (!ready || decided.current) return;
    decided.current = true;
    if (!shouldShowDirectionHint(storage)) return;
    rememberDirectionHintShown(storage);
    setShown(true);
  }, [ready, storage]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(false), DIRECTION_HINT_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  const dismiss = useCallback(() => setShown(false), []);
  return { shown, dismiss };
}
