import type { ServiceTokenClaims } from '@cw/service-token';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * The reader for a provider subject, created on first sight. Concurrent first requests
 * converge on one row (the subject is unique; the upsert is a single statement).
 */
export async function findOrCreateUser(db: Db, claims: ServiceTokenClaims) {
  const [user] = await db
    .insert(users)
    .values({ subject: claims.subject, email: claims.email })
    .onConflictDoUpdate({
      target: users.subject,
      set: { email: sql`coalesce(excluded.email, ${users.email})` },
      setWhere: sql`${users.email} is distinct from coalesce(excluded.email, ${users.email})`,
    })
    .returning();
  if (user) return user;
  // No row returned: it existed and nothing changed.
  const [existing] = await db.select().from(users).where(eq(users.subject, claims.subject));
  if (!existing) throw new Error(`user ${claims.subject} vanished during upsert`);
  return existing;
}
