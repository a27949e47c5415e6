import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signServiceToken } from '@cw/service-token';
import { createApp } from '../app';
import type { Database } from '../db/client';
import type { RequestLimits } from '../http/requestLimits';
import { openTestDatabase, seedNow } from './database';

export const TEST_SECRET = 'test-service-token-secret-of-enough-length';

/**
 * The backend over a private copy of the seeded catalog, at the catalog's instant. Requests
 * go through `app.request(...)`: no port, no network.
 */
export async function createTestApp(
  options: { requestLimits?: RequestLimits; writeLog?: (line: string) => void } = {},
): Promise<{
  app: ReturnType<typeof createApp>;
  database: Database;
  /** Another instance on the same database at another instant (campaign ends, deliveries). */
  at: (instant: Date) => ReturnType<typeof createApp>;
  /** Moves the clock of `app` (and of the tokens `as` signs). */
  setNow: (instant: Date) => void;
  mediaCacheDir: string;
  /** Authorization headers of a signed-in reader. */
  as: (subject: string, email?: string) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
}> {
  const database = await openTestDatabase();
  let now = seedNow();
  const mediaCacheDir = mkdtempSync(join(tmpdir(), 'cw-media-'));
  const appWith = (clock: () => Date) =>
    createApp({
      database,
      serviceTokenSecret: TEST_SECRET,
      now: clock,
      mediaCacheDir,
      requestLimits: options.requestLimits,
      writeLog: options.writeLog,
    });
  return {
    app: appWith(() => now),
    at: (instant) => appWith(() => instant),
    setNow: (instant) => {
      now = instant;
    },
    mediaCacheDir,
    database,
    as: async (subject, email) => ({
      authorization: `Bearer ${await signServiceToken({ subject, email: email ?? null }, TEST_SECRET, now)}`,
    }),
    close: async () => {
      await database.close();
      rmSync(mediaCacheDir, { recursive: true, force: true });
    },
  };
}
