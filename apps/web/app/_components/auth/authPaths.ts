import { languageGroupOfPath, languageGroupPath } from '@cw/paths';

/** next-auth's pages of this site: sign-in, sign-out and the error page. */
export type AuthPage = 'signin' | 'signout' | 'error';

/**
 * An auth page in the frame and language of the page the reader comes back to
 * (`callbackUrl`, a path or a URL of this site): a language group's own, or the Japanese site's.
 *
 * @example
 * authPagePath('signin', '/en/member'); //=> '/en/auth/signin?callbackUrl=%2Fen%2Fmember'
 * authPagePath('signin', '/my-comic', { error: 'SessionRequired' });
 * //=> '/auth/signin?error=SessionRequired&callbackUrl=%2Fmy-comic'
 */
export function authPagePath(
  page: AuthPage,
  callbackUrl: string,
  query: Record<string, string> = {},
): string {
  const group = languageGroupOfPath(new URL(callbackUrl, 'http://localhost').pathname);
  const path = group ? languageGroupPath(group, `auth/${page}`) : `/auth/${page}`;
  return `${path}?${new URLSearchParams({ ...query, callbackUrl })}`;
}
