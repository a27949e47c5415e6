import { signServiceToken } from '@cw/api-client/service-token';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { openTestDatabase, seedNow } from './database';

export const TEST_SECRET = 'test-service-token-secret-of-enough-length';

/**
 * The backend over a private copy of the seeded catalog, at the catalog's instant. Requests
 * go through `app.request(...)`: no port, no network.
 */
export async function createTestApp(): Promise<{
  app: ReturnType<typeof createApp>;
  database: Database;
  /** Authorization headers of a signed-in reader. */
  as: (subject: string, email?: string) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
}> {
  const database = await openTestDatabase();
  const now = seedNow();
  const app = createApp({ database, serviceTokenSecret: TEST_SECRET, now: () => now });
  return {
    app,
    database,
    as: async (subject, email) => ({
      authorization: `Bearer ${await signServiceToken({ subject, email: email ?? null }, TEST_SECRET, now)}`,
    }),
    close: () => database.close(),
  };
}
