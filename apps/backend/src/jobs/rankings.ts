import { hostname } from 'node:os';
import { computeRankings, latestRankingsComputedAt } from '../data/rankings';
import type { Db } from '../db/client';

export interface RankingJobOptions {
  /** How often rankings are recomputed (RANKING_REFRESH_SECONDS). */
  intervalMs: number;
  /** The clock rankings are computed at. */
  now: () => Date;
}

/**
 * Keeps rankings fresh: computes them if there are none or they are stale, then every
 * `intervalMs`. With several instances each runs this job; a tick skips when another instance
 * computed within the last half interval, and computeRankings' lock (under which that is
 * checked again) keeps two from computing the same refresh. Each computation logs one line
 * naming the instance. Resolves once the first check is done (so the first reader finds a
 * ranking) to a stop function; the timer never keeps the process alive, and stop resolves once
 * a computation in progress has finished, so the database can then be closed. A failed
 * computation is logged and retried on the next tick.
 *
 * @example
 * const stop = await startRankingJob(db, { intervalMs: 600_000, now: () => new Date() });
 * await stop();
 */
export async function startRankingJob(
  db: Db,
  { intervalMs, now }: RankingJobOptions,
): Promise<() => Promise<void>> {
  let running: Promise<void> | null = null;
  const instanceName = `${hostname()}:${process.pid}`;

  const refreshIfStale = async (at: Date) => {
    const computedAt = await latestRankingsComputedAt(db);
    if (computedAt && at.getTime() - computedAt.getTime() < intervalMs / 2) return;
    const started = performance.now();
    // Checked again under the lock: another instance may have computed since the read above.
    const computed = await computeRankings(db, at, { unlessComputedWithinMs: intervalMs / 2 });
    if (computed) {
      // One line per computation, naming the instance: operators (and the two-instance test)
      // see which instance ran each refresh.
      console.log(
        `[backend] rankings computed at ${computed.toISOString()} by ${instanceName} in ${Math.round(performance.now() - started)} ms`,
      );
    }
  };

  const tick = () => {
    // A computation slower than the interval: let it finish rather than start another.
    running ??= refreshIfStale(now())
      .catch((error: unknown) => console.error('[backend] ranking refresh failed', error))
      .finally(() => {
        running = null;
      });
    return running;
  };

  await tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
