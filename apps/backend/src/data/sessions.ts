import { SESSION_MAX_AGE_SECONDS } from '@cw/service-token';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signedOutSessions } from '../db/schema';

/**
 * Records that a reader signed out of a session: from now on every instance refuses it, for as
 * long as its cookie could live. Idempotent. Sessions past that are forgotten in passing.
 *
 * @example
 * await signOutSession(db, claims.session, new Date());
 */
export async function signOutSession(db: Db, sessionId: string, now: Date): Promise<void> {
  await db.delete(signedOutSessions).where(lte(signedOutSessions.expiresAt, now));
  await db
    .insert(signedOutSessions)
    .values({ sessionId, expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) })
    .onConflictDoNothing();
}

/** Whether the reader signed out of this session (and it could still be presented). */
export async function isSignedOut(db: Db, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ sessionId: signedOutSessions.sessionId })
    .from(signedOutSessions)
    .where(and(eq(signedOutSessions.sessionId, sessionId), gt(signedOutSessions.expiresAt, now)));
  return row !== undefined;
}
