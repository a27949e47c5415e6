import 'server-only';
import { ERROR_CODES } from '@cw/contract/schemas';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { errorResponse } from './apiHandler';
import { callbackPath, requestToken, tokenReader } from './auth';
import { backendFetch } from './backend';
import { env } from './env';

/** Where the provider sends a reader it signed out (registered with it, see the README). */
const SIGNED_OUT_PATH = '/api/auth/signed-out';

const endSessionInput = z.strictObject({
  callbackUrl: z.string().max(2048).optional(),
  /** The provider's pages in the reader's language (OpenID Connect `ui_locales`). */
  uiLocales: z.string().max(64).optional(),
});

/** The provider's discovery document, read once per process (again after a failure). */
let discovery: Promise<{ end_session_endpoint?: string }> | undefined;

/** The provider's sign-out address, or null when it offers none or cannot be reached. */
async function endSessionEndpoint(issuer: string): Promise<string | null> {
  discovery ??= fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(5000),
  }).then((response) => {
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    return response.json();
  });
  try {
    const { end_session_endpoint: endpoint } = await discovery;
    return typeof endpoint === 'string' ? endpoint : null;
  } catch (error) {
    discovery = undefined;
    console.error('[auth] no sign-out at the provider:', String(error));
    return null;
  }
}

/** Set-Cookie values that delete the session cookie (and each chunk of it) the request has. */
function clearedSessionCookies(request: NextRequest, secure: boolean): string[] {
  const name = `${secure ? '__Secure-' : ''}next-auth.session-token`;
  return request.cookies
    .getAll()
    .filter((cookie) => cookie.name === name || cookie.name.startsWith(`${name}.`))
    .map(
      (cookie) =>
        `${cookie.name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
}

/**
 * `POST /api/auth/end-session`: signs the reader out everywhere a shared device could keep them.
 * The backend marks the sign-in signed out (a copy of the cookie is refused by every instance
 * from then on), the session cookie is deleted, and the answer's `url` is where the browser goes
 * next: the provider's sign-out (OpenID Connect RP-initiated logout, with the ID token as the
 * hint, in the reader's language), which ends the provider's session too and sends the reader
 * to `SIGNED_OUT_PATH` and on to `callbackUrl`; or `callbackUrl` itself when the provider has
 * no sign-out. From our own pages only (403 otherwise).
 */
export async function endSession(request: NextRequest): Promise<Response> {
  const config = env();
  const site = new URL(config.siteUrl);
  if (request.headers.get('origin') !== site.origin) {
    return errorResponse(ERROR_CODES.FORBIDDEN, 'Cross-origin requests are refused');
  }
  const input = endSessionInput.safeParse(await request.json().catch(() => undefined));
  if (!input.success) {
    return errorResponse(ERROR_CODES.BAD_REQUEST, 'Expected { callbackUrl?, uiLocales? }');
  }
  const returnTo = callbackPath(input.data.callbackUrl);
  const token = await requestToken(request);
  const reader = tokenReader(token);
  if (reader?.session) {
    // A backend that cannot record it leaves a copied cookie valid: the sign-out goes on, logged.
    const recorded = await backendFetch('/v3/membership/sessions/current', {
      method: 'DELETE',
      reader,
    }).catch(() => null);
    if (!recorded?.ok) console.error('[auth] sign-out not recorded at the backend');
  }
  let url = returnTo;
  const endpoint = token ? await endSessionEndpoint(config.oidc.issuer) : null;
  if (endpoint) {
    const end = new URL(endpoint);
    if (token?.idToken) end.searchParams.set('id_token_hint', token.idToken);
    end.searchParams.set('client_id', config.oidc.clientId);
    end.searchParams.set('post_logout_redirect_uri', new URL(SIGNED_OUT_PATH, site).href);
    end.searchParams.set('state', returnTo);
    if (input.data.uiLocales) end.searchParams.set('ui_locales', input.data.uiLocales);
    url = end.href;
  }
  const headers = new Headers({ 'cache-control': 'private, no-store' });
  for (const cookie of clearedSessionCookies(request, site.protocol === 'https:')) {
    headers.append('set-cookie', cookie);
  }
  return Response.json({ url }, { headers });
}
