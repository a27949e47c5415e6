import 'server-only';
import { userSchema } from '@cw/api-client/schemas';
import type { ServiceTokenClaims } from '@cw/api-client/service-token';
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { NextAuthOptions } from 'next-auth';
import { getToken } from 'next-auth/jwt';
import { backendFetch } from './backend';
import { env } from './env';

/** Spec section 9: the session token lasts 30 days. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

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

/** The path part of a same-site callback URL from a query value, or `/`. */
export function callbackPath(value: string | string[] | undefined): string {
  const raw = Array.isArray(value) ? value[0] : value;
  const url = raw ? toSameSiteUrl(raw, env().siteUrl) : null;
  return url ? `${url.pathname}${url.search}${url.hash}` : '/';
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
      async jwt({ token, account, profile }) {
        if (account && profile?.sub) {
          // First sign-in of this session: the backend creates the reader or finds it again.
          const reader = await registerReader(profile.sub, profile.email ?? null);
          token.sub = profile.sub;
          token.email = profile.email ?? null;
          token.userId = reader.id;
          token.isLinked = reader.isLinked;
        }
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

/**
 * The signed-in reader of a request, as the backend's service token names them, or null. Read
 * from the session JWT itself: the session object next-auth hands out has no subject.
 */
export async function requestReader(request: NextRequest): Promise<ServiceTokenClaims | null> {
  const config = env();
  const token = await getToken({
    req: request,
    secret: config.nextAuthSecret,
    secureCookie: new URL(config.siteUrl).protocol === 'https:',
  });
  return token?.sub ? { subject: token.sub, email: token.email ?? null } : null;
}
