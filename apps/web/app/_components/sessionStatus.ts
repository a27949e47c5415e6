// Not a client module: the rule of the session's status, without React (tested in node).

/** Spec section 4: the session is `loading`, then `authenticated` or `unauthenticated`. */
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * The status of the session as the page knows it: `loading` until the first read has answered
 * and the page has hydrated (the server's HTML knows no session, and the first client render
 * must match it), then `authenticated` when the answer is a session, else `unauthenticated`.
 * A read that failed answers as no session (`session.ts`; spec section 8: the page goes on as a
 * guest's), so nothing waits past the first answer.
 *
 * @example
 * sessionStatus({ pending: false, hydrated: true, session: null }); // 'unauthenticated'
 */
export function sessionStatus({
  pending,
  hydrated,
  session,
}: {
  /** The first read of the session has not answered yet. */
  pending: boolean;
  hydrated: boolean;
  /** The last answer: a session, or null for a guest. */
  session: { user?: unknown } | null | undefined;
}): SessionStatus {
  if (pending || !hydrated) return 'loading';
  return session?.user ? 'authenticated' : 'unauthenticated';
}
