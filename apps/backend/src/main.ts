import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { startRankingJob } from './jobs/rankings';
import { generateCatalog } from './seed/generateCatalog';
import { seedDatabase } from './seed/seedDatabase';

/**
 * Starts backend v3: opens PostgreSQL (DATABASE_URL) or the embedded PGlite under DATA_DIR,
 * migrates, seeds an empty database with the deterministic catalog, then serves HTTP.
 */
async function main() {
  const config = loadConfig();
  const startedAt = Date.now();
  const database = await createDatabase(config.database);
  const seeded = await seedDatabase(
    database.db,
    generateCatalog({ scale: config.seedScale, now: new Date() }),
  );
  const stopRankings = await startRankingJob(database.db, {
    intervalMs: config.rankingRefreshSeconds * 1000,
    now: () => new Date(),
  });
  const app = createApp({
    database,
    serviceTokenSecret: config.serviceTokenSecret,
    now: () => new Date(),
    mediaCacheDir: config.mediaCacheDir,
    libraryCacheMs: config.libraryCacheMs,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    console.log(
      `[backend] v3 on http://${info.address}:${info.port} (${database.kind}${seeded ? ', seeded' : ''}, ready in ${Date.now() - startedAt} ms)`,
    );
  });

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(async () => {
      await stopRankings();
      await database.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('[backend] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
