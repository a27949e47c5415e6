import { ERROR_CODES } from '@cw/contract/schemas';
import {
  CLIENT_SERVICE_SUBJECT,
  type ServiceTokenClaims,
  verifyServiceToken,
} from '@cw/service-token';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { isSignedOut } from '../data/sessions';
import { findOrCreateUser } from '../data/users';
import type { Db } from '../db/client';
import { ApiError } from './errors';

/** Where the membership routes are mounted: every one acts for a reader ({@link requireReader}). */
export const MEMBERSHIP_PREFIX = '/v3/membership';

/**
 * The signed-in reader every membership handler acts for; nobody else's data is reachable.
 * `session` is the sign-in session the call is made in, when the web app names one.
 */
export type Reader = { id: number; subject: string; session?: string };
export type ReaderEnv = { Variables: { reader: Reader } };

/** The claims of the request's service token (`Authorization: Bearer …`); null without one. */
export async function serviceTokenClaims(
  c: Context,
  secret: string,
  now: Date,
): Promise<ServiceTokenClaims | null> {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return token ? verifyServiceToken(token, secret, now) : null;
}

/**
 * Trusts only a short-lived HMAC token signed by the web app (`Authorization: Bearer …`), and
 * refuses one made in a session the reader signed out of (a session cookie copied before
 * sign-out). A reader seen for the first time is created, keyed by the provider's subject.
 */
export function requireReader(db: Db, secret: string, now: () => Date) {
  return createMiddleware<ReaderEnv>(async (c, next) => {
    const claims = await serviceTokenClaims(c, secret, now());
    // A token vouching for a client address is no reader's.
    if (!claims || claims.subject === CLIENT_SERVICE_SUBJECT) {
      throw new ApiError(ERROR_CODES.UNAUTHORIZED, 'A valid service token is required');
    }
    if (claims.session && (await isSignedOut(db, claims.session, now()))) {
      throw new ApiError(ERROR_CODES.UNAUTHORIZED, 'This session has been signed out');
    }
    const user = await findOrCreateUser(db, claims);
    c.set('reader', {
      id: user.id,
      subject: claims.subject,
      ...(claims.session && { session: claims.session }),
    });
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
}
