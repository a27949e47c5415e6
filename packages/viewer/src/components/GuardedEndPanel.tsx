'use client';

import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { acceptsPress, type EndPanelGuard, panelShown, pointersChanged } from '../endPanelGuard';

/**
 * The end panel, taking no press until the finger that turned to it has lifted and
 * `END_PANEL_SETTLE_MS` have passed (`endPanelGuard.ts`): the click of the tap that opened it
 * does not follow the link that appeared under the finger. Touch, mouse and pen alike; a panel
 * opened by a key takes presses at once. Adds no box of its own.
 */
export function GuardedEndPanel({ shown, children }: { shown: boolean; children: ReactNode }) {
  const pointers = useRef(new Set<number>());
  const liftedAt = useRef<number | null>(null);
  const guard = useRef<EndPanelGuard | null>(null);

  // Pointers on the screen, counted on the window after the viewer's own handlers have run:
  // a turn made as a finger lifts finds that finger still down.
  useEffect(() => {
    const down = (event: PointerEvent) => pointers.current.add(event.pointerId);
    const up = (event: PointerEvent) => {
      pointers.current.delete(event.pointerId);
      liftedAt.current = performance.now();
      if (guard.current === null) return;
      guard.current = pointersChanged(guard.current, performance.now(), pointers.current.size);
    };
    window.addEventListener('pointerdown', down);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', up);
    return () => {
      window.removeEventListener('pointerdown', down);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', up);
    };
  }, []);

  useEffect(() => {
    guard.current = shown
      ? panelShown(performance.now(), pointers.current.size, liftedAt.current)
      : null;
  }, [shown]);

  const onClickCapture = (event: MouseEvent) => {
    if (guard.current !== null && acceptsPress(guard.current, performance.now())) return;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div className="cw-viewer-end-guard" onClickCapture={onClickCapture}>
      {children}
    </div>
  );
}
