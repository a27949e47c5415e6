/**
 * Tells whether a value read from outside (local storage, `history.state`, JSON) is a plain
 * object whose fields can be looked at: not `null`, not an array. The hand-written readers of
 * stored state (the episode list's view state, offline's library, queue and settings) start
 * with it.
 *
 * @example
 * isRecord({ page: 3 }); //=> true
 * isRecord([3]); //=> false
 * isRecord(null); //=> false
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
