'use client';

import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { initialControlsVisibility, updateControlsVisibility } from '../controlsVisibility';

/** The viewer's bars: whether they show, their menu, and what shows or hides them. */
export interface ViewerControlsState {
  readonly shown: boolean;
  /** The phone's menu (direction, presentation) is open. */
  readonly menuOpen: boolean;
  /** Opens or closes the menu; open, it holds the bars up. */
  chooseMenuOpen(open: boolean): void;
  /** A tap in the middle of the page: shows or hides the bars, and closes the menu. */
  toggle(): void;
  /** Focus entered (`true`) or left the bars: inside, it holds them up. */
  onFocusWithin(inside: boolean): void;
  /** A press or key inside the bars. */
  use(): void;
  /** A key that does not turn the page. Stable. */
  wake(): void;
  /** The page on screen changed. Stable. */
  pageTurned(): void;
}

/**
 * Owns the visibility of the viewer's bars (`updateControlsVisibility`, with `Date.now()`) and
 * the open state of their menu: they hide by themselves on every screen, so a spread gets the
 * whole window too, come back with a mouse moving over `rootRef` (or `wake`), and stay up while
 * focus is inside them or the menu is open.
 *
 * @example
 * const bars = useViewerControls(rootRef);
 * <div ref={rootRef} data-controls={bars.shown ? 'shown' : 'hidden'}>…</div>
 */
export function useViewerControls(rootRef: RefObject<HTMLElement | null>): ViewerControlsState {
  const [controls, updateControls] = useReducer(
    updateControlsVisibility,
    undefined,
    initialControlsVisibility,
  );
  const [menuOpen, setMenuOpen] = useState(false);
  const focusInBars = useRef(false);

  useEffect(() => {
    updateControls({ type: 'autoHide', autoHide: true, now: Date.now() });
    const root = rootRef.current;
    if (root === null) return;
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') updateControls({ type: 'wake', now: Date.now() });
    };
    root.addEventListener('pointermove', onPointerMove, { passive: true });
    return () => root.removeEventListener('pointermove', onPointerMove);
  }, [rootRef]);
  useEffect(() => {
    if (controls.hideAt === null) return;
    const timer = setTimeout(
      () => updateControls({ type: 'tick', now: Date.now() }),
      Math.max(0, controls.hideAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [controls.hideAt]);

  const wake = useCallback(() => updateControls({ type: 'wake', now: Date.now() }), []);
  const pageTurned = useCallback(() => updateControls({ type: 'turn', now: Date.now() }), []);
  const chooseMenuOpen = (open: boolean) => {
    setMenuOpen(open);
    updateControls({ type: 'hold', held: open || focusInBars.current, now: Date.now() });
  };
  return {
    shown: controls.shown,
    menuOpen,
    chooseMenuOpen,
    toggle: () => {
      updateControls({ type: 'toggle', now: Date.now() });
      if (menuOpen) chooseMenuOpen(false);
    },
    onFocusWithin: (inside) => {
      focusInBars.current = inside;
      updateControls({ type: 'hold', held: inside || menuOpen, now: Date.now() });
    },
    use: () => updateControls({ type: 'use', now: Date.now() }),
    wake,
    pageTurned,
  };
}
