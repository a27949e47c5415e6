import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { computeRankings, latestRankingsComputedAt } from '../data/rankings';
import type { Database } from '../db/client';
import { rankings } from '../db/schema';
import { openTestDatabase, seedNow } from '../test/database';
import { startRankingJob } from './rankings';

const INTERVAL = 10 * 60 * 1000;
let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
afterEach(() => {
  vi.useRealTimers();
});

describe('startRankingJob', () => {
  it('computes at once when there are no rankings yet', async () => {
    await database.db.delete(rankings);
    const now = seedNow();
    const stop = await startRankingJob(database.db, { intervalMs: INTERVAL, now: () => now });
    await stop();
    expect(await latestRankingsComputedAt(database.db)).toEqual(now);
  });

  it('leaves fresh rankings alone, recomputes on each interval, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const computedAt = new Date(seedNow().getTime() + INTERVAL);
    await computeRankings(database.db, computedAt);
    let clock = new Date(computedAt.getTime() + INTERVAL / 4);
    const stop = await startRankingJob(database.db, { intervalMs: INTERVAL, now: () => clock });
    expect(await latestRankingsComputedAt(database.db)).toEqual(computedAt);

    clock = new Date(clock.getTime() + INTERVAL);
    vi.advanceTimersByTime(INTERVAL);
    await stop();
    expect(await latestRankingsComputedAt(database.db)).toEqual(clock);

    const stoppedAt = clock;
    clock = new Date(clock.getTime() + 3 * INTERVAL);
    vi.advanceTimersByTime(3 * INTERVAL);
    await stop();
    expect(await latestRankingsComputedAt(database.db)).toEqual(stoppedAt);
  });

  it('computes at start when the rankings are stale', async () => {
    const computedAt = new Date(seedNow().getTime() + 3 * INTERVAL);
    await computeRankings(database.db, computedAt);
    const later = new Date(computedAt.getTime() + INTERVAL / 2);
    const stop = await startRankingJob(database.db, { intervalMs: INTERVAL, now: () => later });
    await stop();
    expect(await latestRankingsComputedAt(database.db)).toEqual(later);
  });

  it('skips an interval when another instance computed within the last half', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const start = new Date(seedNow().getTime() + 5 * INTERVAL);
    let clock = start;
    await computeRankings(database.db, clock);
    const stop = await startRankingJob(database.db, { intervalMs: INTERVAL, now: () => clock });
    // Another instance refreshed a little before this one's tick.
    const other = new Date(start.getTime() + 0.8 * INTERVAL);
    await computeRankings(database.db, other);
    clock = new Date(start.getTime() + INTERVAL);
    vi.advanceTimersByTime(INTERVAL);
    await stop();
    expect(await latestRankingsComputedAt(database.db)).toEqual(other);
  });

  it('computes once when two instances find stale rankings at the same moment', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const stale = new Date(seedNow().getTime() + 7 * INTERVAL);
    await computeRankings(database.db, stale);
    const now = new Date(stale.getTime() + INTERVAL);
    // Both read the stale computedAt before either takes the lock.
    const stops = await Promise.all([
      startRankingJob(database.db, { intervalMs: INTERVAL, now: () => now }),
      startRankingJob(database.db, { intervalMs: INTERVAL, now: () => now }),
    ]);
    await Promise.all(stops.map((stop) => stop()));
    const computed = log.mock.calls.filter(([line]) => String(line).includes('rankings computed'));
    expect(computed).toHaveLength(1);
    expect(String(computed[0]?.[0])).toContain(`at ${now.toISOString()} by `);
    expect(await latestRankingsComputedAt(database.db)).toEqual(now);
    log.mockRestore();
  });

  it('logs a failed computation instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const stop = await startRankingJob(database.db, {
      intervalMs: INTERVAL,
      now: () => new Date(Number.NaN),
    });
    await stop();
    expect(error).toHaveBeenCalledWith('[backend] ranking refresh failed', expect.anything());
    error.mockRestore();
  });
});
