import 'server-only';
import { randomUUID } from 'node:crypto';
import { type User, userSchema } from '@cw/contract/schemas';
import { SESSION_MAX_AGE_SECONDS, type ServiceTokenClaims } from '@cw/service-token';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { NextAuthOptions } from 'next-auth';
import { getToken, type JWT } from 'next-auth/jwt';
import { apiRoutes } from './apiRoutes';
import { backendFetch } from './backend';
import { env } from './env';
import { sameSitePath } from './sameSitePath';

/** A session cookie of a sign-in the reader has signed out of (a copy kept from before). */
class SignedOutSessionError extends Error {
  override name = 'SignedOutSessionError';
}

/** The reader a session token names, as the backend's service token carries them; or null. */
export function tokenReader(token: JWT | null): ServiceTokenClaims | null {
  if (!token?.sub) return null;
  return {
    subject: token.sub,
    email: token.email ?? null,
    ...(token.sid && { session: token.sid }),
  };
}

/**
 * Whether the reader signed out of the sign-in `reader.session` names, as the backend (shared by
 * every instance) knows. A backend that cannot say leaves the session in force: an outage signs
 * no one out, and every member call is refused there anyway.
 */
async function signedOut(reader: ServiceTokenClaims): Promise<boolean> {
  try {
    const response = await backendFetch('/v3/membership/sessions/current', { reader });
    return response.status === 401;
  } catch {
    return false;
  }
}

/**
 * `url` when it points at this site (a relative path or our own origin), else null: the only
 * callback URLs accepted, so sign-in can never redirect a reader to another site.
 */
export function toSameSiteUrl(url: string, baseUrl: string): URL | null {
  try {
    const target = new URL(url, baseUrl);
    return target.origin === new URL(baseUrl).origin ? target : null;
  } catch {
    return null;
  }
}

/** The path part of a same-site callback URL from a query value, or `/` (see `sameSitePath`). */
export function callbackPath(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw ? sameSitePath(raw, env().siteUrl) : '/';
}

/**
 * Where a reader on an auth page returns: the page's `callbackUrl`, else the one next-auth keeps
 * in a cookie for the sign-in under way (its error page is sent none), as a same-site path; `/`
 * when neither is of this site.
 */
export async function authReturnPath(value: string | string[] | undefined): Promise<string> {
  if (value !== undefined) return callbackPath(value);
  const secure = new URL(env().siteUrl).protocol === 'https:';
  const cookie = (await cookies()).get(`${secure ? '__Secure-' : ''}next-auth.callback-url`);
  return callbackPath(cookie?.value);
}

/**
 * The reader's account as `GET /api/membership/users/me/web` answers it (its backend route),
 * read again when the session is updated: `signed-out` when the backend refuses the sign-in,
 * null when it cannot say (the session is then kept as it is).
 */
async function currentAccount(reader: ServiceTokenClaims): Promise<User | 'signed-out' | null> {
  try {
    const response = await backendFetch(apiRoutes.getCurrentUser.backend.path, { reader });
    if (response.status === 401) return 'signed-out';
    if (!response.ok) return null;
    const account = userSchema.safeParse(await response.json());
    return account.success ? account.data : null;
  } catch {
    return null;
  }
}

/** Creates (or finds) the reader in the backend, keyed by the provider's subject. */
async function registerReader(subject: string, email: string | null) {
  const response = await backendFetch('/v3/membership/users/me', { reader: { subject, email } });
  if (!response.ok) throw new Error(`backend refused the reader: ${response.status}`);
  return userSchema.parse(await response.json());
}

export function authOptions(): NextAuthOptions {
  const config = env();
  return {
    secret: config.nextAuthSecret,
    logger: {
      error(code, metadata) {
        // A copied cookie presented after sign-out: the check working, one line.
        if (metadata instanceof SignedOutSessionError) {
          console.warn('[auth] a session signed out of was presented: refused and cleared');
        } else console.error(`[next-auth][error][${code}]`, metadata);
      },
      warn: (code) => console.warn(`[next-auth][warn][${code}]`),
      debug: () => {},
    },
    session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: '/auth/signin', signOut: '/auth/signout', error: '/auth/error' },
    providers: [
      {
        id: 'cw-oidc',
        name: config.oidc.name,
        type: 'oauth',
        wellKnown: `${config.oidc.issuer}/.well-known/openid-configuration`,
        clientId: config.oidc.clientId,
        clientSecret: config.oidc.clientSecret,
        authorization: { params: { scope: 'openid email profile' } },
        idToken: true,
        checks: ['pkce', 'state'],
        profile(profile: { sub: string; email?: string }) {
          return { id: profile.sub, email: profile.email ?? null };
        },
      },
    ],
    callbacks: {
      async jwt({ token, account, profile, trigger }) {
        if (account && profile?.sub) {
          // First sign-in of this session: the backend creates the reader or finds it again.
          const reader = await registerReader(profile.sub, profile.email ?? null);
          token.sub = profile.sub;
          token.email = profile.email ?? null;
          token.userId = reader.id;
          token.isLinked = reader.isLinked;
          token.sid = randomUUID();
          if (account.id_token) token.idToken = account.id_token;
          return token;
        }
        const reader = tokenReader(token);
        // A re-fetch the page asked for (`POST /api/auth/session`, after the reader linked an
        // account, say): the account is read again from the backend, whatever data the request
        // carries, so a later link shows in the visitor type. A refused sign-in is signed out.
        if (trigger === 'update' && reader) {
          const current = await currentAccount(reader);
          if (current === 'signed-out') throw new SignedOutSessionError();
          if (current) {
            token.userId = current.id;
            token.isLinked = current.isLinked;
            return token;
          }
        }
        // Every later read of the session (its endpoint, a server read): a cookie of a sign-in
        // the reader signed out of is refused, and next-auth clears it.
        if (reader?.session && (await signedOut(reader))) throw new SignedOutSessionError();
        return token;
      },
      session({ session, token }) {
        session.user = {
          id: token.userId,
          email: { email: token.email ?? null },
          isLinked: token.isLinked,
        };
        return session;
      },
      redirect({ url, baseUrl }) {
        return toSameSiteUrl(url, baseUrl)?.toString() ?? baseUrl;
      },
    },
  };
}

/** The session token of a request, decoded (no callback runs), or null. */
export function requestToken(request: NextRequest): Promise<JWT | null> {
  const config = env();
  return getToken({
    req: request,
    secret: config.nextAuthSecret,
    secureCookie: new URL(config.siteUrl).protocol === 'https:',
  });
}

/**
 * The signed-in reader of a request, as the backend's service token names them (with the
 * sign-in's id, which the backend refuses after sign-out), or null. Read from the session JWT
 * itself: the session object next-auth hands out has no subject.
 */
export async function requestReader(request: NextRequest): Promise<ServiceTokenClaims | null> {
  return tokenReader(await requestToken(request));
}
