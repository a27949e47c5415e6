import type { AnalyticsEvent } from './events';

/**
 * Where the page is in its life, as the queue of spec section 4 sees it:
 *
 * ```
 *                 view                 navigation-start
 * before-first-view ──▶ ready ◀──────────────────────▶ soft-navigating
 *   (hold events)     (send at once)       view       (hold events)
 * ```
 *
 * Events are held while not `ready`, because a new page's components report (their effects
 * run) before the layout learns the URL changed: held, they reach the data layer after the
 * page view they belong to, in the order they were tracked.
 */
export type QueuePhase = 'before-first-view' | 'ready' | 'soft-navigating';

/** The queue: its phase and the events held, oldest first. */
export interface QueueState {
  readonly phase: QueuePhase;
  readonly held: readonly AnalyticsEvent[];
}

/**
 * What happens to the queue: an event is tracked; a soft navigation starts (the router began
 * a transition); a view completes (the first page, or the page a soft navigation reached).
 */
export type QueueInput =
  | { readonly type: 'track'; readonly event: AnalyticsEvent }
  | { readonly type: 'navigation-start' }
  | { readonly type: 'view' };

/** At most this many events are held; later ones are dropped rather than growing forever. */
export const MAX_HELD_EVENTS = 200;

/** The queue of a page just loaded. */
export const INITIAL_QUEUE: QueueState = Object.freeze({ phase: 'before-first-view', held: [] });

/**
 * The queue after one input, and the events it releases, in order: a tracked event passes at
 * once when `ready` and is held otherwise; a view makes the queue `ready` and releases what it
 * held; a navigation start holds what follows (before the first view there is nothing to
 * leave, so it stays `before-first-view`).
 *
 * @example
 * const { state } = stepQueue(INITIAL_QUEUE, { type: 'track', event });
 * stepQueue(state, { type: 'view' }); //=> { state: { phase: 'ready', held: [] }, release: [event] }
 */
export function stepQueue(
  state: QueueState,
  input: QueueInput,
): { state: QueueState; release: readonly AnalyticsEvent[] } {
  switch (input.type) {
    case 'track':
      if (state.phase === 'ready') return { state, release: [input.event] };
      if (state.held.length >= MAX_HELD_EVENTS) return { state, release: [] };
      return { state: { ...state, held: [...state.held, input.event] }, release: [] };
    case 'navigation-start':
      return {
        state: state.phase === 'ready' ? { ...state, phase: 'soft-navigating' } : state,
        release: [],
      };
    case 'view':
      return { state: { phase: 'ready', held: [] }, release: state.held };
  }
}
