import ja from '@/messages/ja.json';

/**
 * The key of a sign-in error's message in the `auth.errors` catalogue: next-auth's page errors,
 * its internal error codes (spec section 8) and the provider errors each have their own;
 * `default` for any other code; null for none.
 *
 * @example
 * authErrorKey('SessionRequired'); //=> 'SessionRequired'
 * authErrorKey('__proto__'); //=> 'default'
 */
export function authErrorKey(code: string | undefined): AuthErrorKey | null {
  if (!code) return null;
  // Own keys only: `__proto__` or `toString` from a query is no message of ours.
  return Object.hasOwn(ja.auth.errors, code) ? (code as AuthErrorKey) : 'default';
}

export type AuthErrorKey = keyof typeof ja.auth.errors;
