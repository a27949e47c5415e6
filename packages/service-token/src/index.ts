import { errors, jwtVerify, SignJWT } from 'jose';

/** Who a membership call is for: the identity provider's subject and the reader's email. */
export type ServiceTokenClaims = {
  subject: string;
  email: string | null;
  /**
   * The reader's sign-in session the call is made in (the web app's session id): the backend
   * refuses a session signed out, on whichever instance, while the cookie itself lives on.
   */
  session?: string;
};

/**
 * How long a reader's session lasts (spec section 9: 30 days): the web app's session cookie, and
 * how long the backend remembers a session signed out before it (`ServiceTokenClaims.session`).
 */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * The secret both the web app and the backend fall back to in the embedded default (no real
 * identity provider configured), so `npm start` works with no setup. Never used in production.
 */
export const DEVELOPMENT_SERVICE_TOKEN_SECRET = 'cw-development-service-token-secret-0000';

/**
 * Whether a host name (or an address, IPv6 bare or in brackets) is only reachable from its own
 * machine: `localhost`, 127.0.0.0/8 or `::1`. The published development secrets are accepted
 * there and nowhere else.
 *
 * @example
 * isLoopbackHost('127.0.0.1'); //=> true
 * isLoopbackHost('comic.example'); //=> false
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    name === '::1' ||
    /^127\.(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){2}$/.test(name)
  );
}

/**
 * The subject of the tokens the web app signs for a call made for a client who is nobody in
 * particular (a guest's good, an image): it vouches for the client address the call carries,
 * and the backend refuses it as a reader.
 */
export const CLIENT_SERVICE_SUBJECT = 'cw-web:client';

const ISSUER = 'cw-web';
const AUDIENCE = 'cw-backend-v3';
const ALGORITHM = 'HS256';
/** Tokens are minted per backend call, so a short life bounds the damage of a leaked one. */
export const SERVICE_TOKEN_TTL_SECONDS = 60;
/** How far the web app's and the backend's clocks may disagree. */
const CLOCK_TOLERANCE_SECONDS = 5;

function key(secret: string): Uint8Array {
  if (secret.length < 32)
    throw new RangeError('service token secret must be at least 32 characters');
  return new TextEncoder().encode(secret);
}

/**
 * Signs the short-lived token the web app sends to `/v3/membership/*` (HMAC-SHA256, shared
 * secret). The backend trusts nothing else about the reader.
 *
 * @example
 * const token = await signServiceToken({ subject: 'oidc|42', email: 'a@example.jp' }, secret);
 * fetch(`${backend}/v3/membership/users/me`, { headers: { authorization: `Bearer ${token}` } });
 */
export async function signServiceToken(
  claims: ServiceTokenClaims,
  secret: string,
  now: Date = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ email: claims.email, ...(claims.session && { sid: claims.session }) })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(claims.subject)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + SERVICE_TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

/**
 * Verifies a service token; returns its claims, or `null` when it is missing, forged,
 * expired, issued in the future, made to live longer than `SERVICE_TOKEN_TTL_SECONDS`, or
 * malformed (the caller answers 401).
 *
 * @example
 * const claims = await verifyServiceToken(bearer, secret); // { subject, email } | null
 */
export async function verifyServiceToken(
  token: string,
  secret: string,
  now: Date = new Date(),
): Promise<ServiceTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      // Requires `iat`, neither in the future nor older than a token may live.
      maxTokenAge: SERVICE_TOKEN_TTL_SECONDS,
    });
    // jose never compares `exp` with `iat`: a ten-year token would pass until it expires.
    const lifetime = (payload.exp ?? Number.POSITIVE_INFINITY) - (payload.iat ?? 0);
    if (lifetime > SERVICE_TOKEN_TTL_SECONDS + CLOCK_TOLERANCE_SECONDS) return null;
    if (typeof payload.sub !== 'string' || payload.sub === '') return null;
    const email = typeof payload.email === 'string' ? payload.email : null;
    const session = typeof payload.sid === 'string' && payload.sid !== '' ? payload.sid : undefined;
    return { subject: payload.sub, email, ...(session && { session }) };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
