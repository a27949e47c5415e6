/**
 * The page's timers, held while a story is pictured: a picture is the state the story's play
 * function left, however long a busy machine takes to draw it. The viewer's bars hide 3 s after
 * they were last used and its direction hint after 4 s, a carousel turns every few seconds: on a
 * loaded 2-core machine two screenshots that agree can take longer than that, and the picture
 * would then be of a moment, not of the state.
 *
 * Every `setTimeout` and `setInterval` of the page goes through here (installed by importing
 * this module, before any story runs). While held, a timer that comes due waits; on release it
 * runs, as a timer of its own, in the order it came due. Vitest's own waits (`expect.poll`, the
 * screenshot's) use the timers it saved before any setup file ran, so they are never held.
 */

type Callback = () => void;
type Handler = (...args: unknown[]) => void;

const native = {
  setTimeout: window.setTimeout.bind(window),
  clearTimeout: window.clearTimeout.bind(window),
  setInterval: window.setInterval.bind(window),
  clearInterval: window.clearInterval.bind(window),
};

/** Timers come due while held, by id (an interval's ticks count once). `null`: not held. */
let due: Map<number, Callback> | null = null;

const deferred = (handler: Handler, args: unknown[], id: () => number) => () => {
  const run = () => handler(...args);
  if (due === null) run();
  else due.set(id(), run);
};

/**
 * `setTimeout` or `setInterval` through the hold: the native timer runs a callback that waits
 * while held. A string handler (code to evaluate) is no story's: it is passed on as it is.
 */
const throughHold =
  (start: (handler: TimerHandler, delay?: number, ...args: unknown[]) => number) =>
  (handler: TimerHandler, delay?: number, ...args: unknown[]): number => {
    if (typeof handler !== 'function') return start(handler, delay, ...args);
    const id: number = start(
      deferred(handler as Handler, args, () => id),
      delay,
    );
    return id;
  };

window.setTimeout = throughHold(native.setTimeout) as typeof window.setTimeout;
window.setInterval = throughHold(native.setInterval) as typeof window.setInterval;

// A browser's two clears are one: either cancels a timer of either kind, held or not.
const clear = (id?: number) => {
  if (id === undefined) return;
  native.clearTimeout(id);
  due?.delete(id);
};
window.clearTimeout = clear as typeof window.clearTimeout;
window.clearInterval = clear as typeof window.clearInterval;

/**
 * Holds the page's timers until the returned function is called.
 *
 * @example
 * const release = holdTimers();
 * try { await expectPictures(name); } finally { release(); }
 */
export function holdTimers(): () => void {
  due = new Map();
  return () => {
    const callbacks = [...(due?.values() ?? [])];
    due = null;
    for (const callback of callbacks) native.setTimeout(callback, 0);
  };
}
