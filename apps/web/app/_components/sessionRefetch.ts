// Not a client module: the steps of a requested session re-fetch, without React (tested in
// node). `useRefetchSession` loads it on first use.
import type { Session } from 'next-auth';

/** What the session keeps of the reader's account, as `GET /api/membership/users/me/web` has it. */
export type CurrentUser = { id: number; isLinked: boolean };

export type SessionRefetchSources = {
  /** The session as the server holds it now (`GET /api/auth/session`), or null signed out. */
  readSession: () => Promise<Session | null>;
  /** The reader's account now (`GET /api/membership/users/me/web`). */
  readCurrentUser: () => Promise<CurrentUser>;
  /**
   * Has the server read the account again into the session cookie (`POST /api/auth/session`,
   * next-auth's session update) and answers the session it now holds, or null signed out.
   */
  updateSession: () => Promise<Session | null>;
};

const sameAccount = (session: Session, user: CurrentUser) =>
  session.user.id === user.id && session.user.isLinked === user.isLinked;

/**
 * The session re-fetched on request (spec section 4: it "can be re-fetched after first
 * authentication when requested"), e.g. once the reader has linked an account. The cookie holds
 * what sign-in read of the account, so for a signed-in reader the account is read again (spec
 * section 7: `GET /api/membership/users/me/web`, isLinked used):
 *
 * ```
 * signed in? ── no ──▶ the session read again (a guest has no account to read)
 *    │ yes
 * the account ── unreadable ──▶ the session read again (after a 401 there: signed out)
 *    │
 * as the session has it? ── yes ──▶ the session as it is
 *    │ no
 * session update ── fails ──▶ the session with the account's isLinked, for this page
 *    │                         (another reader's account: the session read again)
 *    ▼
 * the updated session: the server read the account itself, the cookie never takes the
 * browser's word for it
 * ```
 *
 * @example
 * const session = await refetchSession(current, {
 *   readSession: () => fetchSession(),
 *   readCurrentUser: () => client.getCurrentUser(),
 *   updateSession: () => postSessionUpdate(),
 * });
 */
export async function refetchSession(
  current: Session | null,
  sources: SessionRefetchSources,
): Promise<Session | null> {
  if (!current) return sources.readSession();
  let user: CurrentUser;
  try {
    user = await sources.readCurrentUser();
  } catch {
    return sources.readSession();
  }
  if (sameAccount(current, user)) return current;
  try {
    return await sources.updateSession();
  } catch {
    if (current.user.id !== user.id) return sources.readSession();
    return { ...current, user: { ...current.user, isLinked: user.isLinked } };
  }
}
