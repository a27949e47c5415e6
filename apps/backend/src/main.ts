import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { startRankingJob } from './jobs/rankings';
import { createBackgroundRenderer } from './media/backgroundRenders';
import { writeFontConfig } from './media/fonts';
import { generateCatalog } from './seed/generateCatalog';
import { seedDatabase } from './seed/seedDatabase';

/**
 * Starts backend v3: opens PostgreSQL (DATABASE_URL) or the embedded PGlite under DATA_DIR,
 * migrates, seeds an empty database with the deterministic catalog, then serves HTTP.
 */
async function main() {
  const config = loadConfig();
  const startedAt = Date.now();
  // Before anything is drawn: fontconfig reads this once, when sharp (loaded lazily by
  // media/render.ts) first lays out text. Hidden, so the media cache does not count it.
  process.env.FONTCONFIG_FILE = writeFontConfig(join(config.mediaCacheDir, '.fontconfig'));
  const database = await createDatabase(config.database);
  const seeded = await seedDatabase(
    database.db,
    generateCatalog({ scale: config.seedScale, now: new Date() }),
  );
  const stopRankings = await startRankingJob(database.db, {
    intervalMs: config.rankingRefreshSeconds * 1000,
    now: () => new Date(),
  });
  // Large variants (1080 and 1440 px pages) render at the lowest CPU priority, so a flood of them
  // cannot slow another reader's covers; it inherits FONTCONFIG_FILE, set above.
  const background = createBackgroundRenderer({
    entry: new URL('./renderWorker.js', import.meta.url),
    nice: 19,
  });
  const app = createApp({
    database,
    serviceTokenSecret: config.serviceTokenSecret,
    now: () => new Date(),
    mediaCacheDir: config.mediaCacheDir,
    mediaLimits: config.mediaLimits,
    libraryCacheMs: config.libraryCacheMs,
    requestLimits: config.requestLimits,
    renderLarge: background.render,
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
      background.close();
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
