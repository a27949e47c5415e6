/**
 * Runs `callback` once the browser has painted the next frame: work that must not delay what
 * the reader sees (a page turn's bookkeeping). Returns a function that cancels it if it has
 * not run yet.
 *
 * @example
 * const cancel = afterNextPaint(() => report(page));
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run before its paint; a task queued from one runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
