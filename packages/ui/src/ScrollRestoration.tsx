'use client';

import { useEffect } from 'react';
import {
  readScrollPosition,
  restoreStep,
  SCROLL_RESTORE_TIMEOUT_MS,
  SCROLL_SAVE_INTERVAL_MS,
  type ScrollPosition,
  saveScrollPosition,
} from './scrollPositions';

/** Where this component keeps its id of a history entry, inside `history.state`. */
const ENTRY_ID = 'cwScrollEntry';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The id of the current history entry, given one if it has none (kept in `history.state`). */
function currentEntryId(): string {
  const state: unknown = window.history.state;
  const id =
    typeof state === 'object' && state ? (state as Record<string, unknown>)[ENTRY_ID] : null;
  if (typeof id === 'string') return id;
  const fresh = Math.random().toString(36).slice(2, 10);
  // Merged into the router's own state, which it keeps in the same object.
  window.history.replaceState({ ...(state as object | null), [ENTRY_ID]: fresh }, '');
  return fresh;
}

const currentPosition = (): ScrollPosition => ({ x: window.scrollX, y: window.scrollY });

/**
 * Scroll positions per history entry (spec sections 2, 8 and 9): saved to session storage under
 * `cw-front--scroll-position…` at most every 500 ms while the reader scrolls (failures ignored),
 * and restored on back and forward, and after a reload, once the page has grown tall enough:
 * lists that render late, or load further pages as their end comes into view, are followed
 * until the saved position is reached, the reader scrolls themselves, or 5 s pass. Renders
 * nothing; mount it once in the root layout.
 *
 * @example
 * <body><ScrollRestoration />{children}</body>
 */
export function ScrollRestoration() {
  useEffect(() => {
    const storage = sessionStore();
    const previousMode = window.history.scrollRestoration;
    // The browser restores before late content exists, then the page grows under the reader.
    window.history.scrollRestoration = 'manual';

    let entry = currentEntryId();
    let position = currentPosition();
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    let lastSave = 0;
    let restoring: (() => void) | undefined;

    const save = () => {
      clearTimeout(saveTimer);
      saveTimer = undefined;
      lastSave = Date.now();
      saveScrollPosition(storage, entry, position);
    };

    const restore = (target: ScrollPosition) => {
      restoring?.();
      const deadline = Date.now() + SCROLL_RESTORE_TIMEOUT_MS;
      let frame = 0;
      const stop = () => {
        cancelAnimationFrame(frame);
        for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
          window.removeEventListener(type, stop);
        }
        restoring = undefined;
        position = currentPosition();
      };
      const step = () => {
        const { scrollTo, reached } = restoreStep(target, {
          scrollHeight: document.documentElement.scrollHeight,
          viewportHeight: window.innerHeight,
        });
        window.scrollTo(scrollTo.x, scrollTo.y);
        if (reached || Date.now() > deadline) stop();
        else frame = requestAnimationFrame(step);
      };
      // The reader's own scrolling wins over the restore.
      for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown'] as const) {
        window.addEventListener(type, stop, { passive: true });
      }
      restoring = stop;
      frame = requestAnimationFrame(step);
    };

    const onScroll = () => {
      if (restoring) return;
      const id = currentEntryId();
      if (id !== entry) {
        // The router pushed a new entry: what was tracked belongs to the one left.
        if (saveTimer) save();
        entry = id;
      }
      position = currentPosition();
      if (saveTimer) return;
      saveTimer = setTimeout(save, Math.max(0, lastSave + SCROLL_SAVE_INTERVAL_MS - Date.now()));
    };

    const onPopState = () => {
      if (saveTimer) save();
      entry = currentEntryId();
      const target = readScrollPosition(storage, entry);
      if (target) restore(target);
    };

    const onPageHide = () => save();

    // A reload or a return to this document through history: back where the reader was.
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    if (navigation?.type === 'reload' || navigation?.type === 'back_forward') {
      const target = readScrollPosition(storage, entry);
      if (target) restore(target);
    }

    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      restoring?.();
      if (saveTimer) save();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previousMode;
    };
  }, []);
  return null;
}
