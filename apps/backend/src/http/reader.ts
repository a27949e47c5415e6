import { ERROR_CODES } from '@cw/api-client/schemas';
import { verifyServiceToken } from '@cw/api-client/service-token';
import { createMiddleware } from 'hono/factory';
import { findOrCreateUser } from '../data/users';
import type { Db } from '../db/client';
import { ApiError } from './errors';

/** The signed-in reader every membership handler acts for; nobody else's data is reachable. */
export type Reader = { id: number; subject: string };
export type ReaderEnv = { Variables: { reader: Reader } };

/**
 * Trusts only a short-lived HMAC token signed by the web app (`Authorization: Bearer …`).
 * A reader seen for the first time is created, keyed by the provider's subject.
 */
export function requireReader(db: Db, secret: string, now: () => Date) {
  return createMiddleware<ReaderEnv>(async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    const claims = token ? await verifyServiceToken(token, secret, now()) : null;
    if (!claims) {
      throw new ApiError(ERROR_CODES.UNAUTHORIZED, 'A valid service token is required');
    }
    const user = await findOrCreateUser(db, claims);
    c.set('reader', { id: user.id, subject: claims.subject });
    c.header('Cache-Control', 'private, no-store');
    await next();
  });
}
