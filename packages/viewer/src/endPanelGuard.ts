// The end panel appears where the reader's finger is: a tap in the "next" third of the last
// page turns to it, and that same tap's click (which the browser sends after the finger lifts)
// would land on whatever link of the panel is under it: 作品ページへ, a recommended work. The
// panel therefore takes no press until the finger that opened it has lifted and a moment has
// passed, as phone readers guard a page that changes under the finger.

/** How long after the last finger lifts (or the panel appears) before the panel takes presses. */
export const END_PANEL_SETTLE_MS = 300;

/**
 * When the panel starts taking presses: at once, from a time on, or once the pointers down now
 * have lifted.
 */
export type EndPanelGuard =
  | { readonly kind: 'open' }
  | { readonly kind: 'settling'; readonly from: number }
  | { readonly kind: 'held' };

/**
 * The guard of a panel that appears at `now` with `pointersDown` pointers (fingers, a pressed
 * mouse button) on the screen, the last of them lifted at `liftedAt` (`null`: none yet). A
 * panel opened by a key, or long after any pointer, takes presses at once.
 *
 * @example
 * panelShown(1000, 1, null); // { kind: 'held' }: waits for the finger to lift
 * panelShown(1000, 0, 990); // { kind: 'settling', from: 1000 }: that tap's click is coming
 */
export function panelShown(
  now: number,
  pointersDown: number,
  liftedAt: number | null,
): EndPanelGuard {
  if (pointersDown > 0) return { kind: 'held' };
  if (liftedAt !== null && now - liftedAt < END_PANEL_SETTLE_MS) {
    return { kind: 'settling', from: now };
  }
  return { kind: 'open' };
}

/** The guard once the pointers on the screen have changed to `pointersDown` at `now`. */
export function pointersChanged(
  guard: EndPanelGuard,
  now: number,
  pointersDown: number,
): EndPanelGuard {
  if (guard.kind === 'held') return pointersDown > 0 ? guard : { kind: 'settling', from: now };
  return guard;
}

/**
 * Whether a press (a click, a tap's click, Enter on a link) at `now` reaches the panel.
 *
 * @example
 * acceptsPress({ kind: 'settling', from: 1000 }, 1100); // false: the opening tap's click
 * acceptsPress({ kind: 'settling', from: 1000 }, 1400); // true
 */
export function acceptsPress(guard: EndPanelGuard, now: number): boolean {
  if (guard.kind === 'open') return true;
  return guard.kind === 'settling' && now - guard.from >= END_PANEL_SETTLE_MS;
}
