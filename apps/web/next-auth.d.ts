import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth' {
  /** Spec section 3: the session's user is its id, email as `{ email }`, and isLinked. */
  interface Session {
    user: { id: number; email: { email: string | null }; isLinked: boolean };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    userId: number;
    isLinked: boolean;
  }
}
