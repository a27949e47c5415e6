/** Who is reading, as analytics reports it (spec section 4). */
export type VisitorType = 'guest' | 'user' | 'linked_user';

/** The session as next-auth's `useSession` reports it: a status and, once signed in, data. */
export type SessionLike = {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  data?: { user?: { isLinked?: boolean } } | null;
};

/**
 * The visitor type of a session: not authenticated is `guest`; authenticated with a linked
 * account is `linked_user`; otherwise `user`. While the session is loading the visitor is
 * not known yet, so the answer is null (events wait for it).
 *
 * @example
 * visitorType({ status: 'authenticated', data: { user: { isLinked: true } } }); // 'linked_user'
 */
export function visitorType(session: SessionLike): VisitorType | null {
  switch (session.status) {
    case 'loading':
      return null;
    case 'unauthenticated':
      return 'guest';
    case 'authenticated':
      return session.data?.user?.isLinked ? 'linked_user' : 'user';
  }
}
