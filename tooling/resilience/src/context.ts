import { afterAll, afterEach, beforeAll } from 'vitest';
import { type CatalogSample, sampleCatalog } from './catalog.ts';
import { type Cluster, startCluster } from './cluster.ts';
import { type Profile, profile } from './profile.ts';

/** What every phase of the two-instance run shares. */
export interface Context {
  cluster: Cluster;
  catalog: CatalogSample;
  profile: Profile;
  /** Figures of the run, printed together at the end and written to docs by hand. */
  figures: string[];
}

/**
 * Backend settings of the run. Rankings refresh every 10 s (the smallest interval allowed), so
 * a run sees many refreshes; the render limits are low enough for a test to reach them, and
 * every phase that renders images does so from client addresses of its own.
 */
export const BACKEND_ENV = {
  RANKING_REFRESH_SECONDS: '10',
  RATE_LIMIT_RENDERS_PER_MINUTE: '20',
  // Two, as on a 2-core instance: one client runs at most one, the other is left for the rest.
  MEDIA_RENDER_CONCURRENCY: '2',
  MEDIA_RENDER_QUEUE: '4',
  MEDIA_RENDER_CLIENT_QUEUE: '2',
};

/**
 * Starts the cluster once for the file (two web and two backend instances on one PostgreSQL
 * behind nginx) and hands phases a getter: describe blocks are collected before it exists.
 */
export function sharedCluster(): () => Context {
  let context: Context | undefined;
  beforeAll(async () => {
    const cluster = await startCluster({ webs: 2, backends: 2, backendEnv: BACKEND_ENV });
    try {
      context = {
        cluster,
        catalog: await sampleCatalog(cluster.backendLbUrl),
        profile: profile(),
        figures: [],
      };
    } catch (error) {
      await cluster.stop();
      throw error;
    }
  });
  // On a failure, the tail of every process's output says more than the stack.
  afterEach(({ task }) => {
    if (task.result?.state === 'fail' && context) console.error(context.cluster.report());
  });
  afterAll(async () => {
    if (!context) return;
    console.log(
      `\n==== resilience figures (${context.profile.name} profile) ====\n${context.figures.join('\n')}\n`,
    );
    await context.cluster.stop();
  });
  return () => {
    if (!context) throw new Error('the cluster did not start');
    return context;
  };
}
