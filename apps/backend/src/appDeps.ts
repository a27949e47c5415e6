import type { Database } from './db/client';
import type { RequestLimits } from './http/requestLimits';
import type { RenderJob } from './media/backgroundRenders';
import type { MediaLimits } from './media/limits';

/**
 * What the app is built from: the database, the secret, the clock and the limits. Its own
 * module so that route files can name it without importing `app.ts`, which imports them.
 */
export type AppDeps = {
  database: Database;
  serviceTokenSecret: string;
  /** The clock every date rule reads (tests pin it to the seeded catalog's instant). */
  now: () => Date;
  /** Where rendered image variants are cached on local disk. */
  mediaCacheDir: string;
  /** How long public catalog answers are kept in memory; 0 turns the cache off. */
  libraryCacheMs?: number;
  /** Body size and rate limits; DEFAULT_REQUEST_LIMITS when not given. */
  requestLimits?: RequestLimits;
  /** Render queue and media disk cache bounds; DEFAULT_MEDIA_LIMITS for any left out. */
  mediaLimits?: Partial<MediaLimits>;
  /** Where large image variants render (a background process); in the server's when absent. */
  renderLarge?: (job: RenderJob) => Promise<Buffer>;
  /** Where client log lines go; stderr by default (tests read them). */
  writeLog?: (line: string) => void;
};
