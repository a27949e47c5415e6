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
    /** This sign-in's own id, which the backend refuses once the reader signs out of it. */
    sid?: string;
    /** The provider's ID token of this sign-in: the hint of the sign-out at the provider. */
    idToken?: string;
  }
}
