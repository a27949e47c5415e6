import { ERROR_CODES } from '@cw/api-client/schemas';
import {
  CLIENT_SERVICE_SUBJECT,
  type ServiceTokenClaims,
  verifyServiceToken,
} from '@cw/api-client/service-token';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { findOrCreateUser } from '../data/users';
import type { Db } from '../db/client';
import { ApiError } from './errors';

/** The signed-in reader every membership handler acts for; nobody else's data is reachable. */
export type Reader = { id: number; subject: string };
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
 * Trusts only a short-lived HMAC token signed by the web app (`Authorization: Bearer …`).
 * A reader seen for the first time is created, keyed by the provider's subject.
 */
export function requireReader(db: Db, secret: string, now: () => Date) {
  return createMiddleware<ReaderEnv>(async (c, next) => {
    const claims = await serviceTokenClaims(c, secret, now());
    // A token vouching for a client address is no reader's.
    if (!claims || claims.subject === CLIENT_SERVICE_SUBJECT) {
      throw new ApiError(ERROR_CODES.UNAUTHORIZED, 'A valid service token is required');
    }
    const user = await findOrCreateUser(db, claims);
    c.set('reader', { id: user.id, subject: claims.subject });
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
}
