/** How long the bars stay up without being used, in milliseconds. */
export const CONTROLS_AUTO_HIDE_MS = 3000;
/**
 * A mouse that keeps moving keeps the bars up, but their countdown starts again at most this
 * often (a `wake` within it changes nothing, so the viewer does not render on every move).
 */
export const CONTROLS_WAKE_INTERVAL_MS = 500;
/**
 * A page move this soon after the bars were used is their own doing (the slider, the page
 * buttons): it leaves them up. In milliseconds.
 */
export const CONTROLS_TURN_GRACE_MS = 1000;

/** Whether the viewer's bars (menu and page bar) show, and when they hide by themselves. */
export interface ControlsVisibility {
  readonly shown: boolean;
  /** The bars hide by themselves; otherwise only a tap in the middle hides them. */
  readonly autoHide: boolean;
  /** Focus is inside the bars or their menu is open: they stay up. */
  readonly held: boolean;
  /** When the bars hide by themselves; `null` when they will not. */
  readonly hideAt: number | null;
  /** When the bars were last used; `null` before. */
  readonly usedAt: number | null;
}

/** What happens to the bars; `now` is a clock reading in milliseconds (`Date.now()`). */
export type ControlsEvent =
  /** The screen became a phone's (`true`) or a desktop's. */
  | { readonly type: 'autoHide'; readonly autoHide: boolean; readonly now: number }
  /** A press or key inside the bars. */
  | { readonly type: 'use'; readonly now: number }
  /** The page on screen changed. */
  | { readonly type: 'turn'; readonly now: number }
  /** A tap in the middle of the page. */
  | { readonly type: 'toggle'; readonly now: number }
  /** The mouse moved, or a key that does not turn the page was pressed. */
  | { readonly type: 'wake'; readonly now: number }
  /** Focus entered or left the bars, or their menu opened or closed. */
  | { readonly type: 'hold'; readonly held: boolean; readonly now: number }
  /** The timer set for `hideAt` went off. */
  | { readonly type: 'tick'; readonly now: number };

/**
 * The bars when the viewer opens: shown, and not hiding by themselves until the screen is
 * known to be a phone's (`autoHide` event).
 *
 * @example
 * initialControlsVisibility(); //=> { shown: true, autoHide: false, held: false, hideAt: null, usedAt: null }
 */
export function initialControlsVisibility(): ControlsVisibility {
  return { shown: true, autoHide: false, held: false, hideAt: null, usedAt: null };
}

/**
 * The bars' rule, as a reducer. With `autoHide` (the viewer's, on phones and desktops alike)
 * they hide {@link CONTROLS_AUTO_HIDE_MS} after showing or last being used, and at once when the
 * page turns, unless the turn came from the bars themselves (within
 * {@link CONTROLS_TURN_GRACE_MS} of using them). A tap in the middle shows or hides them; a
 * mouse move or a key that does not turn the page (`wake`) shows them and starts the delay
 * again. While focus is inside them or their menu is open they show and stay; when it leaves,
 * the delay starts again. Without `autoHide` only the tap hides them. Returns `state` itself
 * when nothing changes.
 *
 * @example
 * const opened = updateControlsVisibility(initialControlsVisibility(), { type: 'autoHide', autoHide: true, now: 0 });
 * updateControlsVisibility(opened, { type: 'tick', now: 3000 }).shown; //=> false
 */
export function updateControlsVisibility(
  state: ControlsVisibility,
  event: ControlsEvent,
): ControlsVisibility {
  const hideFrom = (now: number, autoHide = state.autoHide) =>
    autoHide ? now + CONTROLS_AUTO_HIDE_MS : null;
  switch (event.type) {
    case 'autoHide':
      if (event.autoHide === state.autoHide) return state;
      return {
        ...state,
        autoHide: event.autoHide,
        hideAt: state.shown && !state.held ? hideFrom(event.now, event.autoHide) : null,
      };
    case 'use':
      return { ...state, shown: true, usedAt: event.now, hideAt: hideFrom(event.now) };
    case 'turn': {
      const fromBars = state.usedAt !== null && event.now - state.usedAt < CONTROLS_TURN_GRACE_MS;
      if (!state.autoHide || state.held || fromBars || !state.shown) return state;
      return { ...state, shown: false, hideAt: null };
    }
    case 'toggle':
      return state.shown
        ? { ...state, shown: false, hideAt: null }
        : { ...state, shown: true, hideAt: hideFrom(event.now) };
    case 'wake': {
      if (state.held || (state.shown && !state.autoHide)) return state;
      const counting = state.shown && state.hideAt !== null;
      if (
        counting &&
        state.hideAt - event.now > CONTROLS_AUTO_HIDE_MS - CONTROLS_WAKE_INTERVAL_MS
      ) {
        return state;
      }
      return { ...state, shown: true, hideAt: hideFrom(event.now) };
    }
    case 'hold':
      if (event.held === state.held) return state;
      return event.held
        ? { ...state, held: true, shown: true, hideAt: null }
        : { ...state, held: false, hideAt: state.shown ? hideFrom(event.now) : null };
    case 'tick':
      if (state.held || state.hideAt === null || event.now < state.hideAt) return state;
      return { ...state, shown: false, hideAt: null };
  }
}
